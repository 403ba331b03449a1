/**
 * `npm run bench:admin-bookings`: the admin bookings list (`GET /api/v1/admin/bookings`,
 * BookingAdminService.list) on PostgreSQL with the season of bench/season-seed.ts (5,000 bookings,
 * 20,000 payments). Each query of the list's usual shapes (the first page, a deep page, each payment
 * status, due soon and overdue, a search, one departure) is read BENCH_READS times one after another,
 * after a few reads not counted, beside a `select 1` round trip on the same pool. Printed as p50 and p95.
 *
 *   BENCH_READS=50 npm run bench:admin-bookings
 */
import { firstRow, outbox, percentile, timed } from "./bench-kit.ts";
import { sql } from "drizzle-orm";
import { type AdminBookingQuery, BookingAdminService } from "../core/bookings/booking-admin-service.ts";
import { BookingService } from "../core/bookings/booking-service.ts";
import { PaymentService } from "../core/payments/payment-service.ts";
import { onSeasonCluster } from "./season-seed.ts";

const READS = Number(process.env.BENCH_READS ?? 30);
const WARM_UP = 3;
const now = () => new Date("2026-12-01T05:00:00Z");

async function main() {
  await onSeasonCluster(async (db) => {
    const trip = await firstRow<{ id: string }>(
      db,
      sql`select id from trips order by departure offset 100 limit 1`,
    );
    const mail = outbox(now);
    const bookings = new BookingService({ db, now, mail });
    const payments = new PaymentService({ db, now, provider: null, bookings, mail, publicUrl: "" });
    const admin = new BookingAdminService({ db, now, bookings, payments, mail, publicUrl: "" });
    const shapes: [string, AdminBookingQuery][] = [
      ["first page", { page: 1 }],
      ["page 200", { page: 200 }],
      ["status DEPOSIT PAID", { page: 1, status: "DEPOSIT PAID" }],
      ["status cancelled", { page: 1, status: "cancelled" }],
      ["due soon", { page: 1, due: "soon" }],
      ["overdue", { page: 1, due: "overdue" }],
      ["search a last name", { page: 1, search: "4711" }],
      ["one departure", { page: 1, tripId: trip!.id }],
    ];
    console.log(
      `Admin bookings list benchmark: ${READS} reads of each query one after another, PostgreSQL, Node ${process.version}\n`,
    );
    console.log("| query | matches | p50 | p95 |");
    console.log("|---|---|---|---|");
    const row = (name: string, count: number | string, list: number[]) => {
      list.sort((a, b) => a - b);
      return `| ${name} | ${count} | ${percentile(list, 50).toFixed(1)} ms | ${percentile(list, 95).toFixed(1)} ms |`;
    };
    for (const [name, query] of shapes) {
      const reads: number[] = [];
      for (let i = -WARM_UP; i < READS; i++) {
        const read = await timed(() => admin.list(query));
        if (i >= 0) reads.push(read);
      }
      console.log(row(name, (await admin.list(query)).count, reads));
    }
    const bare: number[] = [];
    for (let i = 0; i < READS; i++) bare.push(await timed(() => db.execute(sql`select 1`)));
    console.log(row("select 1 round trip (baseline)", "", bare));
  });
}

await main();
