/**
 * Starts the built server (`node dist/server/main.js`) as its own process, for tests that need a real
 * process: start-up, signals, restarts. Stop it with its own PID, never by name; a test file calls
 * `killServerProcesses` after each test so a test that failed or timed out leaves none running.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { projectPath } from "../../core/shared/project-path.ts";

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (JSON log lines). */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
};

const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server this file started that is still running, and waits for them to exit. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
  running.clear();
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the built server on a free port and resolves once its health call answers 200 (within
 * `startSeconds`, 60 unless told: a first start seeds the demo, slower with full-size pictures).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startSeconds = 60 }: { startSeconds?: number } = {},
): Promise<ServerProcess> {
  const entry = projectPath("dist", "server", "main.js");
  if (!existsSync(entry) || !existsSync(projectPath("build", "server", "index.js"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does).");
  }
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [entry], {
    cwd: projectPath(),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    // Keep the start of the log (start-up messages) without growing without bound under load.
    if (output.length < 1_000_000) output += chunk;
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exitCode = code;
      running.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before listening:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in ${startSeconds} s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
