import { defineConfig } from "vitest/config";

/**
 * Three kinds of test, told apart by file name:
 * - `*.test.ts(x)`      unit: no database, fixed clock where time matters;
 * - `*.int.test.ts`     integration: run twice, against embedded PGlite and a real PostgreSQL server;
 * - `tests/e2e/*.e2e.ts` browser journeys (Playwright, not Vitest).
 */
const integrationFiles = ["{core,server,db,tests}/**/*.int.test.ts"];

export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // One worker per core (Vitest's default leaves one free: a single worker on a 2-core machine).
    // Integration files mostly wait on a database, a server process or the disk, so they overlap well.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,core,server,db}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/temp-folders.ts"],
        },
      },
      {
        test: {
          name: "integration:pglite",
          include: integrationFiles,
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/setup/pglite-template.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/temp-folders.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "integration:postgres",
          include: integrationFiles,
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/setup/postgres-cluster.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/temp-folders.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
