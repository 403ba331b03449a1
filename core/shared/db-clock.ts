/**
 * The transaction's clock. The capacity triggers and functions (the migration baseline) read the instant
 * of a write from the transaction setting `app.now`, so that a hold runs out by the injected Clock and
 * not by the database server's: every transaction that writes bookings, payments or capacity sets it
 * first, through this one helper.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

/**
 * Sets `app.now` to `now` for the rest of the transaction `tx` (and, when given, the lock timeout in
 * milliseconds), in one round trip.
 */
export async function withClock(tx: Executor, now: Date, options: { lockTimeoutMs?: number } = {}) {
  const lockTimeout =
    options.lockTimeoutMs === undefined
      ? sql``
      : sql`, set_config('lock_timeout', ${`${options.lockTimeoutMs}ms`}, true)`;
  await tx.execute(sql`select set_config('app.now', ${now.toISOString()}, true)${lockTimeout}`);
}
