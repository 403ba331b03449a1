/**
 * The account and contact forms, loaded when a panel first opens. They carry the shared zod schemas
 * (and what those import), which most visitors never need; the panels' shells stay in the main
 * bundle, and a spinner shows while a form's code arrives. A failed load reaches the root error
 * boundary, which reloads the page once (spec §8).
 */
import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "./spinner.tsx";

export const LoginPanel = lazy(() => import("./login-panel.tsx").then((m) => ({ default: m.LoginPanel })));
export const RegisterPanel = lazy(() =>
  import("./register-panel.tsx").then((m) => ({ default: m.RegisterPanel })),
);
export const ForgotPasswordPanel = lazy(() =>
  import("./forgot-password-panel.tsx").then((m) => ({ default: m.ForgotPasswordPanel })),
);
export const ProfileView = lazy(() => import("./profile-view.tsx").then((m) => ({ default: m.ProfileView })));
export const ProfileForm = lazy(() => import("./profile-form.tsx").then((m) => ({ default: m.ProfileForm })));
export const PasswordForm = lazy(() =>
  import("./password-form.tsx").then((m) => ({ default: m.PasswordForm })),
);
export const ContactForm = lazy(() => import("./contact-form.tsx").then((m) => ({ default: m.ContactForm })));

export function FormLoader({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}
