import { defineConfig } from "vitest/config";

/**
 * Three kinds of test, told apart by file name:
 * - `*.test.ts(x)`      unit: no database, fixed clock where time matters;
 * - `*.int.test.ts`     integration: run twice, against embedded PGlite and a real PostgreSQL server;
 * - `tests/e2e/*.e2e.ts` browser journeys (Playwright, not Vitest).
 */
const integrationFiles = ["{core,server,db,tests}/**/*.int.test.ts"];

/**
 * Integration files render pages with the production build's server bundle, which loads React. React
 * picks its production or development build from NODE_ENV when first loaded, and Vitest sets "test":
 * every page rendered here ran React's development build, which the site never serves (server/main.ts
 * sets "production" before React loads). The harnesses pass their own settings to `loadConfig`, so this
 * changes React and nothing else: a third less time in the fuzz test, a tenth of the Vitest run
 * (docs/performance.md, "Test suite"). Unit tests keep React's development build and its warnings.
 */
const integrationEnv = { NODE_ENV: "production" };

/** The integration tests on one database: the same files, the database named by TEST_DB and set up once. */
function integrationProject(database: "pglite" | "postgres", globalSetup: string) {
  return {
    test: {
      name: `integration:${database}`,
      include: integrationFiles,
      isolate: false,
      env: { ...integrationEnv, TEST_DB: database },
      globalSetup: [globalSetup],
      setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/temp-folders.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // The AWS SDK notes on Node 20 that its releases from 2027 need Node 22 (docs/operations.md): once per run is noise.
    env: { TZ: "UTC", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    // One worker per core (Vitest's default leaves one free: a single worker on a 2-core machine).
    // Integration files mostly wait on a database, a server process or the disk, so they overlap well.
    maxWorkers: "100%",
    // Each worker keeps the modules it imported for the next file (`isolate: false` below): importing
    // the server, React Router's build and Drizzle afresh for every file was a third of the suite's
    // time (docs/performance.md, "Test suite"). Files stay independent: each opens its own database
    // harness and server and closes them, tests that stub globals or timers restore them in afterEach,
    // and the suite passes with the files in shuffled order (`--sequence.shuffle.files`).
    projects: [
      {
        test: {
          name: "unit",
          isolate: false,
          // The slowest unit tests (a 5,000-run property, AVIF encoding) take about 2 s here; this
          // machine's speed varies by half from hour to hour, and Vitest's default 5 s failed one of
          // them when the machine was loaded twice over (docs/performance.md, "Test suite").
          testTimeout: 15_000,
          include: ["{app,core,server,db,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          setupFiles: [
            "tests/setup/fail-on-console-error.ts",
            "tests/setup/temp-folders.ts",
            "tests/setup/property-runs.ts",
          ],
        },
      },
      integrationProject("pglite", "tests/setup/pglite-template.ts"),
      integrationProject("postgres", "tests/setup/postgres-cluster.ts"),
      {
        // `npm run test:faults`, after `npm test` (which builds the site they start): real server
        // processes against a PostgreSQL cluster of their own, which the tests restart, stop and whose
        // connections they end; processes killed with SIGKILL; an SMTP server that is down, then up.
        test: {
          name: "faults",
          include: ["tests/faults/**/*.fault.test.ts"],
          env: integrationEnv,
          setupFiles: ["tests/setup/temp-folders.ts"],
          // One file at a time: each drives several processes and a cluster, and measures recovery.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
