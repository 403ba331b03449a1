/**
 * Where to go after signing in (`/login?redirect=/bookings/me`): only a path on this site, never
 * another origin ("//evil.example", "/\\evil.example", "https://…") or a script URL.
 */
export function safeRedirect(target: string | null | undefined, fallback?: string): string | undefined {
  if (!target) return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and back-slashes can be read as a scheme or host by some browsers.
  if ([...value].some((char) => char <= "\u001f" || char === "\\")) return fallback;
  return value;
}
