import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { databaseForTests } from "../../tests/support/test-database.ts";
import { SITE_NAME } from "../site/seo.ts";
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from "./first-admin.ts";
import { verifyPassword } from "./password.ts";

describe(`first administrator on ${process.env.TEST_DB}`, () => {
  // Each test starts with no users.
  const database = databaseForTests(users);

  it("creates the admin given in the settings, with an Argon2id hash of the password as typed", async () => {
    const result = await ensureFirstAdmin(database.db, {
      email: "Owner@Example.com",
      password: "  sea turtles at dawn  ",
    });
    expect(result).toEqual({ created: true, email: "owner@example.com", generatedPassword: undefined });
    const [admin] = await database.db.select().from(users).where(eq(users.email, "owner@example.com"));
    expect(admin?.role).toBe("admin");
    // Greeted by the operator's name until they give their own, never a placeholder such as "Site".
    expect([admin?.firstName, admin?.lastName]).toEqual([SITE_NAME, "Office"]);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.passwordHash, "  sea turtles at dawn  ")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "sea turtles at dawn")).toBe(false);
  });

  it("generates a password when none is configured and reports it once", async () => {
    const result = await ensureFirstAdmin(database.db, undefined);
    if (!result.created) throw new Error("expected an admin to be created");
    expect(result.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(20);
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(await verifyPassword(admin!.passwordHash, result.generatedPassword!)).toBe(true);
  });

  it("does nothing once an admin exists", async () => {
    await ensureFirstAdmin(database.db, undefined);
    expect(
      await ensureFirstAdmin(database.db, { email: "second@example.com", password: "another-long-password" }),
    ).toEqual({
      created: false,
    });
    const admins = await database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins.map((admin) => admin.email)).toEqual([DEFAULT_ADMIN_EMAIL]);
  });
});
