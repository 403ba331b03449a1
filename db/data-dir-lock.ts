/**
 * PGlite does not lock its folder, and two processes opening it corrupt it silently. Whoever opens the
 * embedded database first takes this lock; a second process is refused with a clear message.
 *
 * The lock is proper-lockfile's: an atomically created directory (`DATA_DIR/data.lock`) whose mtime the
 * holder refreshes every few seconds. A lock nobody has refreshed for {@link STALE_MS} belongs to a
 * process that died and is taken over. A PID alone never keeps the folder held, so a lock left by a crash
 * does not block start-up when its PID has been reused by an unrelated live process.
 *
 * A process killed with SIGKILL (or the machine's OOM killer) leaves its lock behind, fresh for up to
 * {@link STALE_MS}: a supervisor restarting it at once would be refused as "in use" by its own dead
 * lock. So the holder also records who it is (`DATA_DIR/data.lock.owner`: its PID and, on Linux, the
 * boot and the process's start time, which a reused PID does not share). A lock whose recorded owner is
 * certainly gone is taken over at once; a lock without a record, or whose owner may be alive, is judged
 * by time as before.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/** A lock not refreshed for this long was left by a process that is gone. */
export const STALE_MS = 10_000;
/** How often the holder refreshes its lock. */
const UPDATE_MS = 2_000;

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another running server. Stop that process first ` +
        "(only one process may open the embedded database).",
    );
    this.name = "DataDirLockedError";
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, "data.lock");
}

/**
 * The holder's PID, written for operators (`kill -TERM "$(cat data/server.pid)"`). Information only:
 * whether the folder is held is decided by the lock, never by this file.
 */
export function pidPath(dataDir: string): string {
  return path.join(dataDir, "server.pid");
}

/** Who holds the lock: written by the holder beside the lock, read by a process that finds it held. */
export function ownerPath(dataDir: string): string {
  return path.join(dataDir, "data.lock.owner");
}

type Owner = { pid: number; boot?: string; started?: string };

/** This process's identity as a later process can check it (Linux: boot id and start time in ticks). */
function processIdentity(pid: number): Owner | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) in parentheses; starttime is field 22.
    const started = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return { pid, boot, started };
  } catch {
    return undefined;
  }
}

/** True only when the recorded owner is certainly not running (not merely "probably"). */
export function ownerIsGone(owner: Owner): boolean {
  if (owner.boot && owner.started) {
    const now = processIdentity(owner.pid);
    if (now) return now.boot !== owner.boot || now.started !== owner.started;
    if (processIdentity(process.pid)) return true; // /proc works, and that PID is not running
  }
  try {
    process.kill(owner.pid, 0);
    return false; // alive (maybe a reused PID: then the lock goes stale by time)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

function readOwner(dataDir: string): string | undefined {
  try {
    return readFileSync(ownerPath(dataDir), "utf8");
  } catch {
    return undefined;
  }
}

/** Removes a held lock whose recorded owner is gone; says whether it did. */
function removeDeadOwnersLock(dataDir: string): boolean {
  const text = readOwner(dataDir);
  if (!text) return false;
  let owner: Owner;
  try {
    owner = JSON.parse(text) as Owner;
  } catch {
    return false;
  }
  if (typeof owner.pid !== "number" || !ownerIsGone(owner)) return false;
  // The record is re-read at the last moment so a lock taken over meanwhile is left alone.
  if (readOwner(dataDir) !== text) return false;
  rmSync(lockPath(dataDir), { recursive: true, force: true });
  rmSync(ownerPath(dataDir), { force: true });
  return true;
}

/**
 * Earlier versions wrote a file `pglite.lock` holding a PID, which a reused PID kept "held" forever.
 * Such a file is never a live lock of this version; it is removed.
 */
function removeLegacyPidLock(dataDir: string): void {
  const legacy = path.join(dataDir, "pglite.lock");
  try {
    if (statSync(legacy).isFile()) rmSync(legacy, { force: true });
  } catch {
    // not there
  }
}

export type DataDirLockOptions = {
  /**
   * Called when the lock was lost while held (its directory removed, or not refreshed in time because
   * the process stalled). The default stops the process: two owners of one PGlite folder corrupt it.
   */
  onCompromised?: (error: Error) => void;
};

/** Takes the lock on `dataDir` for this process; answers a function that releases it. */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): () => void {
  mkdirSync(dataDir, { recursive: true });
  removeLegacyPidLock(dataDir);
  const lockOptions: Parameters<typeof lockfile.lockSync>[1] = {
    lockfilePath: lockPath(dataDir),
    realpath: false,
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised:
      options.onCompromised ??
      ((error) => {
        process.stderr.write(`Lost the lock on ${dataDir}: ${error.message}. Stopping.\n`);
        process.exit(1);
      }),
  };
  let release: () => void;
  try {
    release = lockfile.lockSync(dataDir, lockOptions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    // Held: by a live server (refused), or by one killed without a chance to release it (taken over).
    if (!removeDeadOwnersLock(dataDir)) throw new DataDirLockedError(dataDir);
    try {
      release = lockfile.lockSync(dataDir, lockOptions);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  writeFileSync(ownerPath(dataDir), JSON.stringify(processIdentity(process.pid) ?? { pid: process.pid }));
  writeFileSync(pidPath(dataDir), `${process.pid}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(pidPath(dataDir), { force: true });
    rmSync(ownerPath(dataDir), { force: true });
    try {
      release();
    } catch {
      // already gone (compromised or removed by hand): nothing to release
    }
  };
}
