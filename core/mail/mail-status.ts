/**
 * Where a mail in the outbox stands. Shared by the database schema (its CHECK constraint), the worker,
 * the admin API's filter and the admin screens; kept apart from the schema so the browser can import it.
 */
export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];
