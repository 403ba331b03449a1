/**
 * Where the mail worker hands a mail: an SMTP server (nodemailer), or nowhere (the outbox is the
 * mailbox, read by admins in the console). `createMailTransport(config.mail)` picks one.
 */
import { createTransport, type SMTPTransportOptions } from "nodemailer";

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

/** Header fields are one line each, whatever a stored row holds (queueMail refuses line breaks already). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

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
    await this.transporter.sendMail({
      messageId: messageIdFor(message.id, message.from),
      from: message.from,
      to: { name: "", address: oneLine(message.to) },
      replyTo: message.replyTo ? { name: "", address: oneLine(message.replyTo) } : undefined,
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html ?? undefined,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
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

  async send(_message: TransportMessage): Promise<void> {}
}

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.kind === "smtp" ? new SmtpTransport(settings.url) : new OutboxOnlyTransport();
}
