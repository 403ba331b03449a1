import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockPath, pidPath, STALE_MS } from "./data-dir-lock.ts";

describe("data folder lock", () => {
  let dataDir: string;
  const releases: (() => void)[] = [];
  const acquire = () => {
    const release = acquireDataDirLock(dataDir, { onCompromised: () => {} });
    releases.push(release);
    return release;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second owner while the first holds the lock, and lets the next one in after release", () => {
    const release = acquire();
    expect(existsSync(lockPath(dataDir))).toBe(true);
    expect(readFileSync(pidPath(dataDir), "utf8").trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another running server/);
    release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
    expect(existsSync(pidPath(dataDir))).toBe(false);
    expect(() => acquire()).not.toThrow();
  });

  it("takes over a lock its holder stopped refreshing (a crashed process), whatever PID is alive", () => {
    mkdirSync(lockPath(dataDir));
    const longAgo = new Date(Date.now() - STALE_MS - 5_000);
    utimesSync(lockPath(dataDir), longAgo, longAgo);
    expect(() => acquire()).not.toThrow();
  });

  it("does not take over a lock that is being refreshed", () => {
    mkdirSync(lockPath(dataDir));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });

  it("is not blocked by an old-style PID lock naming a live, unrelated process (a reused PID)", () => {
    // PID 1 and our parent are alive for the whole test: the old PID check would have refused forever.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    expect(() => acquire()).not.toThrow();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
