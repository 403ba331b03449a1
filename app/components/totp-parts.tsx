/** Pieces of the second factor's screens: the key to add to an authenticator app, and the code field. */
import type { Ref } from "react";
import { TextField } from "./form-field.tsx";

/** The new key (base32) and its otpauth:// address, as text to type or paste into an authenticator app. */
export function TotpKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  return (
    <dl className="totp-key">
      <div>
        <dt>Key</dt>
        <dd>
          <code className="totp-secret">{secret}</code>
        </dd>
      </div>
      <div>
        <dt>Set-up address (for apps that take a link)</dt>
        <dd>
          <code className="totp-url">{otpauthUrl}</code>
        </dd>
      </div>
    </dl>
  );
}

export function TotpCodeField({
  value,
  onChange,
  autoFocus,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      ref={ref}
      label="6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}
