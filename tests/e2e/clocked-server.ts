/**
 * A server of a journey's own whose clock the journey moves (CLOCK_OFFSET_FILE, server/test-clock.ts,
 * refused in production): moving the shared server's clock would move the time under every other
 * journey running beside it (sessions, second-factor codes, holds).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { killServerProcesses, startServerProcess } from "../support/server-process.ts";

/**
 * Starts the built server on a fresh data folder (`name` names the folder), sign-ups and the human check
 * cheap, its clock where the real one is until `moveClock(offsetMs)`; `stop()` kills it and removes the
 * folder.
 */
export async function startClockedServer(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-e2e-`));
  const clockFile = path.join(dataDir, "clock-offset");
  writeFileSync(clockFile, "0");
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SIGNUPS_PER_HOUR: "100",
    HUMAN_CHECK_COST: "low",
    CLOCK_OFFSET_FILE: clockFile,
    ...env,
  });
  return {
    url: server.url,
    /** Sets the server's clock `offsetMs` ahead of the real one (behind when negative). */
    moveClock: (offsetMs: number) => writeFileSync(clockFile, String(offsetMs)),
    stop: async () => {
      await killServerProcesses();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
