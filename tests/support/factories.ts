/**
 * Test data builders: each makes one valid row with overridable fields.
 */
import type { Database } from "../../db/client.ts";
import { boats, cabinTypes, courses, diveSites, pages, siteSettings } from "../../db/schema.ts";
import type { OperatorContact } from "../../core/site/site-types.ts";

let counter = 0;
const next = () => ++counter;

export async function makeBoat(db: Database, fields: Partial<typeof boats.$inferInsert> = {}) {
  const n = next();
  const [boat] = await db
    .insert(boats)
    .values({ name: `MV Test ${n}`, slug: `mv-test-${n}`, summary: "A test boat", ...fields })
    .returning();
  await db.insert(cabinTypes).values([
    { boatId: boat!.id, name: "Standard twin", spaces: 2, cabinCount: 4, position: 0 },
    { boatId: boat!.id, name: "Master suite", spaces: 2, cabinCount: 1, position: 1 },
  ]);
  return boat!;
}

export async function makeDiveSite(db: Database, fields: Partial<typeof diveSites.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(diveSites)
    .values({ name: `Test Rock ${n}`, slug: `test-rock-${n}`, region: "Similan Islands", ...fields })
    .returning();
  return row!;
}

export async function makeCourse(db: Database, fields: Partial<typeof courses.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(courses)
    .values({ name: `Test Course ${n}`, slug: `test-course-${n}`, price: 1_500_000, ...fields })
    .returning();
  return row!;
}

export async function makePage(db: Database, fields: Partial<typeof pages.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(pages)
    .values({ title: `Test Page ${n}`, slug: `test-page-${n}`, body: "<p>Body</p>", ...fields })
    .returning();
  return row!;
}

export const testContact: OperatorContact = {
  companyName: "Test Liveaboards",
  licence: "PADI Dive Boat R-6156",
  bookingOffice: "1 Test Road, Chalong, Phuket",
  mainOffice: "2 Test Road, Khao Lak, Phang Nga",
  phone: "+66 76 123 456",
  whatsapp: "+66 81 234 5678",
  line: "testline",
  wechatIds: ["wechat-one", "wechat-two"],
  emails: ["info@example.test", "bookings@example.test"],
  social: [
    { label: "Facebook", href: "https://facebook.com/example", comingSoon: false },
    { label: "YouTube", href: "https://youtube.com/example", comingSoon: false },
    { label: "Instagram", href: null, comingSoon: true },
  ],
  whatsappGreeting: "Hello!",
};

export async function makeSiteSettings(db: Database, contact: OperatorContact = testContact) {
  await db.insert(siteSettings).values({ contact });
}
