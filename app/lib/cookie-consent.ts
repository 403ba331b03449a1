import { parseCookie } from "cookie";

/**
 * Cookie banner (spec §2, §9): accepting stores `cookie_consent=1` for 365 days. The server reads the
 * cookie from the request so the banner is never rendered (no flash, no hydration mismatch) once accepted.
 */

export const COOKIE_CONSENT_NAME = "cookie_consent";
/** Spec §9: "Cookie consent 365 days". */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header (or `document.cookie`) holds the consent cookie. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  // The parser @fastify/cookie uses on the server; this one also runs in the browser.
  return parseCookie(cookieHeader)[COOKIE_CONSENT_NAME] === "1";
}

/** The `document.cookie` assignment that records consent. */
export function consentCookie(): string {
  return `${COOKIE_CONSENT_NAME}=1; Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
