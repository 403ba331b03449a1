/**
 * The database error helper against the real drivers (PGlite and node-postgres, each under Drizzle):
 * the SQLSTATE it reads must be the one the driver raised, wherever Drizzle put it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boats, sessions } from "../../db/schema.ts";
import { makeBoat } from "../../tests/support/factories.ts";
import { databaseForTests } from "../../tests/support/test-database.ts";
import { expectConflict } from "../../tests/support/refusal.ts";
import { isDataException, isForeignKeyViolation, isUniqueViolation, sqlState } from "./db-errors.ts";

/** What a database call threw. */
async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the database to refuse");
}

describe(`database errors on ${process.env.TEST_DB}`, () => {
  const database = databaseForTests();

  it("maps a real duplicate insert (23505) to a conflict naming the field", async () => {
    await makeBoat(database.db, { slug: "mv-twice" });
    const error = await failureOf(() => makeBoat(database.db, { slug: "mv-twice" }));
    expect(sqlState(error)).toBe("23505");
    expect(isUniqueViolation(error)).toBe(true);
    expectConflict(error, "A boat with this address already exists", "slug");
  });

  it("recognises the same violation inside a transaction", async () => {
    await makeBoat(database.db, { slug: "mv-in-tx" });
    const error = await failureOf(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(boats).values({ name: "Again", slug: "mv-in-tx", summary: "x" });
      }),
    );
    expect(sqlState(error)).toBe("23505");
  });

  it("maps a real foreign-key violation (23503) to a conflict", async () => {
    const error = await failureOf(() =>
      database.db.insert(sessions).values({
        tokenHash: `orphan-${randomUUID()}`,
        userId: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    expect(sqlState(error)).toBe("23503");
    expect(isForeignKeyViolation(error)).toBe(true);
    expectConflict(error, "Still in use");
  });

  it("tells a value the database cannot take (a NUL in text) as a data exception", async () => {
    const error = await failureOf(() => database.db.select().from(boats).where(eq(boats.slug, "a\u0000b")));
    expect(sqlState(error)).toMatch(/^22/);
    expect(isDataException(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });
});
