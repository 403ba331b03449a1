/**
 * Starts the built server (`node dist/server/main.js`) as its own process, for tests that need a real
 * process: start-up, signals, restarts. Stop it with its own PID, never by name.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { projectPath } from "../../core/shared/project-path.ts";

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (JSON log lines). */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
};

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = projectPath("dist", "server", "main.js");
  if (!existsSync(entry) || !existsSync(projectPath("build", "server", "index.js"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does).");
  }
  const child = spawn(process.execPath, [entry], {
    cwd: projectPath(),
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
