/**
 * The fault tests' site: a PostgreSQL cluster of their own (which they restart, stop and whose
 * connections they end), one database with a departure of many dormitory spaces and signed-in guests,
 * and the built server started as separate processes on it.
 */
import pg from "pg";
import { expect } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import { loadConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { type Cluster, startCluster } from "../setup/postgres-cluster.ts";
import { cabinTypeIds, makeBoat, makeUser, tripInput } from "../support/factories.ts";
import { startServerProcess } from "../support/server-process.ts";
import { tempFolder } from "../support/temp-folder.ts";

export type FaultSite = {
  cluster: Cluster;
  url: string;
  database: DatabaseHandle;
  tripId: string;
  cabinId: string;
  /** Session cookies (`sid=…`) of signed-in guests. */
  cookies: string[];
  /** A guest's cookie that can still book (each is handed out for three bookings). */
  nextGuest: () => string;
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A guest may hold 3 unpaid bookings: each cookie is handed out for this many bookings. */
const BOOKINGS_PER_GUEST = 3;

export async function startFaultSite({ guests = 300 } = {}): Promise<FaultSite> {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("create database site");
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = "/site";
  // The test's own handle: a short connect timeout so it too rides out the restarts.
  const database = await openDatabase({
    kind: "postgres",
    url: url.toString(),
    maxConnections: 4,
    connectTimeoutMs: 2_000,
    onError: () => {},
  });
  await database.withStartupLock(() => database.migrate());
  const db = database.db;
  const services = createServices(
    database,
    loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: tempFolder("fault-setup-"), LOG_LEVEL: "silent" }),
  );
  const boat = await makeBoat(db, {}, [{ name: "Dorm", spaces: 5000, cabinCount: 1, price: 1_000_000 }]);
  const [cabinId] = await cabinTypeIds(db, boat.id);
  const { trip } = await services.tripAdmin.create(
    tripInput({ boatId: boat.id, departure: "2030-02-07", returnDate: "2030-02-11", title: "Fault trip" }),
  );
  const cookies: string[] = [];
  for (let i = 0; i < guests; i++) {
    const user = await makeUser(db, {});
    const { token } = await services.sessions.create(db, user.id, {
      ip: "127.0.0.1",
      userAgent: "fault test",
    });
    cookies.push(`sid=${token}`);
  }
  let handedOut = 0;
  const env = {
    DATABASE_URL: url.toString(),
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    // A restart takes a second or two: requests meanwhile fail fast (503) rather than queue.
    DATABASE_CONNECT_TIMEOUT_MS: "2000",
  };
  return {
    cluster,
    url: url.toString(),
    database,
    tripId: trip.id,
    cabinId: cabinId!,
    cookies,
    nextGuest: () => {
      const cookie = cookies[Math.floor(handedOut++ / BOOKINGS_PER_GUEST)];
      if (!cookie) throw new Error("The fault site ran out of guests: make more");
      return cookie;
    },
    env,
    close: async () => {
      await database.close().catch(() => {});
      cluster.stop();
    },
  };
}

export function startSiteProcess(site: FaultSite, extra: Record<string, string> = {}) {
  return startServerProcess({ ...site.env, DATA_DIR: tempFolder("fault-site-"), ...extra });
}

export type Answer = { status: number; body: string; bookingId?: string };

/** One booking of one dormitory space through a process's API. */
export async function book(baseUrl: string, site: FaultSite, cookie: string): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/booking/new`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ tripId: site.tripId, guestArray: [{ cabinId: site.cabinId }] }),
    });
    const body = await response.text();
    const bookingId =
      response.status === 201 ? (JSON.parse(body) as { booking: { id: string } }).booking.id : undefined;
    return { status: response.status, body, bookingId };
  } catch (error) {
    // The process is gone or the connection was cut: no answer, so nothing was acknowledged.
    return { status: 0, body: String(error) };
  }
}

/** A signed-in read, a visitor's read and the health call, through one process. */
export async function reads(baseUrl: string, cookie: string): Promise<Answer[]> {
  const calls = [
    fetch(`${baseUrl}/api/v1/bookings/me`, { headers: { cookie } }),
    fetch(`${baseUrl}/api/v1/health`, { headers: { cookie } }),
    fetch(`${baseUrl}/api/v1/trips`),
  ];
  return Promise.all(
    calls.map((call) =>
      call.then(
        async (response) => ({ status: response.status, body: await response.text() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      ),
    ),
  );
}

/**
 * Keeps `workers` guests booking and reading through the given processes (round robin) until `stop`
 * is called; answers everything they were told.
 */
export function loadSite(site: FaultSite, baseUrls: () => string[], workers = 6) {
  let running = true;
  const answers: Answer[] = [];
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let round = 0; running; round++) {
        const urls = baseUrls();
        const base = urls[(worker + round) % urls.length]!;
        const cookie = site.nextGuest();
        const answer = await book(base, site, cookie);
        answers.push(answer);
        // A booking not made leaves the guest's allowance unused: that is fine, there are plenty.
        if (round % 3 === 0) answers.push(...(await reads(base, cookie)));
        // A refused connection answers at once: do not spin.
        if (answers.at(-1)?.status !== 201) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
      return answers;
    },
  };
}

/** What an answer may never show a visitor: SQL, driver words or a stack trace. */
const INTERNALS =
  /\b(select|insert|update|delete)\b .*\b(from|into|set)\b|SQLSTATE|57P0|ECONNREFUSED|terminating connection|\n\s+at /i;

/**
 * Every answer is a success, a refusal of the request (4xx), or a plain 503 naming no internals; never
 * a 500. Answers no process gave (status 0: killed, or the connection cut) are counted, not judged.
 */
export function expectOnlyPlainAnswers(answers: Answer[]): void {
  const wrong = answers.filter(
    (answer) => answer.status !== 0 && answer.status >= 500 && answer.status !== 503,
  );
  expect(wrong.slice(0, 3)).toEqual([]);
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.body).not.toMatch(INTERNALS);
  }
}

/** Every booking the site acknowledged (201) is in the database. */
export async function expectAcknowledgedBookingsKept(site: FaultSite, answers: Answer[]): Promise<number> {
  const acknowledged = answers.flatMap((answer) => (answer.bookingId ? [answer.bookingId] : []));
  const stored = new Set(
    (await site.database.db.select({ id: bookings.id }).from(bookings)).map((row) => row.id),
  );
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  return acknowledged.length;
}

/** Waits until a process answers /ready with 200 (the database is back and reachable from it). */
export async function waitReady(baseUrl: string, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${baseUrl} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
