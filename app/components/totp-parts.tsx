/** Pieces of the second factor's screens: the key to add to an authenticator app, and the code field. */
import { type Ref, useMemo } from "react";
import { qrCodePath } from "../lib/qr-code.ts";
import { TextField } from "./form-field.tsx";

/**
 * The new key: a QR code of its otpauth:// address for an authenticator app to scan, then the key
 * (base32) and the address as text to type or paste.
 */
export function TotpKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const qr = useMemo(() => qrCodePath(otpauthUrl), [otpauthUrl]);
  return (
    <>
      <figure className="totp-qr">
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width={200}
          height={200}
          role="img"
          aria-label="QR code of the set-up address"
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#ffffff" />
          <path d={qr.path} fill="#000000" />
        </svg>
        <figcaption>Scan with your authenticator app, or type the key below.</figcaption>
      </figure>
      <TotpKeyText secret={secret} otpauthUrl={otpauthUrl} />
    </>
  );
}

function TotpKeyText({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
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
