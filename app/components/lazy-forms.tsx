/**
 * The account and contact forms, loaded when a panel first opens. They carry the shared zod schemas
 * (and what those import), which most visitors never need; the panels' shells stay in the main
 * bundle, and a spinner shows while a form's code arrives. A failed load (or one still pending after
 * 120 s) is caught right here, in the panel: the page reloads once (spec §8), and a second failure is
 * shown in the panel. It must not reach the root error boundary, which draws the chrome, and with it
 * the open panel that would fail again.
 */
import { Component, lazy, type ReactNode, Suspense } from "react";
import { lazyReloadDecision, loadWithTimeout, sessionStorageOrNull } from "../lib/lazy-reload.ts";
import { Spinner } from "./spinner.tsx";

export const LoginPanel = lazy(() =>
  loadWithTimeout(() => import("./login-panel.tsx")).then((m) => ({ default: m.LoginPanel })),
);
export const RegisterPanel = lazy(() =>
  loadWithTimeout(() => import("./register-panel.tsx")).then((m) => ({ default: m.RegisterPanel })),
);
export const ForgotPasswordPanel = lazy(() =>
  loadWithTimeout(() => import("./forgot-password-panel.tsx")).then((m) => ({
    default: m.ForgotPasswordPanel,
  })),
);
export const ProfileView = lazy(() =>
  loadWithTimeout(() => import("./profile-view.tsx")).then((m) => ({ default: m.ProfileView })),
);
export const ProfileForm = lazy(() =>
  loadWithTimeout(() => import("./profile-form.tsx")).then((m) => ({ default: m.ProfileForm })),
);
export const PasswordForm = lazy(() =>
  loadWithTimeout(() => import("./password-form.tsx")).then((m) => ({ default: m.PasswordForm })),
);
export const ContactForm = lazy(() =>
  loadWithTimeout(() => import("./contact-form.tsx")).then((m) => ({ default: m.ContactForm })),
);

export function FormLoader({ children }: { children: ReactNode }) {
  return (
    <LazyLoadBoundary>
      <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>
    </LazyLoadBoundary>
  );
}

type BoundaryState = { failure: "none" | "reloading" | "shown" };

type BoundaryProps = {
  children: ReactNode;
  /** Drawn while the page reloads; a spinner unless given. */
  loading?: ReactNode;
  /** Drawn after a second failure; the form's notice with a reload button unless given. */
  failure?: ReactNode;
};

/**
 * Catches a lazy module that failed to load (or timed out): reloads the page once, then shows the
 * failure. React still needs a class for an error boundary.
 */
export class LazyLoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: "none" };

  static getDerivedStateFromError(): BoundaryState {
    return { failure: "reloading" }; // decided in componentDidCatch, where side effects belong
  }

  override componentDidCatch(error: unknown): void {
    if (lazyReloadDecision(error, sessionStorageOrNull()) === "reload") window.location.reload();
    else this.setState({ failure: "shown" });
  }

  override render() {
    if (this.state.failure === "none") return this.props.children;
    if (this.state.failure === "reloading") return this.props.loading ?? <Spinner label="Loading…" />;
    if (this.props.failure !== undefined) return this.props.failure;
    return (
      <div className="form-load-failure" role="alert">
        <p>This form could not be loaded. Please check your connection and reload the page.</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
