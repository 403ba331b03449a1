/**
 * `npm run bench:bookings`: booking commits with 50 concurrent buyers on a PostgreSQL server
 * (target p99 ≤ 50 ms). A throwaway cluster with fsync on is started, migrated and given
 * departures with plenty of spaces; 50 buyers book one space each, round after round, through the real
 * BookingService and the server's own pool of connections (10) — spread over 50 departures (the usual
 * case), then all on one cabin type of a departure of their own each round (a hot departure: every booking
 * waits for that cabin's row lock, so they commit one after another), each with the row locks, the capacity trigger and the
 * booking-received e-mail in the outbox, in one transaction. A first round is not counted (it opens the
 * connections). BENCH_BUYERS changes the number of buyers (1 gives one booking's own latency),
 * BENCH_POOL the pool. Beside it, in the same run, a bare baseline: one plain INSERT transaction per
 * buyer on the same pool. Printed as p50, p99 and commits per second, and as ratios to the baseline.
 *
 *   BENCH_ROUNDS=20 npm run bench:bookings
 */
import { onFreshCluster, outbox, percentile, timed } from "./bench-kit.ts";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../core/accounts/session-user.ts";
import { BookingService } from "../core/bookings/booking-service.ts";
import { DEFAULT_POOL_SIZE } from "../db/client.ts";
import { tripCabins, trips } from "../db/schema.ts";
import { asCustomer, cabinTypeIds, makeBoat, makeUser } from "../tests/support/factories.ts";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? DEFAULT_POOL_SIZE);
const now = () => new Date("2026-11-23T05:00:00Z");

async function main() {
  // The server's own pool: 50 buyers at its door share its connections, as they would.
  await onFreshCluster({ durable: true, maxConnections: POOL }, async (db) => {
    await db.execute(
      sql`create table bench_bare (id serial primary key, at timestamptz not null default now())`,
    );
    const boat = await makeBoat(db, {}, [{ name: "Dorm", spaces: 100, cabinCount: 100, price: 1_000_000 }]);
    const [cabinId] = await cabinTypeIds(db, boat.id);
    // One departure per buyer (a week apart), each with plenty of spaces, and one hot departure per
    // round, so that every round's hot case counts the same number of guests already on its cabin.
    const departures = await db
      .insert(trips)
      .values(
        Array.from({ length: BUYERS + ROUNDS + 1 }, (_, i) => {
          const day = new Date(Date.parse("2027-01-01T00:00:00Z") + i * 7 * 86_400_000);
          const back = new Date(day.getTime() + 3 * 86_400_000);
          return {
            boatId: boat.id,
            departure: day.toISOString().slice(0, 10),
            returnDate: back.toISOString().slice(0, 10),
            nights: 3,
            title: "Bench",
          };
        }),
      )
      .returning();
    await db.insert(tripCabins).values(
      departures.map((trip) => ({
        tripId: trip.id,
        cabinTypeId: cabinId!,
        price: 1_000_000,
        spaces: 100_000,
      })),
    );
    const buyers: SessionUser[] = [];
    for (let i = 0; i < BUYERS * (ROUNDS + 1) * 2; i++) {
      const user = await makeUser(db, {});
      buyers.push(asCustomer(user));
    }
    // The real outbox: each booking queues its booking-received e-mail in its own transaction.
    const mail = outbox(now);
    const service = new BookingService({ db, now, mail });

    const spread: number[] = [];
    const hot: number[] = [];
    const bare: number[] = [];
    let spreadWall = 0;
    let hotWall = 0;
    let bareWall = 0;
    const book = (buyer: SessionUser, tripId: string) =>
      timed(() =>
        service.create(buyer, {
          tripId,
          guestArray: [{ cabinId: cabinId!, name: "", equipment: [], courses: [] }],
        }),
      );
    // A first round that is not counted: it opens the pool's connections and warms the JIT.
    for (let round = -1; round < ROUNDS; round++) {
      if (round === 0) {
        for (const list of [spread, hot, bare]) list.length = 0;
        spreadWall = hotWall = bareWall = 0;
      }
      const first = (round + 1) * BUYERS * 2;
      const group = buyers.slice(first, first + BUYERS);
      const second = buyers.slice(first + BUYERS, first + 2 * BUYERS);
      spreadWall += await timed(async () => {
        spread.push(...(await Promise.all(group.map((buyer, i) => book(buyer, departures[i]!.id)))));
      });
      hotWall += await timed(async () => {
        const hotDeparture = departures[BUYERS + round + 1]!.id;
        hot.push(...(await Promise.all(second.map((buyer) => book(buyer, hotDeparture)))));
      });
      bareWall += await timed(async () => {
        const times = await Promise.all(
          group.map(() =>
            timed(() => db.transaction(async (tx) => tx.execute(sql`insert into bench_bare default values`))),
          ),
        );
        bare.push(...times);
      });
    }
    for (const list of [spread, hot, bare]) list.sort((a, b) => a - b);
    const row = (name: string, list: number[], wall: number) =>
      `| ${name} | ${list.length} | ${percentile(list, 50).toFixed(1)} ms | ${percentile(list, 99).toFixed(1)} ms | ${((list.length / wall) * 1000).toFixed(0)} | ${(percentile(list, 99) / percentile(bare, 99)).toFixed(2)} | ${(list.length / wall / (bare.length / bareWall)).toFixed(3)} |`;
    console.log(
      `Bookings benchmark: ${BUYERS} concurrent buyers × ${ROUNDS} rounds, PostgreSQL with fsync on, Node ${process.version}\n`,
    );
    console.log("| target | commits | p50 | p99 | commits/s | p99 / bare | commits/s / bare |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(row(`booking, ${BUYERS} buyers on ${BUYERS} departures`, spread, spreadWall));
    console.log(row(`booking, ${BUYERS} buyers on one cabin type (all wait for its lock)`, hot, hotWall));
    console.log(row("bare INSERT transaction (baseline)", bare, bareWall));
  });
}

await main();
