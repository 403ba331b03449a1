/**
 * Several processes on one PostgreSQL database, in the production shape (deploy/, `npm run cluster`):
 * nginx with the repository's configuration in front of two Node processes; docs/decisions/0018.
 *
 * Through each process directly:
 * - an edit and a booking made through one reach the other's cached anonymous answers within a second
 *   (LISTEN/NOTIFY, server/content-channel.ts);
 * - a solved human-check key is accepted once, whichever process sees it first;
 * - a burst of requests from one address spread over both is limited as if it hit one (the request
 *   counters are in the database, server/rate-limit-store.ts).
 * Through the proxy:
 * - 40 buyers for the last 3 spaces, their bookings spread over both processes, give exactly 3 bookings;
 * - anonymous answers come from nginx's cache, a signed-in visitor's never do; the build's assets come
 *   from disk, immutable.
 * Needs the production build and nginx (scripts/test-all.mjs installs it). PGlite serves one process,
 * so this runs on PostgreSQL only.
 */
import { readdirSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionService } from "../../core/accounts/session-service.ts";
import { solveForTests } from "../../core/human-check/solve.ts";
import { projectPath } from "../../core/shared/project-path.ts";
import { bookingGuests } from "../../db/schema.ts";
import { type SiteCluster, startSiteCluster } from "../../scripts/cluster.ts";
import { makeDeparture, makeUser } from "../support/factories.ts";
import type { ServerProcess } from "../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const BUYERS = 40;
const SPACES = 3;
const postgres = process.env.TEST_DB === "postgres";
let database: TestDatabase;
let cluster: SiteCluster;
let a: ServerProcess;
let b: ServerProcess;
let tripId: string;
let cabinId: string;

beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  const db = database.db;
  ({ tripId, cabinId } = await makeDeparture(db, {
    departure: "2031-03-03",
    spaces: 8,
    title: "Before",
    cabin: { name: "Twin", spaces: 2, cabinCount: 4, price: 2_000_000 },
  }));
  // One DATA_DIR for both: one session secret, as an operator's processes share their settings.
  cluster = await startSiteCluster({
    processes: 2,
    databaseUrl: database.url!,
    env: { SEED_DEMO: "false", HUMAN_CHECK_COST: "low" },
    showUpstream: true,
  });
  [a, b] = cluster.processes as [ServerProcess, ServerProcess];
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
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

describe.skipIf(!postgres)("two processes on one PostgreSQL database, each reached directly", () => {
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

describe.skipIf(!postgres)("nginx in front of two processes on one database", () => {
  it("never oversells the last spaces when the bookings are split across both processes", async () => {
    const db = database.db;
    const race = await makeDeparture(db, { departure: "2031-05-05", spaces: SPACES, title: "Race" });
    // Sessions made here, as a sign-in would (40 sign-ins from one address would meet its limit).
    const sessions = new SessionService(db, () => new Date());
    const cookies = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const user = await makeUser(db, {});
        const { token } = await sessions.create(db, user.id, { ip: "127.0.0.1", userAgent: "test" });
        return `sid=${token}`;
      }),
    );
    const guest = { cabinId: race.cabinId, name: "", equipment: [], courses: [] };
    const answers = await Promise.all(
      cookies.map((cookie) =>
        fetch(`${cluster.url}/api/v1/booking/new`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: cluster.url, cookie },
          body: JSON.stringify({ tripId: race.tripId, guestArray: [guest] }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(SPACES);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    // Both processes took bookings.
    const servedBy = new Set(answers.map((answer) => answer.headers.get("x-upstream")));
    expect(servedBy.size).toBe(2);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingGuests)
      .where(eq(bookingGuests.tripCabinId, race.tripCabinId))) as [{ n: number }];
    expect(n).toBe(SPACES);
  });

  it("answers anonymous visitors from its cache, never a signed-in one, and assets from disk", async () => {
    const url = `${cluster.url}/api/v1/trips`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const again = await fetch(url);
    expect(again.headers.get("x-proxy-cache")).toBe("HIT");
    expect(await again.text()).toBe(await first.text());
    const signedIn = await fetch(url, { headers: { cookie: "sid=not-a-session" } });
    expect(signedIn.headers.get("x-proxy-cache")).toBe("BYPASS");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");

    const script = readdirSync(projectPath("build", "client", "assets")).find((name) =>
      name.endsWith(".js"),
    )!;
    const asset = await fetch(`${cluster.url}/assets/${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-upstream")).toBeNull();
  });
});
