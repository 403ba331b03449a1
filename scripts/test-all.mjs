#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 *   1. prerequisites: Debian's Chromium and PostgreSQL binaries (installed with apt-get when missing and root)
 *   2. type check (including React Router's generated route types)
 *   3. lint and format check (Biome)
 *   4. production build (the browser and server-process tests run against it)
 *   5. unit and integration tests (Vitest: unit, PGlite, a throwaway PostgreSQL cluster)
 *   6. browser journeys (Playwright in Debian's Chromium)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const isRoot = process.getuid?.() === 0;

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function hasPostgresBinaries() {
  if (process.env.TEST_DATABASE_URL) return true;
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((v) => existsSync(`${base}/${v}/bin/initdb`));
}

function ensurePrerequisites() {
  const missing = [];
  if (!existsSync("/usr/bin/chromium")) missing.push("chromium");
  if (!hasPostgresBinaries()) missing.push("postgresql");
  if (missing.length === 0) return;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.join(", ")}. Install with: sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  run("apt-get update", "apt-get", ["update", "-qq"]);
  run(
    `install ${missing.join(", ")}`,
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", ...missing],
    {
      DEBIAN_FRONTEND: "noninteractive",
    },
  );
}

const started = Date.now();
ensurePrerequisites();
run("route types", "npx", ["react-router", "typegen"]);
run("type check", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
run("lint", "npx", ["eslint", "."]);
run("format check", "npx", ["prettier", "--check", "."]);
run("build", "npm", ["run", "build"]);
run("unit and integration tests", "npx", ["vitest", "run"]);
run("browser tests", "npx", ["playwright", "test"]);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
