#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, stopping at the first failure, then a table of stage times.
 *   1. prerequisites: Debian's Chromium, PostgreSQL and nginx (installed with apt-get when missing and root)
 *   2. React Router's route types, generated once (the type check reads them)
 *   3. together, as none needs another: type check, lint, format check, build. The build's server
 *      compile skips type checking (`--noCheck`), which the type check stage does for all the code.
 *   4. unit and integration tests (Vitest: unit, PGlite, a throwaway PostgreSQL cluster; one worker a core)
 *   5. browser journeys (Playwright in Debian's Chromium headless shell against the build, two workers)
 *
 * Stages that run together print their output when each ends, so their lines do not mix. The table
 * gives wall-clock seconds and, where the machine tells (Linux), the CPU seconds the stage's processes
 * used: on a shared machine the wall clock depends on the other work, the CPU time much less.
 * docs/performance.md ("Test suite") keeps the figures; the budget is 6 minutes on a 2-core machine.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const isRoot = process.getuid?.() === 0;
/** The whole run should take at most this long on a 2-core machine (docs/performance.md). */
const BUDGET_SECONDS = 6 * 60;
let ticks;
const started = Date.now();
const startedCpu = childCpuSeconds();
/** @type {{ title: string, seconds: number, cpu?: number, ok: boolean }[]} */
const stages = [];
/** Children running now, so a failure can stop the others (each leads its own process group). */
const running = new Set();

const secondsSince = (since) => (Date.now() - since) / 1000;

/** CPU seconds used by the children this process has waited for (and theirs), or undefined off Linux. */
function childCpuSeconds() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name: state is field 3, cutime and cstime are fields 16 and 17 (in clock ticks).
    return (Number(fields[13]) + Number(fields[14])) / clockTicks();
  } catch {
    return undefined;
  }
}

function clockTicks() {
  ticks ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
  return ticks;
}

const cpuSince = (before) => {
  const now = childCpuSeconds();
  return before === undefined || now === undefined ? undefined : now - before;
};

function printSummary() {
  const width = Math.max(...stages.map((stage) => stage.title.length), 5);
  const row = (mark, title, wall, cpu) =>
    `  ${mark} ${title.padEnd(width)} ${wall.toFixed(1).padStart(6)} s` +
    (cpu === undefined ? "" : `   ${cpu.toFixed(1).padStart(6)} s CPU`);
  console.log("\nStage times (wall clock, CPU):");
  for (const stage of stages) console.log(row(stage.ok ? "✔" : "✖", stage.title, stage.seconds, stage.cpu));
  console.log(row(" ", "total", secondsSince(started), cpuSince(startedCpu)));
}

function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

// Stages that run together lead their own process groups, out of reach of the terminal's Ctrl-C.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

function fail(title) {
  stopRunning();
  printSummary();
  console.error(`\n✖ ${title} failed`);
  process.exit(1);
}

/** Runs one stage on its own, its output shown as it comes. */
function run(title, command, args, env = {}) {
  const since = Date.now();
  const cpuBefore = childCpuSeconds();
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ title, seconds: secondsSince(since), cpu: cpuSince(cpuBefore), ok });
  if (!ok) fail(title);
  console.log(`✔ ${title} (${secondsSince(since).toFixed(1)} s)`);
}

/** Runs one command with its output kept; resolves with its exit code. */
function spawnQuietly(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so a failure elsewhere stops it and its children
    });
    running.add(child);
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      resolve(code);
    });
  });
}

/** Runs one stage of a group: its commands in turn, the output printed when it ends. */
async function runQuietly({ title, steps }) {
  const since = Date.now();
  const output = [];
  let ok = true;
  for (const [command, ...args] of steps) {
    output.push(`$ ${command} ${args.join(" ")}\n`);
    if ((await spawnQuietly(command, args, output)) !== 0) {
      ok = false;
      break;
    }
  }
  stages.push({ title, seconds: secondsSince(since), ok });
  const text = output.join("");
  console.log(`\n▶ ${title}`);
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  console.log(`${ok ? "✔" : "✖"} ${title} (${secondsSince(since).toFixed(1)} s)`);
  if (!ok) fail(title);
}

/** Runs the stages at the same time; the first failure stops the rest. Adds a row for the group. */
async function runTogether(title, group) {
  const since = Date.now();
  const cpuBefore = childCpuSeconds();
  await Promise.all(group.map(runQuietly));
  stages.push({ title, seconds: secondsSince(since), cpu: cpuSince(cpuBefore), ok: true });
}

function hasPostgresBinaries() {
  if (process.env.TEST_DATABASE_URL) return true;
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((v) => existsSync(`${base}/${v}/bin/initdb`));
}

function ensurePrerequisites() {
  const missing = [];
  // The browser tests run in the headless shell (tests/support/chromium.ts); Lighthouse and the
  // scripts in scripts/ use the full browser.
  if (!existsSync("/usr/bin/chromium")) missing.push("chromium");
  if (!existsSync("/usr/bin/chromium-headless-shell")) missing.push("chromium-headless-shell");
  if (!hasPostgresBinaries()) missing.push("postgresql");
  // The production shape's test puts nginx in front of two processes (tests/server/several-processes.int.test.ts).
  if (!existsSync("/usr/sbin/nginx")) missing.push("nginx");
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
      // Installed, not started: the tests run their own PostgreSQL and nginx on free loopback ports.
      RUNLEVEL: "1",
    },
  );
}

ensurePrerequisites();
run("route types", "npx", ["react-router", "typegen"]);
await runTogether("(checks and build, together)", [
  { title: "type check", steps: [["npx", "tsc", "-p", "tsconfig.json", "--noEmit"]] },
  { title: "lint", steps: [["npx", "eslint", "."]] },
  { title: "format check", steps: [["npx", "prettier", "--check", "."]] },
  {
    title: "build",
    steps: [
      ["npx", "react-router", "build"],
      ["npx", "tsc", "-p", "tsconfig.server.json", "--noCheck"],
      ["node", "dist/db/pglite-template-cli.js"],
    ],
  },
]);
// The fault suite (Vitest project "faults") is its own command, `npm run test:faults`, which CI runs after.
run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--project",
  "unit",
  "--project",
  "integration:*",
]);
run("browser tests", "npx", ["playwright", "test"]);
printSummary();
console.log(`\nAll checks passed in ${secondsSince(started).toFixed(0)} s.`);
if (secondsSince(started) > BUDGET_SECONDS) {
  console.warn(
    `Over the ${BUDGET_SECONDS / 60}-minute budget: compare the table with docs/performance.md ("Test suite"). ` +
      "A CPU total near the old one means a busy machine; a higher one, a slower suite.",
  );
}
