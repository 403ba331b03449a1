/**
 * What is taken of each cabin type on departures, read from the database's `trip_cabin_usage(at)`
 * function (migration 0005; the bookings issue defines it from booking rows). `at` is the injected
 * clock's instant: a hold counts until its time has passed, with no clean-up job.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { tripCabins } from "../../db/schema.ts";
import type { SpaceUsage } from "./trip-types.ts";

/** The function's rows as a FROM item: `trip_cabin_usage(at)`. */
export const usageAt = (at: Date): SQL => sql`trip_cabin_usage(${at.toISOString()}::timestamptz)`;

/** Free spaces of one departure over all its cabin types at `at`, as an SQL expression on `trips.id`. */
export function freeSpacesOnTripSql(tripId: SQL | string, at: Date): SQL<number> {
  return sql<number>`(
    select coalesce(sum(greatest(tc.spaces - coalesce(u.booked, 0) - coalesce(u.held, 0), 0)), 0)
    from ${tripCabins} tc left join ${usageAt(at)} u on u.trip_cabin_id = tc.id
    where tc.trip_id = ${tripId}
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
