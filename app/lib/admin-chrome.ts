/**
 * Whether a page draws the admin console's chrome, apart from the console's navigation
 * (admin-sections.ts): every public page's root reads this, and the navigation list would add
 * about 0.6 KB gzip to each of them (docs/performance.md, "Page weight").
 */

/** The admin console draws its own chrome: the root reads this from the admin layout's route handle. */
export const ADMIN_CHROME_HANDLE = { chrome: "admin" } as const;

/** Whether any matched route asks for the admin console's chrome. */
export function usesAdminChrome(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    (match) => (match.handle as { chrome?: unknown } | undefined)?.chrome === ADMIN_CHROME_HANDLE.chrome,
  );
}
