import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearLazyReloadFlag,
  type FlagStorage,
  FailedRouteModules,
  guardRouteModuleLoads,
  isLazyModuleLoadError,
  LAZY_RELOAD_FLAG,
  lazyReloadDecision,
  loadWithTimeout,
  ModuleLoadError,
  routeModuleFailurePath,
  SCRIPT_LOAD_TIMEOUT_MS,
} from "./lazy-reload.ts";

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe("isLazyModuleLoadError", () => {
  it.each([
    ["Chromium", new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/a-1.js")],
    ["WebKit", new TypeError("Importing a module script failed.")],
    ["Firefox", new TypeError("error loading dynamically imported module: https://x.test/assets/a.js")],
  ])("recognises %s's wording", (_browser, error) => {
    expect(isLazyModuleLoadError(error)).toBe(true);
  });

  it("reads plain objects and strings with a message", () => {
    expect(isLazyModuleLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(true);
    expect(isLazyModuleLoadError("Importing a module script failed.")).toBe(true);
  });

  it("ignores every other error", () => {
    expect(isLazyModuleLoadError(new Error("Boat not found"))).toBe(false);
    expect(isLazyModuleLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isLazyModuleLoadError(null)).toBe(false);
    expect(isLazyModuleLoadError(undefined)).toBe(false);
    expect(isLazyModuleLoadError(404)).toBe(false);
    expect(isLazyModuleLoadError({ status: 404, data: null })).toBe(false);
  });
});

describe("lazyReloadDecision", () => {
  const failure = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

  it("reloads once on the first failed module load and sets the session flag", () => {
    const storage = memoryStorage();
    expect(lazyReloadDecision(failure, storage)).toBe("reload");
    expect(storage.data[LAZY_RELOAD_FLAG]).toBe("1");
  });

  it("shows the error on a second failure in the same session", () => {
    const storage = memoryStorage();
    lazyReloadDecision(failure, storage);
    expect(lazyReloadDecision(failure, storage)).toBe("show");
  });

  it("reloads again after the flag was cleared by a successful load", () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG]: "1" });
    clearLazyReloadFlag(storage);
    expect(lazyReloadDecision(failure, storage)).toBe("reload");
  });

  it("shows other errors without touching the flag", () => {
    const storage = memoryStorage();
    expect(lazyReloadDecision(new Error("boom"), storage)).toBe("show");
    expect(storage.data).toEqual({});
  });

  it("never reloads without usable storage", () => {
    expect(lazyReloadDecision(failure, null)).toBe("show");
    const refusing: FlagStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(lazyReloadDecision(failure, refusing)).toBe("show");
  });
});

describe("loadWithTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the module and clears the flag when the import succeeds", async () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG]: "1" });
    await expect(loadWithTimeout(() => Promise.resolve({ Panel: "panel" }), 1000, storage)).resolves.toEqual({
      Panel: "panel",
    });
    expect(storage.data).toEqual({});
  });

  it("passes a failed import on and keeps the flag", async () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG]: "1" });
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");
    await expect(loadWithTimeout(() => Promise.reject(failure), 1000, storage)).rejects.toBe(failure);
    expect(storage.data[LAZY_RELOAD_FLAG]).toBe("1");
  });

  it("fails an import still pending after 120 s with an error the boundary reloads for", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}), undefined, storage);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as Error).message).toBe("A script did not load within 120 seconds.");
    expect(lazyReloadDecision(error, storage)).toBe("reload");
  });

  it("leaves no timer behind once the import settles", async () => {
    vi.useFakeTimers();
    await loadWithTimeout(() => Promise.resolve(1), 5000, memoryStorage());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("routeModuleFailurePath", () => {
  it("reads the module path from React Router's reload line", () => {
    expect(
      routeModuleFailurePath("Error loading route module `/assets/boat-Ab1.js`, reloading page..."),
    ).toBe("/assets/boat-Ab1.js");
  });

  it("ignores every other console line", () => {
    expect(routeModuleFailurePath("Error loading route module")).toBeNull();
    expect(routeModuleFailurePath("Warning: something else")).toBeNull();
    expect(routeModuleFailurePath(new Error("Error loading route module `/a.js`"))).toBeNull();
  });
});

describe("guardRouteModuleLoads", () => {
  const line = "Error loading route module `/assets/boat-Ab1.js`, reloading page...";

  function guardedConsole(storage: FlagStorage) {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args) };
    const failed = new FailedRouteModules();
    guardRouteModuleLoads(target, storage, failed);
    return { target, logged, failed };
  }

  it("lets React Router reload the first time and sets the flag", () => {
    const storage = memoryStorage();
    const { target, logged, failed } = guardedConsole(storage);
    expect(() => target.error(line)).not.toThrow();
    expect(logged).toEqual([[line]]);
    expect(storage.data[LAZY_RELOAD_FLAG]).toBe("1");
    expect(failed.snapshot().size).toBe(0);
  });

  it("throws instead of reloading a second time and records the module, so the error is shown", () => {
    const { target, failed } = guardedConsole(memoryStorage({ [LAZY_RELOAD_FLAG]: "1" }));
    const before = failed.snapshot();
    let notified = 0;
    failed.subscribe(() => (notified += 1));
    expect(() => target.error(line)).toThrow(
      new ModuleLoadError("The code of this screen could not be loaded (/assets/boat-Ab1.js)."),
    );
    expect([...failed.snapshot()]).toEqual(["/assets/boat-Ab1.js"]);
    expect(failed.snapshot()).not.toBe(before);
    expect(notified).toBe(1);
  });

  it("passes every other console error through untouched", () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG]: "1" });
    const { target, logged, failed } = guardedConsole(storage);
    const error = new Error("boom");
    expect(() => target.error("Something failed", error)).not.toThrow();
    expect(logged).toEqual([["Something failed", error]]);
    expect(failed.snapshot().size).toBe(0);
  });
});
