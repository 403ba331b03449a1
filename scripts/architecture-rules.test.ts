/**
 * The architecture rules of .dependency-cruiser.mjs (run by `npm run lint`) catch what they forbid: a
 * small tree with one violation of each rule, cruised with the same rules, reports each one, and the
 * same tree without the violations passes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/support/temp-folder.ts";

// Imported by its address: a plain .mjs file has no type declarations.
const configUrl = new URL("../.dependency-cruiser.mjs", import.meta.url).href;
const config: IConfiguration = (await import(configUrl)).default;

function tree(files: Record<string, string>): string {
  const root = tempFolder("architecture-");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function violations(root: string): Promise<string[]> {
  const options = config.options ?? {};
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const answer = await cruise(["core", "server", "app"], { ...options, validate: true, ruleSet: config });
    const output = answer.output as ICruiseResult;
    return output.summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    process.chdir(cwd);
  }
}

/** A layered tree: trips below bookings below payments; screens and handlers call core. */
const allowed = {
  "core/trips/trip.ts": "export const trip = 1;\n",
  "core/bookings/booking.ts": 'import { trip } from "../trips/trip.ts";\nexport const booking = trip;\n',
  "core/payments/payment.ts":
    'import { booking } from "../bookings/booking.ts";\nexport const payment = booking;\n',
  "server/api/routes.ts":
    'import { payment } from "../../core/payments/payment.ts";\nexport const routes = payment;\n',
  "app/routes/page.ts":
    'import { booking } from "../../core/bookings/booking.ts";\nexport const page = booking;\n',
  "db/schema.ts": "export const table = 1;\n",
  "tsconfig.json": '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }\n',
};

describe("the architecture rules", () => {
  it("pass a tree that keeps them", async () => {
    expect(await violations(tree(allowed))).toEqual([]);
  });

  it("catch core importing the server or a screen, a cycle between core's folders, a screen or a handler reading the database", async () => {
    const root = tree({
      ...allowed,
      // bookings → payments, while payments → bookings: a cycle between two folders of core.
      "core/bookings/refund.ts":
        'import { payment } from "../payments/payment.ts";\nexport const refund = payment;\n',
      "core/trips/uses-server.ts":
        'import { routes } from "../../server/api/routes.ts";\nexport const x = routes;\n',
      "app/routes/reads-db.ts": 'import { table } from "../../db/schema.ts";\nexport const y = table;\n',
      "server/api/reads-db.ts": 'import { table } from "../../db/schema.ts";\nexport const z = table;\n',
    });
    const found = await violations(root);
    expect(found).toContain("core-not-server-or-app");
    expect(found).toContain("no-cycles-between-core-folders");
    expect(found.filter((name) => name === "screens-and-handlers-not-database")).toHaveLength(2);
  });
});
