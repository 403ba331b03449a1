import { describe, expect, it } from "vitest";
import {
  clearLazyReloadFlag,
  type FlagStorage,
  isLazyModuleLoadError,
  LAZY_RELOAD_FLAG,
  lazyReloadDecision,
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
