/**
 * `npm run bench:dashboard`: the operator's dashboard (every figure of `GET /api/v1/admin/dashboard`,
 * core/dashboard/dashboard-queries.ts) on PostgreSQL with 5,000 bookings and 20,000 payments (target
 * p95 < 100 ms). A throwaway cluster is started and migrated; a season of departures (one a day from
 * 1 October, three cabin types each), 5,000 bookings of two guests spread over them (confirmed, held,
 * run out, cancelled), four payments each (deposits, balances, some refunds, some still open) spread
 * over October and November, course dates with bookings, reviews and e-mails. The clock stands at
 * 1 December 2026, noon in Bangkok. The dashboard is read BENCH_READS times one after another, after a
 * few reads not counted, beside a bare baseline in the same run: a `select 1` round trip on the same
 * pool. Printed as p50 and p95 and their ratio to the baseline.
 *
 *   BENCH_READS=300 npm run bench:dashboard
 */
import { firstRow, percentile, timed } from "./bench-kit.ts";
import { sql } from "drizzle-orm";
import { DashboardQueries } from "../core/dashboard/dashboard-queries.ts";
import { onSeasonCluster } from "./season-seed.ts";

const READS = Number(process.env.BENCH_READS ?? 200);
const WARM_UP = 20;
const now = () => new Date("2026-12-01T05:00:00Z");

async function main() {
  await onSeasonCluster(async (db) => {
    const counts = await firstRow<{ bookings: string; payments: string }>(
      db,
      sql`select (select count(*) from bookings) as bookings, (select count(*) from payments) as payments`,
    );
    const dashboard = new DashboardQueries({ db, now });
    const reads: number[] = [];
    const bare: number[] = [];
    for (let i = -WARM_UP; i < READS; i++) {
      const read = await timed(() => dashboard.read());
      const round = await timed(() => db.execute(sql`select 1`));
      if (i >= 0) {
        reads.push(read);
        bare.push(round);
      }
    }
    for (const list of [reads, bare]) list.sort((a, b) => a - b);
    const answer = await dashboard.read();
    console.log(
      `Dashboard benchmark: ${counts?.bookings} bookings, ${counts?.payments} payments, ${READS} reads one after another, PostgreSQL, Node ${process.version}`,
    );
    console.log(
      `(due soon ${answer.dueSoon.length}, overdue ${answer.overdue.length}, departures ${answer.departures.length}, occupancy ${answer.occupancy.length})\n`,
    );
    console.log("| target | reads | p50 | p95 | p95 / bare |");
    console.log("|---|---|---|---|---|");
    const row = (name: string, list: number[]) =>
      `| ${name} | ${list.length} | ${percentile(list, 50).toFixed(1)} ms | ${percentile(list, 95).toFixed(1)} ms | ${(percentile(list, 95) / percentile(bare, 95)).toFixed(1)} |`;
    console.log(row("dashboard (every figure)", reads));
    console.log(row("select 1 round trip (baseline)", bare));
  });
}

await main();
