/**
 * The admin console's view of the mail outbox: a page of mails, newest first, filtered by status and
 * searched by recipient or subject; and one mail by id. With no SMTP server configured this is where
 * the site's mail is read.
 */
import { isId } from "../shared/ids.ts";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { MailStatus } from "./mail-status.ts";
import { AppError } from "../shared/errors.ts";
import { type ListPaging, listPaging, pageWindow, searchPattern } from "../shared/list-query.ts";

export type OutboxMail = typeof mailOutbox.$inferSelect;

export type MailListQuery = {
  /** 1-based; default 1. */
  page?: number;
  /** Default 20, at most 100. */
  perPage?: number;
  status?: MailStatus;
  /** Matched case-insensitively anywhere in the recipient or the subject. */
  search?: string;
};

export const DEFAULT_MAILS_PER_PAGE = 20;
export const MAX_MAILS_PER_PAGE = 100;

export async function listMails(
  db: Executor,
  query: MailListQuery = {},
): Promise<{ mails: OutboxMail[] } & ListPaging> {
  const paging = pageWindow(query, { perPage: DEFAULT_MAILS_PER_PAGE, max: MAX_MAILS_PER_PAGE });
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(mailOutbox.status, query.status));
  const pattern = searchPattern(query.search);
  if (pattern) {
    conditions.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [mails, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ count: count() }).from(mailOutbox).where(where),
  ]);
  return { mails, ...listPaging(paging, total?.count ?? 0) };
}

export async function getMail(db: Executor, id: string): Promise<OutboxMail> {
  if (!isId(id)) throw AppError.notFound("Mail");
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) throw AppError.notFound("Mail");
  return mail;
}

export type OutboxCounts = {
  /** Mails by status; a status with none is absent. */
  byStatus: Partial<Record<MailStatus, number>>;
  /** Mails not yet sent whose delivery failed at least once (waiting for their next try). */
  retrying: number;
};

/** How many mails the outbox holds by status, for the metrics (server/metrics.ts). */
export async function countMails(db: Executor): Promise<OutboxCounts> {
  const rows = await db
    .select({
      status: mailOutbox.status,
      mails: count(),
      retrying: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0 and ${mailOutbox.status} in ('pending', 'sending')))::int`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: OutboxCounts = { byStatus: {}, retrying: 0 };
  for (const row of rows) {
    counts.byStatus[row.status] = Number(row.mails);
    counts.retrying += Number(row.retrying);
  }
  return counts;
}
