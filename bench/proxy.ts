/**
 * The production shape's part of `npm run bench` (bench/run.ts calls it after the one-process part):
 * `npm run cluster`'s nginx in front of two processes on a throwaway PostgreSQL cluster with the demo
 * content. Anonymous home, schedule and departure pages and the trips JSON through the proxy (from its
 * cache, as visitors get them), each beside the same nginx serving the same bytes from a file, printed
 * as ratios; then booking commits through the proxy at 50 buyers a round, split across both processes
 * (each booking a POST with its own session; p50 and p99 of the answer's time).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { SessionService } from "../core/accounts/session-service.ts";
import { openDatabase } from "../db/client.ts";
import { cabinTypes, tripCabins, trips } from "../db/schema.ts";
import { startSiteCluster } from "../scripts/cluster.ts";
import { makeBoat, makeUser } from "../tests/support/factories.ts";
import { freePort } from "../tests/support/server-process.ts";

type Figures = { rps: number; p99: number; errors: number; non2xx: number };
type Measure = (url: string, headers: Record<string, string>, duration?: number) => Promise<Figures>;
type RawGet = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>;

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchProxyShape(measure: Measure, rawGet: RawGet): Promise<string[]> {
  const files = mkdtempSync(path.join(tmpdir(), "bench-nginx-files-"));
  const staticPort = await freePort();
  const cluster = await startSiteCluster({
    processes: 2,
    env: { LOG_LEVEL: "warn" },
    staticCopy: { port: staticPort, folder: files },
    showUpstream: true,
    durablePostgres: true,
  });
  const lines: string[] = [];
  try {
    const list = (await (await fetch(`${cluster.url}/api/v1/trips`)).json()) as { trips: { id: string }[] };
    const departure = list.trips[0]?.id ?? "no-departure-seeded";
    const targets = [
      { name: "home `/`", path: "/" },
      { name: "schedule `/trip-schedules`", path: "/trip-schedules" },
      { name: "departure `/trip/:id`", path: `/trip/${departure}` },
      { name: "JSON `GET /api/v1/trips`", path: "/api/v1/trips" },
    ];
    lines.push(
      "\nThrough nginx (proxy cache) in front of 2 processes, beside the same nginx serving the same bytes from a file:",
      "| target | bytes | proxy req/s | proxy p99 | nginx file req/s | file p99 | proxy/file | errors |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const [index, target] of targets.entries()) {
      const url = `${cluster.url}${target.path}`;
      const headers = { "accept-encoding": "identity" };
      await rawGet(url, headers); // the first visitor's request fills the proxy's cache
      const sample = await rawGet(url, headers);
      if (sample.status !== 200 || sample.headers["x-proxy-cache"] !== "HIT") {
        throw new Error(
          `${target.path}: ${sample.status}, x-proxy-cache ${String(sample.headers["x-proxy-cache"])}`,
        );
      }
      const name = `body-${index}`;
      writeFileSync(path.join(files, name), sample.body);
      const fileUrl = `http://127.0.0.1:${staticPort}/${name}`;
      await measure(url, {}, 3); // warm-up pass is discarded
      const proxy = await measure(url, {});
      const file = await measure(fileUrl, {});
      lines.push(
        `| ${target.name} | ${sample.body.length} B | ${proxy.rps.toFixed(0)} | ${proxy.p99} ms | ${file.rps.toFixed(0)} | ${file.p99} ms | ${(proxy.rps / file.rps).toFixed(3)} | ${proxy.errors + proxy.non2xx} |`,
      );
    }
    lines.push(...(await bookingsThroughProxy(cluster.url, cluster.databaseUrl)));
  } finally {
    await cluster.stop();
    rmSync(files, { recursive: true, force: true });
  }
  return lines;
}

/** 50 buyers a round book one space each on their own departure, through the proxy, across both processes. */
async function bookingsThroughProxy(siteUrl: string, databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl, maxConnections: 5 });
  try {
    const db = database.db;
    const boat = await makeBoat(db, {}, [{ name: "Bench", spaces: 2, cabinCount: 50, price: 1_000_000 }]);
    const [cabin] = await db.select().from(cabinTypes).where(eq(cabinTypes.boatId, boat.id));
    const departures: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const day = new Date(Date.UTC(2031, 0, 1 + i * 7));
      const back = new Date(day.getTime() + 3 * 86_400_000);
      const [trip] = await db
        .insert(trips)
        .values({
          boatId: boat.id,
          departure: day.toISOString().slice(0, 10),
          returnDate: back.toISOString().slice(0, 10),
          nights: 3,
          title: `Bench ${i}`,
        })
        .returning();
      await db
        .insert(tripCabins)
        .values({ tripId: trip!.id, cabinTypeId: cabin!.id, price: 1_000_000, spaces: 100 });
      departures.push(trip!.id);
    }
    // Fresh buyers each round: a customer may hold only a few unpaid bookings.
    const sessions = new SessionService(db, () => new Date());
    const cookies: string[] = [];
    for (let i = 0; i < BUYERS * (ROUNDS + 1); i++) {
      const user = await makeUser(db, {});
      const { token } = await sessions.create(db, user.id, { ip: "127.0.0.1", userAgent: "bench" });
      cookies.push(`sid=${token}`);
    }
    const guest = { cabinId: cabin!.id, name: "", equipment: [], courses: [] };
    const times: number[] = [];
    const servedBy = new Map<string, number>();
    let failures = 0;
    let wall = 0;
    // A first round that is not counted: it opens the connections.
    for (let round = -1; round < ROUNDS; round++) {
      const group = cookies.slice((round + 1) * BUYERS, (round + 2) * BUYERS);
      const started = performance.now();
      const results = await Promise.all(
        group.map(async (cookie, i) => {
          const at = performance.now();
          const response = await fetch(`${siteUrl}/api/v1/booking/new`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: siteUrl, cookie },
            body: JSON.stringify({ tripId: departures[i], guestArray: [guest] }),
          });
          await response.arrayBuffer();
          return {
            ms: performance.now() - at,
            ok: response.status === 201,
            by: response.headers.get("x-upstream"),
          };
        }),
      );
      if (round < 0) continue;
      wall += performance.now() - started;
      for (const result of results) {
        times.push(result.ms);
        if (!result.ok) failures++;
        servedBy.set(String(result.by), (servedBy.get(String(result.by)) ?? 0) + 1);
      }
    }
    times.sort((x, y) => x - y);
    return [
      `\nBookings through nginx, ${BUYERS} buyers at once × ${ROUNDS} rounds, split across 2 processes ` +
        `(${[...servedBy.values()].join(" / ")} answered by each), PostgreSQL with fsync on:`,
      `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `${((times.length / wall) * 1000).toFixed(0)} commits/s, ${failures} failed`,
    ];
  } finally {
    await database.close();
  }
}
