/**
 * Two-step sign-in (TOTP) for the signed-in user: turn it on (a new key to add to an authenticator
 * app, confirmed with a code from it); once on, move it to a new app or turn it off, both with the
 * current password (decisions/0008: a session alone cannot replace or remove the second factor; the
 * password is sent as `currentPassword` with each call). Administrators must keep it on. Each button
 * posts its intent to the /account/two-step action with a fetcher (decision 0031).
 */
import { useId, useState } from "react";
import { z } from "zod";
import { totpCodeSchema } from "../../core/accounts/account-schemas.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import type { AccountUser } from "../lib/account-user.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { CurrentPasswordField } from "./account-fields.tsx";
import { TotpCodeField, TotpKey } from "./totp-parts.tsx";
import type { action as twoStepAction } from "../routes/account/two-step.ts";

type Enrolment = { secret: string; otpauthUrl: string };

const passwordFormSchema = z.object({
  currentPassword: z.string().min(1, { error: "Enter your current password" }),
});
const codeFormSchema = z.object({ code: totpCodeSchema });

export function TwoStepSettings({
  user,
  onChange,
}: {
  user: AccountUser;
  onChange: (user: AccountUser) => void;
}) {
  const headingId = useId();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const passwordForm = useSchemaForm(passwordFormSchema, { currentPassword: "" });
  const codeForm = useSchemaForm(codeFormSchema, { code: "" });
  const [busy, setBusy] = useState(false);
  const twoStep = useActionRequest<typeof twoStepAction>("/account/two-step");
  // Replacing an authenticator that is on: the password goes with the start and the confirmation.
  const replacing = user.totpEnabled;
  const stepUp: Record<string, string> = replacing
    ? { currentPassword: passwordForm.values.currentPassword }
    : {};

  const finish = () => {
    setEnrolment(null);
    codeForm.reset({ code: "" });
    passwordForm.reset({ currentPassword: "" });
  };

  const start = async () => {
    if (replacing && !passwordForm.valid) return passwordForm.touchAll();
    setBusy(true);
    const result = await twoStep({ intent: "start", ...stepUp });
    setBusy(false);
    if (!result.ok) return showAlert({ message: result.error, type: "warning" });
    const { enrolment: started } = result.data;
    if (!started) return;
    codeForm.reset({ code: "" });
    setEnrolment(started);
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!codeForm.data) return codeForm.touchAll();
    setBusy(true);
    const result = await twoStep({ intent: "confirm", code: codeForm.data.code, ...stepUp });
    setBusy(false);
    if (!result.ok) {
      codeForm.reset({ code: "" });
      return showAlert({ message: result.error, type: "warning" });
    }
    const { user: confirmed } = result.data;
    if (!confirmed) return;
    finish();
    showAlert({
      message: replacing ? "Two-step sign-in now uses your new app" : "Two-step sign-in is on",
      type: "success",
    });
    onChange(confirmed);
  };

  const turnOff = async () => {
    if (!passwordForm.data) return passwordForm.touchAll();
    setBusy(true);
    const result = await twoStep({ intent: "disable", currentPassword: passwordForm.data.currentPassword });
    setBusy(false);
    passwordForm.reset({ currentPassword: "" });
    if (!result.ok) return showAlert({ message: result.error, type: "warning" });
    const { user: changed } = result.data;
    if (!changed) return;
    showAlert({ message: "Two-step sign-in is off", type: "success" });
    onChange(changed);
  };

  return (
    <section className="two-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="panel-heading">
        Two-step sign-in
      </h3>
      {enrolment ? (
        <form className="form-stack" onSubmit={confirm} noValidate>
          <p>Add this key to your authenticator app, then enter the 6-digit code it shows.</p>
          <TotpKey secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} />
          <TotpCodeField value={codeForm.values.code} onChange={(code) => codeForm.setField("code", code)} />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy || !codeForm.valid}>
              {replacing ? "Use the new app" : "Turn on"}
            </button>
            <button type="button" className="button button-outline" onClick={finish}>
              Cancel
            </button>
          </div>
        </form>
      ) : user.totpEnabled ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app.
          </p>
          {user.role === "admin" ? (
            <p className="field-hint">Administrators must keep two-step sign-in on.</p>
          ) : null}
          <form
            className="form-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // Enter in the password field: the one action an administrator has, else turning it off.
              void (user.role === "admin" ? start() : turnOff());
            }}
          >
            <CurrentPasswordField
              hint="Needed to move two-step sign-in to a new app or to turn it off"
              {...passwordForm.bind("currentPassword")}
            />
            <div className="button-row">
              <button
                type="button"
                className="button button-outline"
                disabled={busy || !passwordForm.valid}
                onClick={start}
              >
                Use a new authenticator app
              </button>
              {user.role === "admin" ? null : (
                <button
                  type="submit"
                  className="button button-outline"
                  disabled={busy || !passwordForm.valid}
                >
                  Turn off two-step sign-in
                </button>
              )}
            </div>
          </form>
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong> Add a second step to signing in: a code from an authenticator app on your
            phone.
          </p>
          <button type="button" className="button button-outline" disabled={busy} onClick={start}>
            Turn on two-step sign-in
          </button>
        </>
      )}
    </section>
  );
}
