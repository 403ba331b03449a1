/**
 * Delivers the mail outbox (queued with the change, retried until sent).
 *
 * One run:
 * 1. claims due rows in a short transaction (`FOR UPDATE SKIP LOCKED`, so two workers or two processes
 *    never take the same row): status "sending", attempts + 1, and `next_attempt_at` moved to the end of
 *    a 10-minute claim;
 * 2. sends each claimed row outside any transaction;
 * 3. records the outcome: "sent" (with `sent_at` and `delivered_via`), or back to "pending" with
 *    exponential backoff and `last_error`, or "failed" once `maxAttempts` is reached, or at once when the
 *    transport says the mail can never be delivered (`UndeliverableMailError`: a recipient that breaks the
 *    site's e-mail rule).
 *
 * Due means: pending and never tried (a new mail goes out at once, whatever the clocks say), pending with
 * `next_attempt_at` passed, or "sending" with its claim expired: the process that claimed it died
 * mid-send, so the row is taken again. The outcome is written only while the row is still under the
 * claim that sent it (same status and attempt number): a send that outlived its claim changes nothing.
 *
 * Delivery is at least once: a crash after the SMTP server accepted a mail and before it was marked sent
 * sends it again after the claim expires, with the same Message-ID (see transport.ts).
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import { type MailTransport, UndeliverableMailError } from "./transport.ts";

export type MailWorkerLog = { warn(obj: object, msg: string): void };

export type MailWorkerOptions = {
  /** The From header, e.g. `Andaman Liveaboards <bookings@example.com>`. */
  from: string;
  /** Rows claimed per run. Default 10. */
  batchSize?: number;
  /** Attempts before a mail is marked "failed". Default 8. */
  maxAttempts?: number;
  now: Clock;
  log?: MailWorkerLog;
};

export type MailRunResult = { sent: number; failed: number; retried: number };

type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed row may stay "sending" before another run takes it again (a crash mid-send). */
export const SENDING_CLAIM_MS = 10 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 1000;

/** The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

const consoleLog: MailWorkerLog = {
  warn: (obj, msg) => console.warn(msg, obj),
};

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || "unknown error").slice(0, MAX_ERROR_LENGTH);
}

export class MailWorker {
  private readonly from: string;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly now: Clock;
  private readonly log: MailWorkerLog;

  private started = false;
  private intervalMs = 2000;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    options: MailWorkerOptions,
  ) {
    this.from = options.from;
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? 10));
    this.maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 8));
    this.now = options.now;
    this.log = options.log ?? consoleLog;
  }

  /** Claims up to `batchSize` due mails and sends them. Safe to run in several workers at once. */
  async runOnce(): Promise<MailRunResult> {
    return (await this.runBatch()).result;
  }

  private async runBatch(): Promise<{ result: MailRunResult; claimed: number }> {
    const result: MailRunResult = { sent: 0, failed: 0, retried: 0 };
    const claimed = await this.claim();
    for (const row of claimed) {
      try {
        const outcome = await this.deliver(row);
        if (outcome) result[outcome]++;
      } catch (error) {
        // Recording the outcome failed (the database went away): the claim expires and the row is
        // taken again later. Carry on with the rest of the batch.
        this.log.warn({ err: error, mailId: row.id }, "mail outbox: could not record a delivery outcome");
      }
    }
    return { result, claimed: claimed.length };
  }

  private claim(): Promise<OutboxRow[]> {
    const now = this.now();
    const due = or(
      and(
        eq(mailOutbox.status, "pending"),
        or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
      ),
      and(eq(mailOutbox.status, "sending"), lte(mailOutbox.nextAttemptAt, now)),
    );
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
        .limit(this.batchSize)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return [];
      const claimed = await tx
        .update(mailOutbox)
        .set({
          status: "sending",
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + SENDING_CLAIM_MS),
        })
        .where(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
        )
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  private async deliver(row: OutboxRow): Promise<keyof MailRunResult | undefined> {
    const stillOurs = and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, "sending"),
      eq(mailOutbox.attempts, row.attempts),
    );
    let sendError: unknown;
    try {
      await this.transport.send({
        id: row.id,
        from: this.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      sendError = error ?? new Error("send failed");
    }

    const now = this.now();
    if (sendError === undefined) {
      const updated = await this.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now, deliveredVia: this.transport.name, lastError: null })
        .where(stillOurs)
        .returning({ id: mailOutbox.id });
      return updated.length > 0 ? "sent" : undefined;
    }

    const lastError = describeError(sendError);
    // An address the transport refuses stays refused: no point in trying again.
    const giveUp = row.attempts >= this.maxAttempts || sendError instanceof UndeliverableMailError;
    const updated = await this.db
      .update(mailOutbox)
      .set(
        giveUp
          ? { status: "failed", lastError }
          : {
              status: "pending",
              lastError,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
            },
      )
      .where(stillOurs)
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) return undefined;
    this.log.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, error: lastError },
      giveUp ? "mail outbox: delivery failed for good" : "mail outbox: delivery failed, will retry",
    );
    return giveUp ? "failed" : "retried";
  }

  /**
   * Runs the worker on a timer: a run right away, then one `intervalMs` after each run ends (at once
   * when a run filled its batch). Runs never overlap; an error in a run is logged, never thrown.
   */
  start(intervalMs = 2000): void {
    if (this.started) return;
    this.started = true;
    this.intervalMs = intervalMs;
    this.schedule(0);
  }

  /** Asks for a run soon (call after the transaction that queued a mail commits). No-op unless started. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops the timer and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.running || !this.started) return;
    this.runAgain = false;
    let fullBatch = false;
    this.running = (async () => {
      try {
        const { claimed } = await this.runBatch();
        fullBatch = claimed >= this.batchSize;
      } catch (error) {
        this.log.warn({ err: error }, "mail outbox: run failed");
      }
    })();
    await this.running;
    this.running = undefined;
    const again = fullBatch || this.runAgain;
    this.runAgain = false;
    this.schedule(again ? 0 : this.intervalMs);
  }
}
