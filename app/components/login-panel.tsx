/**
 * Spec §2 Login panel and §4 Auth: e-mail and password, the Login button disabled until the e-mail is
 * valid and the password has 6 or more characters; links to sign-up ("Create an account", "New user")
 * and to the forgot-password panel. A spinner replaces the form while the request runs.
 *
 * The second factor: a right password of an account with it on answers the step `code` (200, no
 * cookie yet), and the panel asks for the 6-digit code; an administrator without one answers the step
 * `enrol` with a new key to add to an authenticator app, then the code. Both resend the e-mail and
 * password with the code; a wrong code answers 401 and the panel stays on its step.
 *
 * The panel posts to the /login route's action with a fetcher (decision 0031). Its first step is also
 * a plain form posting there, for the /login page without script or before it runs: the hidden
 * `redirect` field tells the action to answer with a redirect to it once signed in.
 */
import { useState, useSyncExternalStore } from "react";
import { openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useAfterSignIn } from "../lib/use-after-sign-in.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { CurrentPasswordField, EmailField } from "./account-fields.tsx";
import { Spinner } from "./spinner.tsx";
import { TotpCodeField, TotpKey } from "./totp-parts.tsx";
import { SubmitButton } from "./form-field.tsx";
import type { action as loginAction } from "../routes/login.tsx";

/** The form's checks, loaded when the visitor starts on the form (use-schema-form.ts). */
const loginFormSchema = () =>
  import("../../core/accounts/account-form-schemas.ts").then((m) => m.loginFormSchema);

/** The key an administrator without a second factor adds to an app (also repeated after a wrong code). */
type Enrolment = { secret: string; otpauthUrl: string };
type Step = { kind: "credentials" } | { kind: "code" } | { kind: "enrol"; enrolment: Enrolment };

export const CODE_PATTERN = /^\d{6}$/;

/** A stable ref callback (an inline one would run, and steal the focus, at every render). */
const focusWhenShown = (element: HTMLElement | null) => element?.focus();

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration: the plain form's button must not look disabled there. */
const useScriptRuns = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** `email` refills the form after a plain post (without script) that did not sign in. */
export function LoginPanel({ redirect, email = "" }: { redirect?: string; email?: string }) {
  const form = useSchemaForm(loginFormSchema, { email, password: "" });
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [code, setCode] = useState("");
  const [loading, setLoading] = useState(false);
  const afterSignIn = useAfterSignIn();
  const signIn = useActionRequest<typeof loginAction>("/login");
  const scriptRuns = useScriptRuns();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!form.data) return form.touchAll(event.currentTarget);
    const withCode = step.kind !== "credentials";
    if (withCode && !CODE_PATTERN.test(code)) return;
    setLoading(true);
    const result = await signIn({ ...form.data, ...(withCode ? { code } : {}) });
    setLoading(false);
    if (result.ok) {
      const answer = result.data;
      if (answer.step === "code" || answer.step === "enrol") {
        setCode("");
        setStep(answer.step === "enrol" ? { kind: "enrol", enrolment: answer.enrolment } : { kind: "code" });
        return;
      }
      showAlert({ message: answer.done, type: "success" });
      afterSignIn(redirect);
      return;
    }
    showAlert({ message: result.error, type: "warning" });
    // A wrong code: stay on the step (an enrolment answer repeats the key).
    const enrolment = asEnrolment(result.details?.mfaEnrolment);
    if (result.details?.mfaRequired === true || enrolment) {
      setCode("");
      setStep(enrolment ? { kind: "enrol", enrolment } : { kind: "code" });
      return;
    }
    // A wrong e-mail or password goes back to them; throttling (no field) keeps the step.
    if (result.field) {
      setStep({ kind: "credentials" });
      setCode("");
    }
  };

  if (loading) return <Spinner label="Signing you in…" />;

  if (step.kind !== "credentials") {
    return (
      <form className="form-stack" onSubmit={submit} noValidate>
        {step.kind === "enrol" ? (
          <>
            {/* Focus starts on the heading, so the panel shows it and the QR code (on a phone, focusing
                the code field would scroll them away and open the keyboard over them). */}
            <h3 className="panel-heading" tabIndex={-1} ref={focusWhenShown}>
              Set up two-step sign-in
            </h3>
            <p>
              Administrators sign in with a second step. Add this key to your authenticator app (Google
              Authenticator, 1Password, Aegis…), then enter the 6-digit code it shows.
            </p>
            <TotpKey secret={step.enrolment.secret} otpauthUrl={step.enrolment.otpauthUrl} />
          </>
        ) : (
          <>
            <h3 className="panel-heading">Two-step sign-in</h3>
            <p>Enter the 6-digit code from your authenticator app.</p>
          </>
        )}
        <TotpCodeField value={code} onChange={setCode} autoFocus={step.kind === "code"} />
        <button type="submit" className="button button-primary" disabled={!CODE_PATTERN.test(code)}>
          Verify and log in
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setStep({ kind: "credentials" });
            setCode("");
          }}
        >
          Back
        </button>
      </form>
    );
  }

  return (
    <div className="auth-panel">
      <p className="panel-intro">
        Log in to see your bookings and pay your balance. No account yet?{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => openAccountPanel("register", { redirect })}
        >
          Create an account
        </button>
      </p>
      <form className="form-stack" method="post" action={plainAction(redirect)} onSubmit={submit} noValidate>
        <input type="hidden" name="redirect" value={redirect ?? "/"} />
        <EmailField autoFocus required {...form.bind("email")} />
        <CurrentPasswordField label="Password" {...form.bind("password")} />
        <div className="form-aside">
          <button
            type="button"
            className="link-button"
            onClick={() => openAccountPanel("forgot", { redirect })}
          >
            Forgot password?
          </button>
        </div>
        <SubmitButton ready={form.valid || !scriptRuns}>Login</SubmitButton>
      </form>
      <div className="auth-switch">
        <span>First time here?</span>
        <button
          type="button"
          className="button button-outline"
          onClick={() => openAccountPanel("register", { redirect })}
        >
          New user
        </button>
      </div>
      <noscript>
        <p className="field-hint" data-testid="no-script-account-note">
          Creating an account and resetting a password need JavaScript, which is off in this browser: their
          forms check in the browser that a person is sending them. Turn it on, or contact us and we will
          help.
        </p>
      </noscript>
    </div>
  );
}

/** Where the plain form posts: the /login page, keeping its target for the page shown after a refusal. */
function plainAction(redirect: string | undefined): string {
  return redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : "/login";
}

/** The key of an enrolment answer, checked by hand: zod stays out of the page until the form is used. */
function asEnrolment(value: unknown): Enrolment | null {
  if (typeof value !== "object" || value === null || !("secret" in value) || !("otpauthUrl" in value))
    return null;
  const { secret, otpauthUrl } = value;
  return typeof secret === "string" && typeof otpauthUrl === "string" ? { secret, otpauthUrl } : null;
}
