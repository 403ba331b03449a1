/**
 * The SQL side of core/shared/holds.ts, for queries built with Drizzle: the database function
 * `hold_is_live` and the state a row reads as at an instant.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** `hold_is_live(state, hold_expires_at, at)`: true when the row is held and its hold runs out after `at`. */
export function holdIsLiveSql(state: SQLWrapper, holdExpiresAt: SQLWrapper, at: Date): SQL<boolean> {
  return sql<boolean>`hold_is_live(${state}, ${holdExpiresAt}, ${at.toISOString()}::timestamptz)`;
}

/** The state as readers see it at `at` (a held row whose hold ran out reads `expired`), as SQL text. */
export function stateAtSql(state: SQLWrapper, holdExpiresAt: SQLWrapper, at: Date): SQL<string> {
  return sql<string>`case when ${state} = 'held' and not ${holdIsLiveSql(state, holdExpiresAt, at)} then 'expired' else ${state} end`;
}
