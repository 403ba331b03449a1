/**
 * Spec §2 Cookie banner: "This site uses cookies", a link to /page/privacy-policy and "Ok, got it".
 * Accepting stores cookie_consent=1 for 365 days. The server reads the cookie (root loader
 * `cookieConsent`), so an accepted banner is not even in the HTML.
 *
 * The banner is a form posting to /cookie-consent (app/routes/cookie-consent.tsx), so it can be
 * dismissed before the page's script runs or without script; with script it sets the cookie in place.
 */
import { useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { consentCookie, hasCookieConsent } from "../lib/cookie-consent.ts";

const noSubscription = () => () => {};

export function CookieBanner({ consented }: { consented: boolean }) {
  const [acceptedNow, setAcceptedNow] = useState(false);
  const { pathname, search } = useLocation();
  // The root loader does not re-run on every navigation: the browser's cookie jar is checked too
  // (after hydration; the server's answer is used while hydrating, so both renders agree).
  const inCookieJar = useSyncExternalStore(
    noSubscription,
    () => hasCookieConsent(document.cookie),
    () => consented,
  );

  if (consented || acceptedNow || inCookieJar) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p>
        This site uses cookies. <Link to="/page/privacy-policy">Read our privacy policy</Link>
      </p>
      <form
        method="post"
        action="/cookie-consent"
        onSubmit={(event) => {
          event.preventDefault();
          // one fixed consent cookie; the Cookie Store API is not in every browser
          document.cookie = consentCookie();
          setAcceptedNow(true);
        }}
      >
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <button type="submit" className="button button-primary button-small">
          Ok, got it
        </button>
      </form>
    </section>
  );
}
