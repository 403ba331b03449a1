/**
 * Vitest global set-up for the PostgreSQL integration run.
 *
 * With TEST_DATABASE_URL set, that server is used. Otherwise a throwaway cluster is made with the
 * PostgreSQL binaries of this machine (initdb refuses root, so as root it runs as the `postgres` user),
 * on a random port bound to 127.0.0.1, fsync off; it is stopped and deleted afterwards.
 * A database `app_template` is migrated once; each test file copies it (CREATE DATABASE ... TEMPLATE).
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";

export const TEMPLATE_DATABASE = "app_template";

function findPostgresBin(): string | undefined {
  const candidates = ["/usr/lib/postgresql"];
  for (const base of candidates) {
    if (!existsSync(base)) continue;
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(base, version, "bin");
      if (existsSync(path.join(bin, "initdb"))) return bin;
    }
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function runAsPostgres(bin: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  }
}

/**
 * Starts a throwaway PostgreSQL cluster on a free port. `durable` keeps fsync and synchronous commit on
 * (benchmarks); the tests turn them off for speed.
 */
export type Cluster = {
  url: string;
  stop: () => void;
  /**
   * Fault tests: restarts (`pg_ctl restart -m fast`), stops (`-m fast`) or starts the server again
   * on the same port, waiting until it is done.
   */
  control: (action: "restart" | "stop" | "start") => Promise<void>;
};

export async function startCluster(options: { durable?: boolean } = {}): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "No PostgreSQL server for the integration tests: install PostgreSQL (apt-get install postgresql) " +
        "or set TEST_DATABASE_URL.",
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  runAsPostgres(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  const serverOptions =
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200` +
    (options.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
  const pgCtlArgs = (action: string, ...extra: string[]) => [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    serverOptions,
    ...extra,
    action,
  ];
  runAsPostgres(path.join(bin, "pg_ctl"), pgCtlArgs("start"));
  // Without blocking this process, so a test's load keeps running while the server restarts.
  const control = async (action: "restart" | "stop" | "start") => {
    const args = action === "start" ? pgCtlArgs("start") : pgCtlArgs(action, "-m", "fast");
    const pgCtl = path.join(bin, "pg_ctl");
    if (process.getuid?.() === 0)
      await promisify(execFile)("runuser", ["-u", "postgres", "--", pgCtl, ...args]);
    else await promisify(execFile)(pgCtl, args);
  };
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    control,
  };
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? { url: given, stop: () => {} } : await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(cluster.url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const handle = await openDatabase({ kind: "postgres", url: templateUrl.toString(), maxConnections: 1 });
  await handle.migrate();
  await handle.close();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
