/**
 * Spec §2 Contact form, §3 Contact message, §5, §7: first name, last name, e-mail, phone, country and
 * message, all required (Send disabled until valid); then a confirmation step showing what will be
 * sent, with the security check; then a fetcher posts to the /account/contact action (decision 0031). 'Mail sent!' closes the modal; a failure
 * shows the server's message and returns to the confirmation with a new check (a key works once).
 */
import { useId } from "react";
import { contactSchema } from "../../core/accounts/account-schemas.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { Flag } from "./flag.tsx";
import { TextAreaField, SubmitButton } from "./form-field.tsx";
import { PersonFields } from "./person-fields.tsx";
import { HumanCheckStep, useHumanCheckedSubmit } from "./human-check-step.tsx";
import { Spinner } from "./spinner.tsx";
import type { action as contactAction } from "../routes/account/contact.ts";

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
  const check = useHumanCheckedSubmit();
  const request = useActionRequest<typeof contactAction>("/account/contact");

  const send = () =>
    check.submit(async (key) => {
      const result = await request({ ...form.data, key });
      if (!result.ok) {
        showAlert({ message: result.error, type: "warning" });
        return false;
      }
      showAlert({ message: result.data.done, type: "success" });
      form.reset(initial());
      check.backToForm();
      onSent();
      return true;
    }, "verify");

  return (
    <section className="contact-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-group-title">
        Send us a message
      </h3>
      {check.stage === "sending" ? <Spinner label="Sending your message…" /> : null}
      {check.stage === "verify" && form.data ? (
        <HumanCheckStep
          check={check}
          id={`${headingId}-confirm`}
          title="Please check your message"
          headingLevel={4}
          submitLabel="Send"
          backLabel="Edit"
          onSubmit={send}
        >
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
        </HumanCheckStep>
      ) : null}
      {check.stage === "form" ? (
        <form className="form-stack" noValidate onSubmit={check.onFormSubmit(form)}>
          <PersonFields form={form} />
          <TextAreaField label="Message" rows={5} required {...form.bind("message")} />
          <SubmitButton ready={form.valid}>Send</SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
