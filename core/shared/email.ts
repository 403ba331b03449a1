/**
 * The one e-mail address rule, shared by the browser (form checks), the API (every schema with an
 * e-mail: sign-up, profile, admin user edit, contact, login, forgot password) and the mailer (the
 * outbox and the SMTP transport refuse a recipient that breaks it). One rule everywhere means an
 * address the site accepts is always one it can send to: an owner can always reset the password.
 *
 * Spec §5: "Email valid: non-space characters, an at sign, a domain with a dot." This is a stricter
 * reading of it: every address accepted here also matches `/^\S+@\S+\.\S+$/`.
 */

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets, so 254 for the address. */
export const MAX_EMAIL_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1. */
export const MAX_LOCAL_PART_LENGTH = 64;
/** RFC 1035 §2.3.4. */
export const MAX_DOMAIN_LABEL_LENGTH = 63;

/**
 * The local part: a dot-atom of RFC 5322 `atext` (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~),
 * dots only between atoms. No quotes, no white space, no comma, semicolon, angle brackets, parentheses,
 * brackets, backslash or colon, and nothing outside ASCII.
 *
 * This is exactly the set nodemailer sends as typed: it wraps any other local part in quotes (so
 * `a,b@example.com` would go to `"a,b"@example.com`, a different mailbox) and drops angle brackets and
 * control characters. Refusing those here keeps what is stored and what is sent the same address.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*$/;
/** A domain label: letters, digits and hyphens, not starting or ending with a hyphen (RFC 1123). */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const ALL_DIGITS = /^\d+$/;

/**
 * True when `value` is one plain e-mail address the site can deliver to:
 *
 * - exactly one `@`, no display name (`Name <a@b.c>`), no list (`,` `;`), no quotes, no white space or
 *   control characters (NUL included);
 * - a local part of at most 64 characters, as described at {@link LOCAL_PART};
 * - a domain of two or more labels (the spec's "a domain with a dot"), each 1–63 letters, digits or
 *   hyphens, not starting or ending with a hyphen, the last one not all digits (`a@10.0.0.1` is not a
 *   mail domain);
 * - at most 254 characters in all.
 *
 * ASCII only, by decision: an address with non-ASCII characters in its local part needs every mail
 * server on the way to speak SMTPUTF8, which the site cannot promise, and an internationalised domain
 * is delivered to its `xn--` form, which is what the owner types here (e.g. `diver@xn--o3cw4h.xn--o3cw4h`
 * for ไทย.ไทย). Surrounding white space is NOT forgiven; trim first (or use {@link normaliseEmail}) when
 * the value comes from a form field. Upper and lower case are both accepted.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf("@");
  if (at < 0 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return (
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_DOMAIN_LABEL_LENGTH && DOMAIN_LABEL.test(label)) &&
    !ALL_DIGITS.test(labels.at(-1)!)
  );
}

/**
 * The form an email address is stored and compared in: surrounding white space removed, lower-cased, so
 * "  Diver@Example.COM " and "diver@example.com" are the same account.
 */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
