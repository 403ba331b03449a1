/**
 * "This hold is still live" is one rule in two languages: the SQL function `hold_is_live` the capacity
 * functions and queries call, and core/shared/holds.ts for the services. Both answer a table of cases
 * the same, on each database, and as the domain says (a hold runs out at its instant, not a moment later).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { holdIsLiveSql, stateAtSql } from "./hold-sql.ts";
import { holdIsLive, stateAt } from "./holds.ts";

const AT = new Date("2026-11-23T05:00:00.000Z");
const at = (ms: number) => new Date(AT.getTime() + ms);

/** state, hold expiry, live at AT (the domain's answer). */
const cases: [string, Date | null, boolean][] = [
  ["held", at(60_000), true],
  ["held", at(1), true],
  ["held", AT, false], // runs out at its instant
  ["held", at(-1), false],
  ["held", null, false],
  ["confirmed", at(60_000), false],
  ["confirmed", null, false],
  ["expired", at(60_000), false],
  ["cancelled", null, false],
];

describe(`a live hold on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(cases)("%s until %s: live %s, in SQL and in TypeScript", async (state, expires, live) => {
    const expiresSql = sql`${expires?.toISOString() ?? null}::timestamptz`;
    const { rows } = (await database.db.execute(
      sql`select ${holdIsLiveSql(sql`${state}::text`, expiresSql, AT)} as live,
                 ${stateAtSql(sql`${state}::text`, expiresSql, AT)} as state`,
    )) as unknown as { rows: { live: boolean; state: string }[] };
    expect(holdIsLive({ state, holdExpiresAt: expires }, AT)).toBe(live);
    expect(rows[0]!.live).toBe(live);
    const reads = state === "held" && !live ? "expired" : state;
    expect(stateAt({ state, holdExpiresAt: expires }, AT)).toBe(reads);
    expect(rows[0]!.state).toBe(reads);
  });
});
