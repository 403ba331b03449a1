/**
 * PGlite does not lock its folder, and two processes opening it corrupt it silently. Whoever opens the
 * embedded database first takes this lock; a second process is refused with a clear message.
 *
 * The lock is proper-lockfile's: an atomically created directory (`DATA_DIR/data.lock`) whose mtime the
 * holder refreshes every few seconds. A lock nobody has refreshed for {@link STALE_MS} belongs to a
 * process that died and is taken over. Staleness is judged by time, never by a process id, so a lock
 * left by a crash does not block start-up when its PID has been reused by an unrelated live process.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
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
  let release: () => void;
  try {
    release = lockfile.lockSync(dataDir, {
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
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
  writeFileSync(pidPath(dataDir), `${process.pid}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(pidPath(dataDir), { force: true });
    try {
      release();
    } catch {
      // already gone (compromised or removed by hand): nothing to release
    }
  };
}
