/**
 * Architecture rules a machine checks (`npm run lint` runs them; docs/architecture.md, "Layers"):
 * - core/ is the domain: it imports neither the server (server/) nor the screens (app/);
 * - the folders of core/ depend on one another one way only: no import cycle between two of them;
 * - screens (app/) and API handlers (server/api/) reach the database only through core: never drizzle-orm
 *   or db/ (the same rule eslint.config.js states for app/, kept here for both).
 * scripts/architecture-rules.test.ts shows each rule catching a violation in a small tree of its own.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "core-not-server-or-app",
      comment: "The domain (core/) is used by the server and the screens, never the other way round.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(server|app)/" },
    },
    {
      name: "no-cycles-between-core-folders",
      comment:
        "A folder of core/ may use another, but not be used back by it, directly or through others: move the shared type or rule to the folder it belongs to.",
      severity: "error",
      scope: "folder",
      from: { path: "^core/" },
      to: { path: "^core/", circular: true },
    },
    {
      name: "screens-and-handlers-not-database",
      comment: "Screens and API handlers call core; only core and db/ talk to the database.",
      severity: "error",
      from: { path: "^(app|server/api)/" },
      to: { path: "^(db/|node_modules/drizzle-orm)" },
    },
  ],
  options: {
    // db/ is a leaf here: its schema reads the domain's value lists (core/*/…-types.ts) by design.
    doNotFollow: { path: ["node_modules", "^db/"] },
    // Tests may use any folder to build their scenarios; the rules are about the code that ships.
    exclude: { path: ["^(build|dist|node_modules)/", "\\.(test|int\\.test)\\.tsx?$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
