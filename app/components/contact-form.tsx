/**
 * Spec §2 Contact form, §3 Contact message, §5, §7: first name, last name, e-mail, phone, country and
 * message, all required (Send disabled until valid); then a confirmation step showing what will be
 * sent, with the security check; then POST /api/v1/contact. 'Mail sent!' closes the modal; a failure
 * shows the server's message and returns to the confirmation with a new check (a key works once).
 */
import { useEffect, useId, useRef, useState } from "react";
import { contactSchema } from "../../core/accounts/account-schemas.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { Flag } from "./flag.tsx";
import { TextAreaField } from "./form-field.tsx";
import { PersonFields } from "./person-fields.tsx";
import { HumanCheckWidget } from "./human-check-widget.tsx";
import { Spinner } from "./spinner.tsx";

type Step = "form" | "confirm" | "sending";

export function ContactForm({ user, onSent }: { user: SessionUser | null; onSent: () => void }) {
  const headingId = useId();
  const initial = () => ({
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    phone: "",
    country: "",
    countryCode: "",
    message: "",
  });
  const form = useSchemaForm(contactSchema, initial);
  const [step, setStep] = useState<Step>("form");
  const [key, setKey] = useState<string | null>(null);
  // A new widget (a new challenge) after every failed send.
  const [attempt, setAttempt] = useState(0);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === "confirm") confirmHeading.current?.focus();
  }, [step]);

  const send = async () => {
    if (!form.data || !key) return;
    setStep("sending");
    const result = await apiRequest<{ message?: string }>("/api/v1/contact", {
      method: "POST",
      json: { user: form.data, key },
    });
    setKey(null);
    if (result.ok) {
      showAlert({ message: result.data.message ?? "Mail sent!", type: "success" });
      form.reset(initial());
      setStep("form");
      onSent();
      return;
    }
    showAlert({ message: result.message, type: "warning" });
    setAttempt((n) => n + 1);
    setStep("confirm");
  };

  return (
    <section className="contact-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-group-title">
        Send us a message
      </h3>
      {step === "sending" ? <Spinner label="Sending your message…" /> : null}
      {step === "confirm" && form.data ? (
        <div className="form-stack">
          <h4 ref={confirmHeading} tabIndex={-1} className="panel-subheading">
            Please check your message
          </h4>
          <dl className="contact-summary">
            <div>
              <dt>Name</dt>
              <dd>
                {form.data.firstName} {form.data.lastName}
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{form.data.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{form.data.phone}</dd>
            </div>
            <div>
              <dt>Country</dt>
              <dd className="profile-country">
                <Flag code={form.data.countryCode} /> {form.data.country}
              </dd>
            </div>
            <div>
              <dt>Message</dt>
              <dd className="contact-summary-message">{form.data.message}</dd>
            </div>
          </dl>
          <HumanCheckWidget key={attempt} onVerified={setKey} onReset={() => setKey(null)} />
          <div className="button-row">
            <button type="button" className="button button-primary" disabled={!key} onClick={send}>
              Send
            </button>
            <button
              type="button"
              className="button button-outline"
              onClick={() => {
                setKey(null);
                setStep("form");
              }}
            >
              Edit
            </button>
          </div>
        </div>
      ) : null}
      {step === "form" ? (
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.valid) return form.touchAll();
            setStep("confirm");
          }}
        >
          <PersonFields form={form} />
          <TextAreaField label="Message" rows={5} required {...form.bind("message")} />
          <button type="submit" className="button button-primary" disabled={!form.valid}>
            Send
          </button>
        </form>
      ) : null}
    </section>
  );
}
