/**
 * Two server processes on one PostgreSQL database (docs/decisions/0017-several-processes.md), as an
 * operator runs them behind a proxy:
 * - an edit and a booking made through one reach the other's cached anonymous answers within a second
 *   (LISTEN/NOTIFY, server/content-channel.ts);
 * - a burst of requests from one address spread over both is limited as if it hit one (the request
 *   counters are in the database, server/rate-limit-store.ts);
 * - a solved human-check key is accepted once, whichever process sees it first.
 * PGlite serves one process, so this runs on PostgreSQL only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveForTests } from "../../core/human-check/solve.ts";
import { cabinTypes, tripCabins, trips } from "../../db/schema.ts";
import { makeBoat, makeUser } from "../support/factories.ts";
import { killServerProcesses, type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const postgres = process.env.TEST_DB === "postgres";
let database: TestDatabase;
let dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let tripId: string;
let cabinId: string;

beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  const db = database.db;
  const boat = await makeBoat(db, {}, [{ name: "Twin", spaces: 2, cabinCount: 4, price: 2_000_000 }]);
  const [cabin] = await db.select().from(cabinTypes).where(eq(cabinTypes.boatId, boat.id));
  const [trip] = await db
    .insert(trips)
    .values({
      boatId: boat.id,
      departure: "2031-03-03",
      returnDate: "2031-03-06",
      nights: 3,
      title: "Before",
    })
    .returning();
  await db
    .insert(tripCabins)
    .values({ tripId: trip!.id, cabinTypeId: cabin!.id, price: 2_000_000, spaces: 8 });
  tripId = trip!.id;
  cabinId = cabin!.id;
  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "two-processes-"));
    dataDirs.push(dataDir);
    return startServerProcess({
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      HUMAN_CHECK_COST: "low",
      // One secret for both, as an operator's processes share their settings.
      SESSION_SECRET: "two-processes-share-one-session-secret-0123456789",
      LOG_LEVEL: "warn",
    });
  };
  [a, b] = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  await killServerProcesses();
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

/** Polls `read` until `done` holds; answers the milliseconds it took (fails after `limitMs` × 3). */
async function msUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 1000) {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > limitMs * 3) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signIn(server: ServerProcess, email: string, password: string, code?: string) {
  return fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password, code }),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.skipIf(!postgres)("two processes on one PostgreSQL database", () => {
  it("shows an edit and a booking made through one on the other's cached pages within a second", async () => {
    const tripJson = async () => {
      const response = await fetch(`${b.url}/api/v1/trip/${tripId}`);
      return {
        cache: response.headers.get("x-cache"),
        trip: (await response.json()).trip as { title: string; cabins: { spacesLeft: number }[] },
      };
    };
    const page = () =>
      fetch(`${b.url}/trip/${tripId}`).then(async (r) => [r.headers.get("x-cache"), await r.text()]);
    // Both answers are in B's cache before the changes.
    await tripJson();
    expect((await tripJson()).cache).toBe("hit");
    await page();
    const [pageCache, before] = await page();
    expect(pageCache).toBe("hit");
    expect(before).toContain("Before");

    // An administrator renames the departure through A.
    const admin = await makeUser(database.db, { role: "admin" });
    const enrol = await signIn(a, admin.email, admin.password);
    const secret: string = (await enrol.json()).mfaEnrolment.secret;
    const signedIn = await signIn(a, admin.email, admin.password, new TOTP({ secret }).generate());
    expect(signedIn.status).toBe(200);
    const edited = await fetch(`${a.url}/api/v1/admin/trip/${tripId}`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: a.url, cookie: cookieOf(signedIn) },
      body: JSON.stringify({ title: "After the edit" }),
    });
    expect(edited.status).toBe(200);
    const editSeenInJson = await msUntil(tripJson, ({ trip }) => trip.title === "After the edit");
    const editSeenInPage = await msUntil(page, ([, html]) => html!.includes("After the edit"));
    expect(editSeenInJson).toBeLessThan(1000);
    expect(editSeenInPage).toBeLessThan(1000);
    // Served from B's cache again afterwards: the change dropped the copies, it did not switch caching off.
    await tripJson();
    expect((await tripJson()).cache).toBe("hit");

    // A customer books two spaces through A.
    const customer = await makeUser(database.db, {});
    const customerIn = await signIn(a, customer.email, customer.password);
    expect(customerIn.status).toBe(200);
    const guest = { cabinId, name: "", equipment: [], courses: [] };
    const booked = await fetch(`${a.url}/api/v1/booking/new`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url, cookie: cookieOf(customerIn) },
      body: JSON.stringify({ tripId, guestArray: [guest, guest] }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const bookingSeen = await msUntil(tripJson, ({ trip }) => trip.cabins[0]!.spacesLeft === 6);
    expect(bookingSeen).toBeLessThan(1000);
  });

  it("accepts a solved human-check key once across both processes", async () => {
    const challenge = await (await fetch(`${a.url}/api/v1/human-check/challenge`)).json();
    const key = await solveForTests(challenge);
    const forgot = (server: ServerProcess) =>
      fetch(`${server.url}/api/v1/password/forgot`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: "someone@example.com", key }),
      });
    const answers = await Promise.all([forgot(a), forgot(b), forgot(a), forgot(b)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400]);
    const refusals = await Promise.all(answers.filter((r) => r.status === 400).map((r) => r.json()));
    for (const refusal of refusals) expect(refusal.message).toMatch(/already used/);
  });

  it("limits requests from one address spread over both as if they hit one", async () => {
    // A challenge is allowed 60 times a minute per address (the check above took one): 80 at once,
    // alternating between the two processes.
    const statuses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/v1/human-check/challenge`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(59);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
  });
});
