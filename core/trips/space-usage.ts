/**
 * What is taken of each cabin type on departures, read from the database's `trip_cabin_usage(at)`
 * function (db/migrations/0000_baseline.sql). `at` is the injected clock's instant: a hold counts
 * until its time has passed, with no clean-up job.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { tripCabins } from "../../db/schema.ts";
import type { SpaceUsage } from "./trip-types.ts";

/** The function's rows as a FROM item: `trip_cabin_usage(at)`. */
export const usageAt = (at: Date): SQL => sql`trip_cabin_usage(${at.toISOString()}::timestamptz)`;

/**
 * The departures with at least one free space at `at`, as an SQL subquery of trip ids. It does not
 * refer to the outer row, so PostgreSQL reads the usage once for the whole list (a per-row expression
 * read it once per departure: the signed-in home page spent most of its time there).
 */
export function tripsWithFreeSpacesSql(at: Date): SQL {
  return sql`(
    select tc.trip_id
    from ${tripCabins} tc left join ${usageAt(at)} u on u.trip_cabin_id = tc.id
    group by tc.trip_id
    having sum(greatest(tc.spaces - coalesce(u.booked, 0) - coalesce(u.held, 0), 0)) > 0
  )`;
}

type UsageRow = { trip_cabin_id: string; booked: number | string; held: number | string };

/** Sold and held spaces by trip-cabin id (ids not taken from are absent: nothing taken). */
export async function loadUsage(
  executor: Executor,
  tripCabinIds: string[],
  at: Date,
): Promise<Map<string, SpaceUsage>> {
  const usage = new Map<string, SpaceUsage>();
  if (tripCabinIds.length === 0) return usage;
  const result = await executor.execute(
    sql`select trip_cabin_id, booked, held from ${usageAt(at)} where trip_cabin_id in ${tripCabinIds}`,
  );
  for (const row of (result as unknown as { rows: UsageRow[] }).rows) {
    usage.set(row.trip_cabin_id, { booked: Number(row.booked), held: Number(row.held) });
  }
  return usage;
}
