import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { offsetClock } from "../core/shared/clock.ts";
import { loadConfig } from "./config.ts";
import { fileOffsetClock, readClockOffset } from "./test-clock.ts";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "test-clock-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the clock a test can move", () => {
  it("adds the offset to its base clock", () => {
    const base = () => new Date("2026-11-25T10:00:00Z");
    expect(offsetClock(() => 90_000, base)().toISOString()).toBe("2026-11-25T10:01:30.000Z");
  });

  it("reads the file at every reading: missing or empty is no offset, a change applies at once", () => {
    const file = path.join(folder(), "offset");
    expect(readClockOffset(file)).toBe(0);
    writeFileSync(file, "");
    expect(readClockOffset(file)).toBe(0);
    const clock = fileOffsetClock(file);
    writeFileSync(file, String(3 * 86_400_000));
    const ahead = clock().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3 * 86_400_000 - 1_000);
    expect(ahead).toBeLessThanOrEqual(3 * 86_400_000);
    writeFileSync(file, "-60000\n");
    expect(readClockOffset(file)).toBe(-60_000);
  });

  it("refuses a file that does not hold a whole number", () => {
    const file = path.join(folder(), "offset");
    writeFileSync(file, "3 days");
    expect(() => readClockOffset(file)).toThrow("must hold a whole number of milliseconds");
  });

  it("is refused in production and resolved to an absolute path elsewhere", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "x".repeat(32),
        PUBLIC_URL: "https://example.test",
        CLOCK_OFFSET_FILE: "/tmp/offset",
      }),
    ).toThrow("CLOCK_OFFSET_FILE: is for tests only and refused in production");
    expect(loadConfig({ CLOCK_OFFSET_FILE: "offset" }).clockOffsetFile).toBe(path.resolve("offset"));
    expect(loadConfig({}).clockOffsetFile).toBeUndefined();
  });
});
