/**
 * Queueing an e-mail: no header injection, queued in the transaction of the change that causes it.
 *
 * A mail is a row in `mail_outbox`, written with the caller's executor: pass the open transaction of the
 * change that causes the mail, so both commit or roll back together. The worker (mail-worker.ts) delivers
 * it afterwards and retries until the SMTP server accepts it.
 *
 * Header fields are checked here, before anything is stored: `to` and `replyTo` must each be one address
 * by the site's single e-mail rule (`isValidEmail` in core/shared/email.ts, the rule sign-up, the profile
 * and the contact form use: no display name, no list, no quotes, RFC 5321 lengths), and none of `to`,
 * `replyTo`, `subject` may hold a line break, which is how a form field would smuggle extra headers (a
 * Bcc:) into the message.
 */
import type { Executor } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { isValidEmail } from "../shared/email.ts";
import { AppError } from "../shared/errors.ts";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What caused it, e.g. "password-reset", "contact". */
  kind: string;
};

/** RFC 5322's hard line limit; a subject longer than this is a mistake, not a message. */
export const MAX_SUBJECT_LENGTH = 998;

const LINE_BREAK = /[\r\n]/;
/** C0 controls (tab aside) and DEL: never part of a header a person typed. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

function checkHeaderText(value: string, field: string, label: string): void {
  if (LINE_BREAK.test(value)) {
    throw new AppError("bad_request", `${label} must not contain line breaks`, field);
  }
  if (hasControlCharacter(value)) {
    throw new AppError("bad_request", `${label} must not contain control characters`, field);
  }
}

function checkAddress(value: unknown, field: string, label: string): string {
  if (typeof value !== "string") throw new AppError("bad_request", `${label} is required`, field);
  checkHeaderText(value, field, label);
  const address = value.trim();
  if (!isValidEmail(address)) {
    throw new AppError("bad_request", `${label} must be a single e-mail address`, field);
  }
  return address;
}

/** Checks a mail and returns the values to store (addresses and subject trimmed). Throws AppError. */
export function validateOutgoingMail(mail: OutgoingMail): OutgoingMail {
  const to = checkAddress(mail.to, "to", "Recipient");
  const replyTo =
    mail.replyTo === undefined ? undefined : checkAddress(mail.replyTo, "replyTo", "Reply-To address");
  if (typeof mail.subject !== "string") throw new AppError("bad_request", "Subject is required", "subject");
  checkHeaderText(mail.subject, "subject", "Subject");
  const subject = mail.subject.trim();
  if (subject === "") throw new AppError("bad_request", "Subject is required", "subject");
  if (subject.length > MAX_SUBJECT_LENGTH) {
    throw new AppError("bad_request", `Subject must be at most ${MAX_SUBJECT_LENGTH} characters`, "subject");
  }
  if (typeof mail.text !== "string") throw new AppError("bad_request", "Text is required", "text");
  if (mail.html !== undefined && typeof mail.html !== "string") {
    throw new AppError("bad_request", "HTML must be text", "html");
  }
  const kind = typeof mail.kind === "string" ? mail.kind.trim() : "";
  if (kind === "") throw new AppError("bad_request", "Kind is required", "kind");
  return { to, replyTo, subject, text: mail.text, html: mail.html, kind };
}

/**
 * What an outbox row holds of a message, once the message is valid. `queueMail` writes it; a writer
 * that queues its e-mail inside one database call of its own (the booking's `place_booking`) sends it.
 */
export function outboxFields(mail: OutgoingMail) {
  const valid = validateOutgoingMail(mail);
  return {
    toAddress: valid.to,
    replyTo: valid.replyTo ?? null,
    subject: valid.subject,
    text: valid.text,
    html: valid.html ?? null,
    kind: valid.kind,
  };
}

/**
 * Queues one mail: inserts a pending row in `mail_outbox` through `executor` (the caller's transaction,
 * so the mail exists exactly when the change that caused it does), created and due at `now` (the
 * services' clock: the outbox is listed and delivered in that order). Call the worker's `wake()` after
 * the transaction commits for prompt delivery.
 */
export async function queueMail(executor: Executor, mail: OutgoingMail, now: Date): Promise<{ id: string }> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...outboxFields(mail), status: "pending", createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The mail outbox insert returned no row");
  return { id: row.id };
}
