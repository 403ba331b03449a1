/**
 * Where to go after signing in (`/login?redirect=/bookings/me`): only a path on this site, never
 * another origin ("//evil.example", "/\\evil.example", "/..//evil.example", "https://…") or a script
 * URL. Every redirect the site builds from a visitor's input goes through here.
 *
 * The answer is percent-encoded as a URL ("/€" → "/%E2%82%AC"): it ends up in a Location header,
 * which holds Latin-1 only, so an unencoded "€" there would fail the whole response.
 */
const BASE = "http://this-site.invalid";

export function safeRedirect(target: string | null | undefined, fallback?: string): string | undefined {
  if (!target) return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and back-slashes can be read as a scheme or host by some browsers.
  if ([...value].some((char) => char <= "\u001f" || char === "\u007f" || char === "\\")) return fallback;
  if (!URL.canParse(value, BASE)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  // Dot segments are resolved only now: "/..//evil.example" and "/.%2e//evil.example" become the path
  // "//evil.example", which a browser reads from a Location header as another host.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
