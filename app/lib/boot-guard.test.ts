import { describe, expect, it } from "vitest";
import { bootGuardScript } from "./boot-guard.ts";

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
