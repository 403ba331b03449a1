/**
 * Test data: each factory makes one valid row with overridable fields. The rows are written by the
 * same builders as the demo seed (db/seed/builders.ts); what is here is only the tests' defaults.
 */
import { hashPassword } from "../../core/accounts/password.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import type { Executor } from "../../db/client.ts";
import { eq } from "drizzle-orm";
import { cabinTypes, categories, tripCabins, trips } from "../../db/schema.ts";
import {
  type BoatFields,
  type CabinTypeFields,
  type ContactFields,
  type CourseFields,
  type DiveSiteFields,
  insertBoat,
  insertCourse,
  insertDiveSite,
  insertPage,
  insertSiteSettings,
  insertUser,
  type PageFields,
  type UserFields,
} from "../../db/seed/builders.ts";

let counter = 0;
const next = () => ++counter;

export const testCabins: CabinTypeFields[] = [
  { name: "Standard twin", spaces: 2, cabinCount: 4 },
  { name: "Master suite", spaces: 2, cabinCount: 1 },
];

export function makeBoat(db: Executor, fields: Partial<BoatFields> = {}, cabins = testCabins) {
  const n = next();
  return insertBoat(
    db,
    { name: `MV Test ${n}`, slug: `mv-test-${n}`, summary: "A test boat", ...fields },
    cabins,
  );
}

/** The ids of a boat's cabin types, in their order. */
export async function cabinTypeIds(db: Executor, boatId: string): Promise<string[]> {
  const ofBoat = db.select({ id: cabinTypes.id }).from(cabinTypes).where(eq(cabinTypes.boatId, boatId));
  return (await ofBoat.orderBy(cabinTypes.position)).map(({ id }) => id);
}

export function makeDiveSite(db: Executor, fields: Partial<DiveSiteFields> = {}) {
  const n = next();
  return insertDiveSite(db, {
    name: `Test Rock ${n}`,
    slug: `test-rock-${n}`,
    region: "Similan Islands",
    ...fields,
  });
}

export function makeCourse(db: Executor, fields: Partial<CourseFields> = {}) {
  const n = next();
  return insertCourse(db, {
    name: `Test Course ${n}`,
    slug: `test-course-${n}`,
    price: 1_500_000,
    ...fields,
  });
}

/** A category; `placement` "footer" or "services" lists its pages there. */
export async function makeCategory(
  db: Executor,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, ...fields })
    .returning();
  return row!;
}

export function makePage(db: Executor, fields: Partial<PageFields> = {}) {
  const n = next();
  return insertPage(db, { title: `Test Page ${n}`, slug: `test-page-${n}`, body: "<p>Body</p>", ...fields });
}

export const testContact: ContactFields = {
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

export function makeSiteSettings(db: Executor, contact: ContactFields = testContact) {
  return insertSiteSettings(db, contact);
}

/** The password of every test user unless a test gives another. */
export const TEST_PASSWORD = "manta rays at koh bon";

/** The fields a person fills in to register (the API's shape), unique each call. */
export function newUserFields(fields: Record<string, unknown> = {}) {
  const n = next();
  return {
    title: "Ms",
    firstName: "Anna",
    lastName: `Diver${n}`,
    email: `anna${n}.${Date.now()}@example.com`,
    phone: "+49 170 1234567",
    country: "Germany",
    countryCode: "de",
    password: TEST_PASSWORD,
    ...fields,
  };
}

let defaultHash: Promise<string> | undefined;
const testPasswordHash = () => (defaultHash ??= hashPassword(TEST_PASSWORD));

/**
 * A user written straight to the database (faster than the API; no human check), answered with the
 * password it signs in with.
 */
export async function makeUser(
  db: Executor,
  fields: Partial<Omit<UserFields, "passwordHash">> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = fields;
  // Argon2 is slow on purpose: the default password is hashed once per test file.
  const passwordHash = password === TEST_PASSWORD ? await testPasswordHash() : await hashPassword(password);
  const base = newUserFields();
  const row = await insertUser(db, {
    title: "Ms",
    firstName: base.firstName,
    lastName: base.lastName,
    email: base.email,
    phone: base.phone,
    country: base.country,
    countryCode: base.countryCode,
    ...rest,
    passwordHash,
  });
  return { ...row, password };
}

/** A made user as the services see a signed-in customer (no second factor, no agent discount). */
export function asCustomer(
  row: { id: string; email: string },
  fields: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: row.id,
    firstName: "A",
    lastName: "B",
    email: row.email,
    role: "customer",
    avatarUrl: null,
    agentDiscount: 0,
    secondFactor: false,
    ...fields,
  };
}

/** The whole of a trip-admin `create` input: a scheduled departure with no dives, sites, discount or fees. */
export function tripInput(fields: { boatId: string; departure: string; returnDate: string; title: string }) {
  return {
    dives: 0,
    itinerary: "",
    diveSiteIds: [],
    discount: 0,
    fees: 0,
    status: "scheduled" as const,
    crewNotes: "",
    ...fields,
  };
}

/**
 * A departure written straight to the database (none of the admin service's checks or defaults): a new
 * boat with one cabin type (`cabin`) whose departure offers `spaces` spaces at the cabin's price. Answers
 * the departure's id, the cabin type's id and the id of the departure's row for that cabin type.
 */
export async function makeDeparture(
  db: Executor,
  fields: { departure: string; spaces: number; nights?: number; title?: string; cabin?: CabinTypeFields },
) {
  const { departure, spaces, nights = 3, title = "Test departure" } = fields;
  const cabin = fields.cabin ?? { name: "Cabin", spaces: 1, cabinCount: 1, price: 1_000_000 };
  const boat = await makeBoat(db, {}, [cabin]);
  const [cabinId] = (await cabinTypeIds(db, boat.id)) as [string];
  const returnDate = new Date(Date.parse(`${departure}T00:00:00Z`) + nights * 86_400_000).toISOString();
  const [trip] = await db
    .insert(trips)
    .values({ boatId: boat.id, departure, returnDate: returnDate.slice(0, 10), nights, title })
    .returning();
  const [offered] = await db
    .insert(tripCabins)
    .values({ tripId: trip!.id, cabinTypeId: cabinId, price: cabin.price ?? 1_000_000, spaces })
    .returning();
  return { tripId: trip!.id, cabinId, tripCabinId: offered!.id };
}
