import { describe, expect, it } from "vitest";
import { consentCookie, hasCookieConsent } from "./cookie-consent.ts";

describe("hasCookieConsent", () => {
  it("finds the consent cookie among others", () => {
    expect(hasCookieConsent("cookie_consent=1")).toBe(true);
    expect(hasCookieConsent("session=abc; cookie_consent=1; theme=dark")).toBe(true);
  });

  it("is false without the cookie or with another value", () => {
    expect(hasCookieConsent(null)).toBe(false);
    expect(hasCookieConsent("")).toBe(false);
    expect(hasCookieConsent("session=abc")).toBe(false);
    expect(hasCookieConsent("cookie_consent=0")).toBe(false);
    expect(hasCookieConsent("my_cookie_consent=1")).toBe(false);
  });
});

describe("consentCookie", () => {
  it("lasts 365 days for the whole site", () => {
    expect(consentCookie()).toBe("cookie_consent=1; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
