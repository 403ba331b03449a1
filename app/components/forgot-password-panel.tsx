/**
 * Spec §2 Forgot password and §4: an e-mail field and "Request New Password" (disabled until the
 * e-mail is valid); submitting first shows the verification step (the human check), then sends.
 * Success shows the server's message and closes the panel; a failure shows it as a warning and
 * returns to the form.
 */
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { emailSchema } from "../../core/shared/validation.ts";
import { closeAccountPanel, openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { EmailField } from "./account-fields.tsx";
import { HumanCheckWidget } from "./human-check-widget.tsx";
import { Spinner } from "./spinner.tsx";

const forgotFormSchema = z.object({ email: emailSchema });

type Step = "form" | "verify" | "sending";

export function ForgotPasswordPanel() {
  const form = useSchemaForm(forgotFormSchema, { email: "" });
  const [step, setStep] = useState<Step>("form");
  const [key, setKey] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === "verify") heading.current?.focus();
  }, [step]);

  const send = async () => {
    if (!form.data || !key) return;
    setStep("sending");
    const result = await apiRequest<{ message?: string }>("/api/v1/password/forgot", {
      method: "POST",
      json: { email: form.data.email, key },
    });
    if (result.ok) {
      showAlert({
        message: result.data.message ?? "Please check your inbox.",
        type: "success",
        duration: 8000,
      });
      closeAccountPanel();
      return;
    }
    showAlert({ message: result.message, type: "warning" });
    setKey(null);
    setStep("form");
  };

  if (step === "sending") return <Spinner label="Sending your request…" />;

  if (step === "verify") {
    return (
      <section className="form-stack" aria-labelledby="forgot-verify-title">
        <h3 id="forgot-verify-title" ref={heading} className="panel-heading" tabIndex={-1}>
          Verification
        </h3>
        <p>
          Please confirm you are a person: tick the box and wait a moment. We then e-mail a link to{" "}
          <strong>{form.data?.email}</strong> if an account uses it.
        </p>
        <HumanCheckWidget onVerified={setKey} onReset={() => setKey(null)} />
        <button type="button" className="button button-primary" disabled={!key} onClick={send}>
          Send the link
        </button>
        <button type="button" className="link-button" onClick={() => setStep("form")}>
          Back
        </button>
      </section>
    );
  }

  return (
    <div className="auth-panel">
      <p className="panel-intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.valid) return form.touchAll();
          setKey(null);
          setStep("verify");
        }}
      >
        <EmailField autoFocus required {...form.bind("email")} />
        <button type="submit" className="button button-primary" disabled={!form.valid}>
          Request New Password
        </button>
      </form>
      <p className="auth-back">
        <button type="button" className="link-button" onClick={() => openAccountPanel("login")}>
          Back to Login
        </button>
      </p>
    </div>
  );
}
