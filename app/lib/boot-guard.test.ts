import { afterEach, describe, expect, it, vi } from "vitest";
import { bootGuard, bootGuardScript } from "./boot-guard.ts";

const options = {
  flagKey: "lazy-reload-attempted",
  timeoutMs: 120_000,
  failures: ["failed to fetch dynamically imported module"],
  notice: "Could not load.",
  reloadLabel: "Reload",
};

// The guard's behaviour in a browser is proven in tests/e2e/module-load.e2e.ts; here, the script text.
describe("bootGuardScript", () => {
  it("is the guard function called with the options, parseable as a classic script", () => {
    const script = bootGuardScript(options);
    expect(script).toMatch(/^\(function bootGuard\(options\) \{/);
    expect(script.endsWith(`)(${JSON.stringify(options)});`)).toBe(true);
    expect(() => new Function(script)).not.toThrow();
  });

  it("cannot be closed early by text in the options", () => {
    const script = bootGuardScript({ ...options, notice: "</script><script>alert(1)</script>" });
    expect(script).not.toContain("</script>");
    expect(script).toContain("\\u003c/script>");
  });
});

describe("bootGuard's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The guard in a fake window; answers its reload count and its handle. */
  function guarded() {
    vi.useFakeTimers();
    const reloads = { count: 0 };
    const storage = new Map<string, string>();
    const fakeWindow = {
      addEventListener() {},
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: storage.set.bind(storage),
      },
      location: { reload: () => (reloads.count += 1) },
    } as unknown as Window;
    vi.stubGlobal("window", fakeWindow);
    bootGuard(options);
    return { reloads, guard: fakeWindow.__bootGuard! };
  }

  /** No reload for 120 s less a millisecond, then one. */
  function expectReloadIn120s(reloads: { count: number }) {
    vi.advanceTimersByTime(119_999);
    expect(reloads.count).toBe(0);
    vi.advanceTimersByTime(1);
    expect(reloads.count).toBe(1);
  }

  it("reloads once the page's scripts have not started 120 s after it was read", () => {
    expectReloadIn120s(guarded().reloads);
  });

  it("does not run while the scripts wait for the visitor, and runs 120 s from when they are asked for", () => {
    const { reloads, guard } = guarded();
    guard.waiting();
    vi.advanceTimersByTime(600_000); // a visitor reading for ten minutes
    expect(reloads.count).toBe(0);
    guard.loading();
    expectReloadIn120s(reloads);
  });

  it("stands down for good once the scripts have started", () => {
    const { reloads, guard } = guarded();
    guard.waiting();
    guard.loading();
    guard.started();
    guard.loading(); // too late to start the clock again
    vi.advanceTimersByTime(600_000);
    expect(reloads.count).toBe(0);
  });
});
