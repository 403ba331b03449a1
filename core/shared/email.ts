/**
 * Email rules shared by the browser and the server.
 *
 * Spec: "Email valid: non-space characters, an at sign, a domain with a dot."
 */

/**
 * The spec's email rule, exactly: one or more non-space characters, an at sign, one or more non-space
 * characters, a dot, one or more non-space characters (`/^\S+@\S+\.\S+$/`).
 *
 * The rule is deliberately loose (it does not try to be RFC 5322): "a@b@c.d" passes, as it does with the
 * regular expression the spec describes. Surrounding white space is NOT forgiven here; trim first (or use
 * {@link normaliseEmail}) when the value comes from a form field.
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The form an email address is stored and compared in: surrounding white space removed, lower-cased, so
 * "  Diver@Example.COM " and "diver@example.com" are the same account.
 */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
