/**
 * Throttling of guesses at one account's password or code. Failures on an account are counted: after
 * a few, each further try must wait (doubling, up to 5 minutes); past the hourly cap the account's
 * sign-in is refused until the hour passes, while a password reset still works for the real owner.
 */
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import type { SessionMeta } from "./session-service.ts";

/** Failed sign-ins on one account before each further try must wait. */
export const FREE_LOGIN_FAILURES = 5;
/** Failed sign-ins on one account in an hour after which sign-in is refused (ASVS 6.3.1: ≤ 100). */
export const MAX_LOGIN_FAILURES_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;
const MAX_WAIT_MS = 5 * 60 * 1000;

/**
 * Whether one more try may go ahead, from the failures of the last hour and when the last one was:
 * `null` when it may, otherwise why not (and how many seconds to wait, when waiting helps).
 */
export function throttleVerdict(
  failuresInLastHour: number,
  lastFailureAt: Date | undefined,
  now: Date,
): null | { locked: true } | { locked: false; waitSeconds: number } {
  if (failuresInLastHour >= MAX_LOGIN_FAILURES_PER_HOUR) return { locked: true };
  if (failuresInLastHour < FREE_LOGIN_FAILURES) return null;
  const waitMs = Math.min(2 ** (failuresInLastHour - FREE_LOGIN_FAILURES) * 1000, MAX_WAIT_MS);
  const readyAt = (lastFailureAt?.getTime() ?? 0) + waitMs;
  if (now.getTime() >= readyAt) return null;
  return { locked: false, waitSeconds: Math.ceil((readyAt - now.getTime()) / 1000) };
}

/**
 * Takes one try at an account's password or code, or refuses it when the account is throttled. The
 * try is written down as a failure before the password is checked, and taken back (`endAttempt`) when
 * it proves right: the check and the record are one step under a lock per account (across every
 * process on the database), so a burst of simultaneous guesses is counted as the same guesses one by
 * one, and gets no more password checks than they would.
 */
export async function beginAttempt(
  db: Database,
  now: Date,
  email: string,
  meta: SessionMeta,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
    await assertNotThrottled(tx, email, now);
    const [row] = await tx
      .insert(loginFailures)
      .values({ email, ip: meta.ip.slice(0, 64), at: now })
      .returning({ id: loginFailures.id });
    return row!;
  });
}

/** The try proved right (or was not a guess): it no longer counts as a failure. */
export async function endAttempt(db: Database, attempt: { id: string }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
}

async function assertNotThrottled(tx: Transaction, email: string, now: Date): Promise<void> {
  const recent = and(eq(loginFailures.email, email), gt(loginFailures.at, new Date(now.getTime() - HOUR_MS)));
  const [{ failures } = { failures: 0 }] = await tx
    .select({ failures: count() })
    .from(loginFailures)
    .where(recent);
  const [last] =
    failures >= FREE_LOGIN_FAILURES
      ? await tx
          .select({ at: loginFailures.at })
          .from(loginFailures)
          .where(recent)
          .orderBy(desc(loginFailures.at))
          .limit(1)
      : [];
  const verdict = throttleVerdict(failures, last?.at, now);
  if (!verdict) return;
  if (verdict.locked) {
    throw new AppError(
      "rate_limited",
      "Too many failed sign-ins for this account. Try again in an hour, or reset your password.",
    );
  }
  const seconds = verdict.waitSeconds;
  throw new AppError(
    "rate_limited",
    `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}
