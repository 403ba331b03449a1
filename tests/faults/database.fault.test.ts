/**
 * The database goes away under load, as in an operator's restart, failover or minor upgrade, with two
 * server processes on it: they stay up, answer 503 in plain words while it is gone (signed-in calls
 * and health included), reconnect by themselves and lose no booking they acknowledged.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE } from "../../server/http-errors.ts";
import { killServerProcesses, type ServerProcess } from "../support/server-process.ts";
import {
  book,
  expectAcknowledgedBookingsKept,
  expectOnlyPlainAnswers,
  type FaultSite,
  loadSite,
  reads,
  startFaultSite,
  startSiteProcess,
  waitReady,
} from "./site.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the database restarted, stopped or cut off under load (two processes)", () => {
  let site: FaultSite;
  let servers: ServerProcess[];
  const urls = () => servers.map((server) => server.url);

  beforeAll(async () => {
    site = await startFaultSite();
    servers = await Promise.all([startSiteProcess(site), startSiteProcess(site)]);
  });
  afterAll(async () => {
    await killServerProcesses();
    await site?.close();
  });
  afterEach(() => {
    // Every process is still up after each fault, whatever the test asserted.
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
  });

  it("survives pg_ctl restart -m fast while guests book: no process dies, nothing acknowledged is lost", async () => {
    const load = loadSite(site, urls);
    await pause(1_500);
    await site.cluster.control("restart");
    await pause(2_500);
    const answers = await load.stop();

    for (const server of servers) {
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
      expect(await waitReady(server.url)).toBeLessThan(10_000);
      // And books again, by itself.
      const again = await book(server.url, site, site.nextGuest());
      expect(again.status, again.body).toBe(201);
    }
    expectOnlyPlainAnswers(answers);
    const kept = await expectAcknowledgedBookingsKept(site, answers);
    expect(kept).toBeGreaterThan(10);
    // The restart was felt (some answers came while the database was away)…
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
  });

  it("answers 503 in plain words to every call while the database is down, then recovers", async () => {
    await site.cluster.control("stop");
    try {
      for (const server of servers) {
        const [mine, health, trips] = await reads(server.url, site.nextGuest());
        // A signed-in call fails resolving its session: 503, not 500.
        expect(mine!.status).toBe(503);
        expect(JSON.parse(mine!.body)).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE });
        expect(health!.status).toBe(503);
        // Served from memory (the trips list is cached) or 503: never a failure.
        expect([200, 503]).toContain(trips!.status);
        const visitorHealth = await fetch(`${server.url}/api/v1/health`);
        expect(visitorHealth.status).toBe(503);
        expect(await visitorHealth.json()).toMatchObject({ success: false, database: { up: false } });
        const ready = await fetch(`${server.url}/api/v1/ready`);
        expect(ready.status).toBe(503);
        const booking = await book(server.url, site, site.nextGuest());
        expect(booking.status).toBe(503);
        // Pages too: a signed-in page and a visitor's page the cache does not hold answer 503 with the
        // plain message, not the 500 of an unexpected failure.
        const cookie = site.nextGuest();
        for (const [path, headers] of [
          ["/bookings/me", { cookie }],
          [`/boat/not-cached-${Date.now()}`, {}],
        ] as const) {
          const page = await fetch(`${server.url}${path}`, { headers });
          expect(page.status, path).toBe(503);
          expect(page.headers.get("retry-after"), path).toBe("5");
          const html = await page.text();
          expect(html).not.toMatch(/select |ECONNREFUSED|at async/i);
        }
        expectOnlyPlainAnswers([mine!, health!, trips!, booking]);
        expect(trips!.body).not.toMatch(/select|ECONNREFUSED/i);
      }
    } finally {
      await site.cluster.control("start");
    }
    for (const server of servers) {
      expect(await waitReady(server.url)).toBeLessThan(10_000);
      expect((await book(server.url, site, site.nextGuest())).status).toBe(201);
    }
  });

  it("survives pg_terminate_backend of every connection of the site, three times under load", async () => {
    const admin = new pg.Client({ connectionString: site.cluster.url });
    admin.on("error", () => {});
    await admin.connect();
    const load = loadSite(site, urls);
    let terminated = 0;
    try {
      for (let round = 0; round < 3; round++) {
        await pause(700);
        const result = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = 'site' and pid <> pg_backend_pid()`,
        );
        terminated += result.rows.filter((row) => row.ended).length;
      }
      await pause(700);
    } finally {
      await admin.end();
    }
    const answers = await load.stop();
    expect(terminated).toBeGreaterThan(0);
    expectOnlyPlainAnswers(answers);
    await expectAcknowledgedBookingsKept(site, answers);
    for (const server of servers) {
      expect(await waitReady(server.url)).toBeLessThan(5_000);
      expect((await book(server.url, site, site.nextGuest())).status).toBe(201);
    }
  });
});
