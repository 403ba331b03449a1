/**
 * Row builders: each writes one row of the catalogue, the site settings or the users, with what belongs
 * to it (a boat's cabin types), and answers the row. The demo seed writes its content through them, and
 * the tests' factories (tests/support/factories.ts) call them with test defaults, so both build the
 * same rows the same way.
 *
 * Callers give the fields; columns with a database default may be left out. Pass a transaction to
 * write inside it.
 */
import type { Executor } from "../client.ts";
import { boats, cabinTypes, courses, diveSites, pages, siteSettings, users } from "../schema.ts";

export type BoatFields = typeof boats.$inferInsert;
/** A cabin type without its boat and position: the boat is the one being written, the position its index. */
export type CabinTypeFields = Omit<typeof cabinTypes.$inferInsert, "boatId" | "position">;
export type DiveSiteFields = typeof diveSites.$inferInsert;
export type CourseFields = typeof courses.$inferInsert;
export type PageFields = typeof pages.$inferInsert;
export type ContactFields = (typeof siteSettings.$inferInsert)["contact"];
export type UserFields = typeof users.$inferInsert;

function inserted<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} was not inserted`);
  return row;
}

/** A boat and its cabin types, in the order given. */
export async function insertBoat(db: Executor, fields: BoatFields, cabins: readonly CabinTypeFields[] = []) {
  const [boat] = await db.insert(boats).values(fields).returning();
  const row = inserted(boat, `boat ${fields.slug}`);
  if (cabins.length > 0) {
    await db
      .insert(cabinTypes)
      .values(cabins.map((cabin, position) => ({ ...cabin, boatId: row.id, position })));
  }
  return row;
}

export async function insertDiveSite(db: Executor, fields: DiveSiteFields) {
  const [row] = await db.insert(diveSites).values(fields).returning();
  return inserted(row, `dive site ${fields.slug}`);
}

export async function insertCourse(db: Executor, fields: CourseFields) {
  const [row] = await db.insert(courses).values(fields).returning();
  return inserted(row, `course ${fields.slug}`);
}

export async function insertPage(db: Executor, fields: PageFields) {
  const [row] = await db.insert(pages).values(fields).returning();
  return inserted(row, `page ${fields.slug}`);
}

/** The one row of site settings: the operator's contact details. */
export async function insertSiteSettings(db: Executor, contact: ContactFields) {
  const [row] = await db.insert(siteSettings).values({ contact }).returning();
  return inserted(row, "site settings");
}

/** A user as given: the e-mail already normalised and the password already hashed. */
export async function insertUser(db: Executor, fields: UserFields) {
  const [row] = await db.insert(users).values(fields).returning();
  return inserted(row, `user ${fields.email}`);
}
