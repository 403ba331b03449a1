/**
 * Spec §8: "Lazy screen load failure: page reloads once (session flag); second failure is raised.
 * Script load timeout 120 s."
 *
 * A deploy replaces the hashed bundles; a tab opened before it asks for a module that is gone. One
 * reload fetches the new manifest; a second failure in the same tab session is a real error and is
 * shown. Three kinds of load share the one session flag:
 * - the page's first scripts (the hydration script and the route modules it imports): the inline
 *   boot guard in app/lib/boot-guard.ts, which also times them out after 120 s;
 * - a route module fetched on navigation: React Router logs a line and reloads the page itself;
 *   `guardRouteModuleLoads` lets that first reload happen (setting the flag) and turns a second one
 *   into an error the root error boundary shows;
 * - a lazy component (the account and contact forms): `loadWithTimeout` times the import out after
 *   120 s, and the root error boundary reloads once or shows the error (`lazyReloadDecision`).
 * The flag is cleared once a module loads after the page started: a later failure may reload again.
 */

/** The sessionStorage key marking that this tab already reloaded once for a failed module load. */
export const LAZY_RELOAD_FLAG = "lazy-reload-attempted";

/** How long a script may take to load before it counts as failed (spec §8). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Browsers word a failed dynamic import differently: Chromium, WebKit, Firefox, then Vite's preload helper. */
export const MODULE_LOAD_FAILURES = [
  "failed to fetch dynamically imported module",
  "importing a module script failed",
  "error loading dynamically imported module",
  "unable to preload css",
];

/** A module that did not arrive: a timed-out import, or a route module React Router could not load twice. */
export class ModuleLoadError extends Error {
  override name = "ModuleLoadError";
}

/** Whether `error` (anything thrown) is a failed dynamic import or module script load. */
export function isLazyModuleLoadError(error: unknown): boolean {
  if (error instanceof ModuleLoadError) return true;
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

/**
 * Runs `load` (a dynamic import) and fails it with a `ModuleLoadError` when it has not settled after
 * `timeoutMs`. A load that succeeds clears the reload flag: the next failure may reload once more.
 */
export async function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS,
  storage: FlagStorage | null = sessionStorageOrNull(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ModuleLoadError(`A script did not load within ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
  });
  try {
    const loaded = await Promise.race([load(), timeout]);
    clearLazyReloadFlag(storage);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/** The line React Router logs just before it reloads the page for a route module it could not import. */
const ROUTE_MODULE_FAILURE = /^Error loading route module `([^`]*)`/;

/** The module path when `message` is React Router's failed-route-module line, otherwise null. */
export function routeModuleFailurePath(message: unknown): string | null {
  if (typeof message !== "string") return null;
  return ROUTE_MODULE_FAILURE.exec(message)?.[1] ?? null;
}

/**
 * Route modules that failed to load a second time in this page: React Router keeps the failed load
 * and renders the screen empty, so the root component shows the error screen in its place.
 */
export class FailedRouteModules {
  private paths = new Set<string>();
  private listeners = new Set<() => void>();

  add(path: string): void {
    this.paths = new Set(this.paths).add(path);
    for (const listener of this.listeners) listener();
  }

  /** The current set; a new object after every change, as `useSyncExternalStore` needs. */
  snapshot = (): ReadonlySet<string> => this.paths;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The browser's one list; empty on the server. */
export const failedRouteModules = new FailedRouteModules();

/**
 * React Router reloads the page whenever a route module fails to import, with no memory of having
 * done so. This wraps `target.error` (the console, where React Router announces the reload) so the
 * first failure of a tab session sets the flag and lets the reload happen. A second one is recorded
 * in `failed` and thrown instead, which stops React Router's reload: the root component then shows
 * the error screen for that route.
 */
export function guardRouteModuleLoads(
  target: Pick<Console, "error">,
  storage: FlagStorage | null,
  failed: FailedRouteModules = failedRouteModules,
): void {
  const log = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    log(...args);
    const path = routeModuleFailurePath(args[0]);
    if (path === null) return;
    const error = new ModuleLoadError(`The code of this screen could not be loaded (${path}).`);
    if (lazyReloadDecision(error, storage) === "reload") return;
    failed.add(path);
    throw error;
  };
}
