/** Pieces of the second factor's screens: the key to add to an authenticator app, and the code field. */
import { type Ref, useEffect, useState } from "react";
import { loadWithTimeout } from "../lib/lazy-reload.ts";
import type { qrCodePath } from "../lib/qr-code.ts";
import { TextField } from "./form-field.tsx";

/** The key in groups of four (`ABCD EFGH …`), as authenticator apps show and accept it. */
export function groupedKey(secret: string): string {
  return (secret.replace(/=+$/, "").match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The new key: a QR code of its otpauth:// address for an authenticator app on another device to
 * scan, a link that opens the app on this device (an administrator setting up on the phone they hold),
 * and "Can't scan?" with the key in groups of four and a copy button. The address itself is not shown:
 * nobody types it.
 */
export function TotpKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const qr = useQrCode(otpauthUrl);
  return (
    <div className="totp-setup">
      <figure className="totp-qr">
        {qr ? (
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            width={176}
            height={176}
            role="img"
            aria-label="QR code of the new key"
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#ffffff" />
            <path d={qr.path} fill="#000000" />
          </svg>
        ) : (
          <svg viewBox="0 0 1 1" width={176} height={176} aria-hidden="true">
            <rect width={1} height={1} fill="#ffffff" />
          </svg>
        )}
        <figcaption>Scan it with your authenticator app.</figcaption>
      </figure>
      <a className="button button-outline totp-open" href={otpauthUrl}>
        On this phone? Open in authenticator app
      </a>
      <details className="totp-key">
        <summary>Can&rsquo;t scan? Enter this key</summary>
        <p className="field-hint">In your app choose “Enter a setup key”, time-based.</p>
        <div className="totp-key-row">
          <code className="totp-secret" aria-label="Key">
            {groupedKey(secret)}
          </code>
          <CopyButton text={secret.replace(/=+$/, "")} label="Copy key" />
        </div>
      </details>
    </div>
  );
}

/**
 * The QR code of `text`, drawn once its encoder (about 5 KB gzip) has loaded: the sign-in panel that
 * may show a new key is part of the /login page's first scripts, and most visitors never see one.
 * Null while it loads, or if it cannot (the key below stays to copy).
 */
function useQrCode(text: string): ReturnType<typeof qrCodePath> | null {
  const [qr, setQr] = useState<{ text: string; code: ReturnType<typeof qrCodePath> } | null>(null);
  useEffect(() => {
    let current = true;
    loadWithTimeout(() => import("../lib/qr-code.ts")).then(
      (module) => current && setQr({ text, code: module.qrCodePath(text) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return qr?.text === text ? qr.code : null;
}

/** Copies `text` to the clipboard and says so in its own label for a moment (read out politely). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (an old browser, or refused): the key stays selectable
    }
  };
  return (
    <button type="button" className="button button-small button-outline" onClick={copy}>
      <span aria-live="polite">
        {copied === true ? "Copied" : copied === false ? "Select and copy" : label}
      </span>
    </button>
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
