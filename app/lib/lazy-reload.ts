/**
 * Spec §8: "Lazy screen load failure: page reloads once (session flag); second failure is raised."
 *
 * A deploy replaces the hashed bundles; a tab opened before it asks for a module that is gone. One
 * reload fetches the new manifest; a second failure in the same tab session is a real error and shows
 * the error screen. React Router's own route-module loader already reloads on a failed route import;
 * this covers every other dynamic import (lazy components) that reaches the root error boundary.
 */

/** The sessionStorage key marking that this tab already reloaded once for a failed module load. */
export const LAZY_RELOAD_FLAG = "lazy-reload-attempted";

/** Browsers word a failed dynamic import differently: Chromium, WebKit, Firefox, then Vite's preload helper. */
const MODULE_LOAD_FAILURES = [
  "failed to fetch dynamically imported module",
  "importing a module script failed",
  "error loading dynamically imported module",
  "unable to preload css",
];

/** Whether `error` (anything thrown) is a failed dynamic import or module script load. */
export function isLazyModuleLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === "object" &&
          error !== null &&
          typeof (error as { message?: unknown }).message === "string"
        ? (error as { message: string }).message
        : typeof error === "string"
          ? error
          : "";
  const text = message.toLowerCase();
  return MODULE_LOAD_FAILURES.some((failure) => text.includes(failure));
}

/** The part of the Storage API used here, so tests can pass a plain object. */
export type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Decides what the error boundary does with `error`: `"reload"` (and sets the flag) for the first
 * failed module load of this tab session, `"show"` for anything else or a repeated failure.
 */
export function lazyReloadDecision(error: unknown, storage: FlagStorage | null): "reload" | "show" {
  if (!storage || !isLazyModuleLoadError(error)) return "show";
  try {
    if (storage.getItem(LAZY_RELOAD_FLAG) === "1") return "show";
    storage.setItem(LAZY_RELOAD_FLAG, "1");
    return "reload";
  } catch {
    return "show"; // storage refused (private mode, quota): never risk a reload loop
  }
}

/** Called after a successful hydration or navigation: the next failure may reload again. */
export function clearLazyReloadFlag(storage: FlagStorage | null): void {
  try {
    storage?.removeItem(LAZY_RELOAD_FLAG);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** `window.sessionStorage`, or null on the server or when the browser refuses access. */
export function sessionStorageOrNull(): FlagStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
