/**
 * Spec §2 Forgot password and §4: an e-mail field and "Request New Password" (disabled until the
 * e-mail is valid); submitting first shows the verification step (the human check), then sends.
 * Success shows the server's message and closes the panel; a failure shows it as a warning and
 * returns to the form. It posts to the /account/forgot-password action with a fetcher (decision 0031).
 */
import { closeAccountPanel, openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { EmailField } from "./account-fields.tsx";
import { HumanCheckStep, useHumanCheckedSubmit } from "./human-check-step.tsx";
import { Spinner } from "./spinner.tsx";
import { SubmitButton } from "./form-field.tsx";
import type { action as forgotAction } from "../routes/account/forgot-password.ts";

/** The form's checks, loaded when the visitor starts on the form (use-schema-form.ts). */
const forgotFormSchema = () =>
  import("../../core/accounts/account-form-schemas.ts").then((m) => m.forgotFormSchema);

export function ForgotPasswordPanel() {
  const form = useSchemaForm(forgotFormSchema, { email: "" });
  const check = useHumanCheckedSubmit();
  const request = useActionRequest<typeof forgotAction>("/account/forgot-password");

  const send = () =>
    check.submit(async (key) => {
      const result = await request({ email: form.data?.email ?? "", key });
      if (!result.ok) {
        showAlert({ message: result.error, type: "warning" });
        return false;
      }
      showAlert({
        message: result.data.done,
        type: "success",
        duration: 8000,
      });
      closeAccountPanel();
      return true;
    }, "form");

  if (check.stage === "sending") return <Spinner label="Sending your request…" />;

  if (check.stage === "verify") {
    return (
      <HumanCheckStep
        check={check}
        id="forgot-verify-title"
        title="Verification"
        submitLabel="Send the link"
        backLabel="Back"
        onSubmit={send}
      >
        <p>
          Please confirm you are a person: tick the box and wait a moment. We then e-mail a link to{" "}
          <strong>{form.data?.email}</strong> if an account uses it.
        </p>
      </HumanCheckStep>
    );
  }

  return (
    <div className="auth-panel">
      <p className="panel-intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form className="form-stack" noValidate onSubmit={check.onFormSubmit(form)}>
        <EmailField autoFocus required {...form.bind("email")} />
        <SubmitButton ready={form.valid}>Request New Password</SubmitButton>
      </form>
      <p className="auth-back">
        <button type="button" className="link-button" onClick={() => openAccountPanel("login")}>
          Back to Login
        </button>
      </p>
    </div>
  );
}
