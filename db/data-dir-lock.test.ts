import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockPath,
  ownerPath,
  pidPath,
  STALE_MS,
} from "./data-dir-lock.ts";

/** A process's start time in clock ticks since boot (field 22 of /proc/PID/stat). */
const startedOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};
const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();

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

  describe("after its holder was killed with SIGKILL (a fresh lock, never released)", () => {
    it.runIf(process.platform === "linux")(
      "is taken over at once when the recorded owner is no longer running",
      () => {
        const gone = spawnSync("true").pid;
        mkdirSync(lockPath(dataDir)); // fresh: time alone would refuse it for STALE_MS
        writeFileSync(ownerPath(dataDir), JSON.stringify({ pid: gone, boot: bootId(), started: "1" }));
        expect(() => acquire()).not.toThrow();
        expect(JSON.parse(readFileSync(ownerPath(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
      },
    );

    it.runIf(process.platform === "linux")(
      "is taken over when the recorded PID now belongs to another process (started at another time)",
      () => {
        mkdirSync(lockPath(dataDir));
        const reused = {
          pid: process.ppid,
          boot: bootId(),
          started: String(Number(startedOf(process.ppid)) - 1),
        };
        writeFileSync(ownerPath(dataDir), JSON.stringify(reused));
        expect(() => acquire()).not.toThrow();
      },
    );

    it.runIf(process.platform === "linux")("is refused while the recorded owner runs", () => {
      mkdirSync(lockPath(dataDir));
      const alive = { pid: process.ppid, boot: bootId(), started: startedOf(process.ppid) };
      writeFileSync(ownerPath(dataDir), JSON.stringify(alive));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    });
  });

  it("records its owner beside the lock and removes the record on release", () => {
    const release = acquire();
    expect(JSON.parse(readFileSync(ownerPath(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(ownerPath(dataDir))).toBe(false);
  });
});
