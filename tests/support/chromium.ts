/**
 * The browser the tests drive: Debian's Chromium headless shell (package chromium-headless-shell, the
 * same Chromium build as the `chromium` package, without the desktop browser around it). It is what
 * Playwright itself uses for headless runs, and on these 2-core machines it does the same journeys in
 * about two thirds of the time of `chromium --headless=new` (decision 0013). `E2E_CHROMIUM=/usr/bin/chromium`
 * runs the tests in the full browser. Lighthouse and the scripts keep the full browser.
 */
export const TEST_CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
