/**
 * Spec §2 Header: "Transparent at the top on home, trip, boat, page, course, dive-site,
 * deferred-payment, success, final-details and success-agent paths"; "Becomes sticky once scrolled
 * past half the window height".
 */

const TRANSPARENT_PREFIXES = [
  "/trip/",
  "/boat/",
  "/page/",
  "/course/",
  "/dive-site/",
  "/deferred-payment/",
  "/success/",
  "/final-details/",
  "/success-agent/",
];

/** Whether the header starts transparent (over the page's hero) on `pathname`. */
export function isTransparentPath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  return TRANSPARENT_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length,
  );
}

/** Whether the header is sticky at `scrollY` in a window `viewportHeight` pixels tall. */
export function isStickyAt(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight / 2;
}
