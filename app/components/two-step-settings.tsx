/**
 * Two-step sign-in (TOTP) for the signed-in user: turn it on (a new key to add to an authenticator
 * app, confirmed with a code from it) or off (with the password). Administrators must keep it on.
 */
import { useId, useState } from "react";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import type { AccountUser } from "../lib/account-user.ts";
import { TextField } from "./form-field.tsx";
import { TotpCodeField, TotpKey } from "./totp-parts.tsx";

type Enrolment = { secret: string; otpauthUrl: string };

export function TwoStepSettings({
  user,
  onChange,
}: {
  user: AccountUser;
  onChange: (user: AccountUser) => void;
}) {
  const headingId = useId();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const result = await apiRequest<Enrolment>("/api/v1/me/totp", { method: "POST" });
    setBusy(false);
    if (!result.ok) return showAlert({ message: result.message, type: "warning" });
    setCode("");
    setEnrolment({ secret: result.data.secret, otpauthUrl: result.data.otpauthUrl });
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiRequest<{ user: AccountUser }>("/api/v1/me/totp/confirm", {
      method: "POST",
      json: { code },
    });
    setBusy(false);
    if (!result.ok) {
      setCode("");
      return showAlert({ message: result.message, type: "warning" });
    }
    setEnrolment(null);
    showAlert({ message: "Two-step sign-in is on", type: "success" });
    onChange(result.data.user);
  };

  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiRequest<{ user: AccountUser }>("/api/v1/me/totp", {
      method: "DELETE",
      json: { password },
    });
    setBusy(false);
    setPassword("");
    if (!result.ok) return showAlert({ message: result.message, type: "warning" });
    showAlert({ message: "Two-step sign-in is off", type: "success" });
    onChange(result.data.user);
  };

  return (
    <section className="two-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="panel-heading">
        Two-step sign-in
      </h3>
      {user.totpEnabled ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app.
          </p>
          {user.role === "admin" ? (
            <p className="field-hint">Administrators must keep two-step sign-in on.</p>
          ) : (
            <form className="form-stack" onSubmit={turnOff} noValidate>
              <TextField
                label="Your password, to turn it off"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button type="submit" className="button button-outline" disabled={busy || password === ""}>
                Turn off two-step sign-in
              </button>
            </form>
          )}
        </>
      ) : enrolment ? (
        <form className="form-stack" onSubmit={confirm} noValidate>
          <p>Add this key to your authenticator app, then enter the 6-digit code it shows.</p>
          <TotpKey secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} />
          <TotpCodeField value={code} onChange={setCode} />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy || !/^\d{6}$/.test(code)}>
              Turn on
            </button>
            <button type="button" className="button button-outline" onClick={() => setEnrolment(null)}>
              Cancel
            </button>
          </div>
        </form>
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
