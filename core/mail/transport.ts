/**
 * Where the mail worker hands a mail: an SMTP server (nodemailer), or nowhere (the outbox is the
 * mailbox, read by admins in the console). `createMailTransport(config.mail)` picks one.
 */
import { createTransport, type SendMailOptions, type SMTPTransportOptions } from "nodemailer";
import { isValidEmail } from "../shared/email.ts";

/** One outbox row as the transport needs it. */
export type TransportMessage = {
  /** The outbox row id: the Message-ID is built from it, so a re-send is the same message. */
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
};

export interface MailTransport {
  /** Stored as the row's `delivered_via` once sent. */
  readonly name: "smtp" | "outbox";
  /** Resolves once the mail is accepted (by the SMTP server); rejects to have the worker retry later. */
  send(message: TransportMessage): Promise<void>;
}

/** The mail settings of `server/config.ts` (`config.mail`). */
export type MailSettings = { kind: "smtp"; url: string; from: string } | { kind: "outbox"; from: string };

/** The domain of the sender's address ("Name <a@b.example>" → "b.example"); "localhost" when it has none. */
export function senderDomain(from: string): string {
  const match = /@([^@\s<>]+)>?\s*$/.exec(from.trim());
  const domain = match?.[1]?.toLowerCase().replace(/[^a-z0-9.-]/g, "") ?? "";
  return domain === "" ? "localhost" : domain;
}

/**
 * The Message-ID of an outbox row: `<{row id}@{sender's domain}>`. Every send of a row carries the same
 * one, so a mail sent again after a crash (accepted by the server, not yet marked sent) is recognisable
 * as a duplicate by the receiving systems, and threads as the same message.
 */
export function messageIdFor(id: string, from: string): string {
  return `<${id}@${senderDomain(from)}>`;
}

/**
 * A mail that can never be delivered as it stands: trying again would not help, so the worker marks it
 * failed at once, with this message as the reason.
 */
export class UndeliverableMailError extends Error {
  override readonly name = "UndeliverableMailError";
}

/**
 * The addresses a transport accepts: one address by the site's e-mail rule (`isValidEmail`, the rule
 * every form and the outbox use). nodemailer would not refuse the others: it rewrites them (a comma, a
 * quote or a second "@" puts the local part in quotes, angle brackets and control characters are
 * dropped), which delivers to a different mailbox than the one stored. A row written before the rule,
 * or by hand, is refused here instead.
 */
function checkAddress(address: string, label: string): string {
  if (!isValidEmail(address)) {
    throw new UndeliverableMailError(
      `${label} ${JSON.stringify(address)} is not a single valid e-mail address`,
    );
  }
  return address;
}

/** Header fields are one line each, whatever a stored row holds (queueMail refuses line breaks already). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** What nodemailer is given for one outbox row. Throws {@link UndeliverableMailError} for a bad address. */
export function mailOptionsFor(message: TransportMessage): SendMailOptions {
  return {
    messageId: messageIdFor(message.id, message.from),
    from: message.from,
    to: { name: "", address: checkAddress(message.to, "Recipient") },
    replyTo: message.replyTo ? { name: "", address: checkAddress(message.replyTo, "Reply-To") } : undefined,
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html ?? undefined,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Timeouts well under the worker's 10-minute claim on a row, so a hung server cannot outlive it. */
const DEFAULT_TIMEOUTS: SMTPTransportOptions = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

/**
 * Delivers through an SMTP server given by URL (`smtp://user:pass@host:587`, `smtps://…:465`). Options in
 * `extra` (e.g. `{ ignoreTLS: true }` for a test server) are applied under the URL's own settings.
 */
export class SmtpTransport implements MailTransport {
  readonly name = "smtp" as const;
  private readonly transporter;

  constructor(url: string, extra: SMTPTransportOptions = {}) {
    this.transporter = createTransport({
      ...DEFAULT_TIMEOUTS,
      ...extra,
      url,
      // Message fields here are plain strings; never let one be read as a file path or a URL to fetch.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(message: TransportMessage): Promise<void> {
    await this.transporter.sendMail(mailOptionsFor(message));
  }

  /** Connects and (when configured) authenticates, without sending: a start-up or health check. */
  async verify(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Delivers nowhere: with no SMTP server configured the mail stays readable in the outbox, and the worker
 * marks it sent with `delivered_via` "outbox".
 */
export class OutboxOnlyTransport implements MailTransport {
  readonly name = "outbox" as const;

  /** Checks the addresses only, so a mail the SMTP transport would refuse is marked failed here too. */
  async send(message: TransportMessage): Promise<void> {
    mailOptionsFor(message);
  }
}

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.kind === "smtp" ? new SmtpTransport(settings.url) : new OutboxOnlyTransport();
}
