/**
 * The mail worker against a real SMTP peer (smtp-server on 127.0.0.1) and a real database, with a
 * clock the tests move.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { type OutgoingMail, queueMail } from "./mail.ts";
import { MailWorker, type MailWorkerOptions, retryDelayMs, SENDING_CLAIM_MS } from "./mail-worker.ts";
import { type MailTransport, messageIdFor, OutboxOnlyTransport, SmtpTransport } from "./transport.ts";

const FROM = "Andaman Liveaboards <bookings@andaman-liveaboards.test>";
const START = new Date("2031-03-01T09:00:00.000Z");
const MINUTE = 60_000;

type Received = {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
  /** Header lines, unfolded, names lower-cased, in order. */
  headers: [string, string][];
  header(name: string): string[];
  body: string;
};

function parseMessage(raw: string, mailFrom: string | undefined, rcptTo: string[]): Received {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, end).replace(/\r\n(?=[ \t])/g, "");
  const headers = head.split("\r\n").map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  return {
    mailFrom,
    rcptTo,
    raw,
    headers,
    header: (name) => headers.filter(([key]) => key === name.toLowerCase()).map(([, value]) => value),
    body: raw.slice(end + 4),
  };
}

/** An SMTP server that keeps what it accepts; `reject` makes it answer DATA with an error. */
class SmtpPeer {
  readonly received: Received[] = [];
  reject: { code: number; message: string } | undefined;
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.reject) {
            const error = Object.assign(new Error(this.reject.message), { responseCode: this.reject.code });
            callback(error);
            return;
          }
          const { mailFrom, rcptTo } = session.envelope;
          this.received.push(
            parseMessage(
              Buffer.concat(chunks).toString("utf8"),
              mailFrom ? mailFrom.address : undefined,
              rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback(null, "Queued");
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      const listener = server.listen(port, "127.0.0.1", () => resolve());
      listener.once("error", reject);
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const mail = (fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "diver@example.com",
  subject: "Your booking is confirmed",
  text: "Dear diver,\n\nSee you on board the MV Manta.\n",
  kind: "booking",
  ...fields,
});

describe(`mail worker on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let db: Database;
  let peer: SmtpPeer;
  let smtp: SmtpTransport;
  let clock: Date;
  let warnings: { obj: object; msg: string }[];
  const workers: MailWorker[] = [];

  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
  const makeWorker = (transport: MailTransport = smtp, options: Partial<MailWorkerOptions> = {}) => {
    const worker = new MailWorker(db, transport, { from: FROM, now, log, ...options });
    workers.push(worker);
    return worker;
  };
  const queue = async (fields: Partial<OutgoingMail> = {}) =>
    (await db.transaction((tx) => queueMail(tx, mail(fields), clock))).id;
  const row = async (id: string) => {
    const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  };
  /** The Message-ID a mail goes out with, and those of the mails the SMTP peer took, in order. */
  const messageId = (id: string) => `<${id}@andaman-liveaboards.test>`;
  const receivedIds = () => peer.received.map((message) => message.header("message-id")[0]);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    await db.delete(mailOutbox);
    clock = START;
    warnings = [];
    peer = new SmtpPeer();
    await peer.start();
    smtp = new SmtpTransport(peer.url, { ignoreTLS: true, secure: false });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    smtp.close();
    await peer.stop();
  });

  it("delivers a queued mail once, with the right envelope, headers and body", async () => {
    const id = await queue({ replyTo: "office@example.com", html: "<p>See you on board the MV Manta.</p>" });
    const worker = makeWorker();

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    expect(receivedIds()).toEqual([messageId(id)]);
    const message = peer.received[0]!;
    expect(message.mailFrom).toBe("bookings@andaman-liveaboards.test");
    expect(message.rcptTo).toEqual(["diver@example.com"]);
    expect(message.header("from")).toEqual([FROM]);
    expect(message.header("to")).toEqual(["diver@example.com"]);
    expect(message.header("reply-to")).toEqual(["office@example.com"]);
    expect(message.header("subject")).toEqual(["Your booking is confirmed"]);
    expect(message.header("message-id")).toEqual([`<${id}@andaman-liveaboards.test>`]);
    expect(message.header("content-type")[0]).toMatch(/^multipart\/alternative/);
    expect(message.body).toContain("See you on board the MV Manta.");
    expect(message.body).toContain("<p>See you on board the MV Manta.</p>");

    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: START,
      deliveredVia: "smtp",
      lastError: null,
    });
    expect(warnings).toEqual([]);
  });

  it("sends a mail again with the same Message-ID when it was accepted but not recorded as sent", async () => {
    const id = await queue();
    // The server accepts the mail, then the worker "crashes" before recording it: the outcome is lost.
    const acceptedThenLost: MailTransport = {
      name: "smtp",
      send: async (message) => {
        await smtp.send(message);
        throw new Error("process died before marking the mail sent");
      },
    };
    expect(await makeWorker(acceptedThenLost).runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    advance(retryDelayMs(1));
    expect(await makeWorker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    const ids = peer.received.map((message) => message.header("message-id"));
    expect(ids).toEqual([[`<${id}@andaman-liveaboards.test>`], [`<${id}@andaman-liveaboards.test>`]]);
    expect(messageIdFor(id, FROM)).toBe(`<${id}@andaman-liveaboards.test>`);
    expect(messageIdFor(id, "bookings@Example.COM")).toBe(`<${id}@example.com>`);
  });

  it("keeps the mail pending with backoff while the server is down, then delivers it exactly once", async () => {
    const id = await queue();
    const worker = makeWorker();
    await peer.stop();

    // 1st attempt: connection refused.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    let state = await row(id);
    expect(state).toMatchObject({ status: "pending", attempts: 1, sentAt: null, deliveredVia: null });
    expect(state.lastError).toMatch(/ECONNREFUSED/);
    expect(state.nextAttemptAt).toEqual(new Date(START.getTime() + 30_000));
    expect(warnings.map((w) => w.msg)).toEqual(["mail outbox: delivery failed, will retry"]);

    // Not due yet: nothing is tried.
    advance(29_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    // 2nd attempt: the server is back but answers DATA with a temporary error.
    await peer.start();
    peer.reject = { code: 451, message: "Try again later" };
    advance(1_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    state = await row(id);
    expect(state).toMatchObject({ status: "pending", attempts: 2 });
    expect(state.lastError).toMatch(/451/);
    expect(state.nextAttemptAt).toEqual(new Date(clock.getTime() + 60_000));
    expect(peer.received).toEqual([]);

    // The server recovers; the clock passes the backoff: delivered once.
    peer.reject = undefined;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    advance(60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    const sentAt = clock;
    advance(60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    expect(receivedIds()).toEqual([messageId(id)]);
    expect(peer.received[0]!.header("message-id")).toEqual([`<${id}@andaman-liveaboards.test>`]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, sentAt, deliveredVia: "smtp" });
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("marks a mail failed after maxAttempts and leaves it alone afterwards", async () => {
    const id = await queue();
    peer.reject = { code: 550, message: "Mailbox unavailable" };
    const worker = makeWorker(smtp, { maxAttempts: 3 });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    advance(60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    advance(60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });

    const state = await row(id);
    expect(state).toMatchObject({ status: "failed", attempts: 3, sentAt: null, deliveredVia: null });
    expect(state.lastError).toMatch(/550/);
    expect(warnings.at(-1)?.msg).toBe("mail outbox: delivery failed for good");

    peer.reject = undefined;
    advance(24 * 60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(peer.received).toEqual([]);
  });

  it("lets two workers running at once deliver each of 5 mails exactly once", async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await queue({ subject: `Mail ${i}` }));
    const drain = async (worker: MailWorker) => {
      let handled = 0;
      for (;;) {
        const result = await worker.runOnce();
        const count = result.sent + result.failed + result.retried;
        if (count === 0) return handled;
        handled += count;
      }
    };
    const a = makeWorker(smtp, { batchSize: 2 });
    const secondSmtp = new SmtpTransport(peer.url, { ignoreTLS: true });
    const b = makeWorker(secondSmtp, { batchSize: 2 });

    const [byA, byB] = await Promise.all([drain(a), drain(b)]).finally(() => secondSmtp.close());

    expect(byA + byB).toBe(5);
    const received = peer.received.map((message) => message.header("message-id")[0]).sort();
    expect(received).toEqual(ids.map((id) => `<${id}@andaman-liveaboards.test>`).sort());
    const rows = await db.select().from(mailOutbox);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(["sent", 1]));
  });

  it("takes again a mail stuck in 'sending' once its claim expires, and ignores the stale sender", async () => {
    const id = await queue();
    // A worker claims the mail and hangs in the middle of sending (as a process that died would).
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let failHungSend!: (error: Error) => void;
    const hung: MailTransport = {
      name: "smtp",
      send: () =>
        new Promise<void>((_resolve, reject) => {
          failHungSend = reject;
          sendStarted();
        }),
    };
    const stuckRun = makeWorker(hung).runOnce();
    await started;
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 });

    const rescuer = makeWorker();
    advance(9 * MINUTE);
    expect(await rescuer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    advance(2 * MINUTE); // 11 minutes in "sending"
    expect(SENDING_CLAIM_MS).toBeLessThan(11 * MINUTE);
    expect(await rescuer.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(receivedIds()).toEqual([messageId(id)]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, deliveredVia: "smtp" });

    // The hung send finally fails: it no longer holds the claim, so it records nothing.
    failHungSend(new Error("socket timeout"));
    expect(await stuckRun).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it.each([
    ["a quote", 'di"ver@example.com'],
    ["a comma", "diver,boss@example.com"],
    ["a second at sign", "diver@evil.example@example.com"],
    ["a 65-character local part", `${"a".repeat(65)}@example.com`],
  ])(
    "marks a stored recipient with %s failed at once, with the reason, and sends nothing",
    async (_what, address) => {
      // Written past queueMail (by hand, or before the one e-mail rule): the transport still refuses it.
      const [bypassed] = await db
        .insert(mailOutbox)
        .values({ toAddress: address, subject: "Reset your password", text: "Hello", kind: "password-reset" })
        .returning();
      for (const transport of [smtp, new OutboxOnlyTransport()]) {
        await db.update(mailOutbox).set({ status: "pending", attempts: 0, lastError: null });
        expect(await makeWorker(transport).runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
        const state = await row(bypassed!.id);
        expect(state).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
        expect(state.lastError).toBe(
          `Recipient ${JSON.stringify(address)} is not a single valid e-mail address`,
        );
      }
      expect(peer.received).toHaveLength(0);
    },
  );

  it("with OutboxOnlyTransport marks mails sent via 'outbox' and sends nothing", async () => {
    const ids = [await queue(), await queue({ to: "other@example.com" })];
    const worker = makeWorker(new OutboxOnlyTransport());

    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });

    for (const id of ids) {
      expect(await row(id)).toMatchObject({
        status: "sent",
        deliveredVia: "outbox",
        sentAt: START,
        attempts: 1,
      });
    }
    expect(peer.received).toEqual([]);
  });

  it("never lets a line break in a contact-style subject reach the SMTP peer as a header", async () => {
    const attack = "Website enquiry from Eve\r\nBcc: victim@example.net\r\nX-Injected: yes";
    await expect(
      queue({ subject: attack, replyTo: "eve@example.org", kind: "contact" }),
    ).rejects.toMatchObject({
      code: "bad_request",
      field: "subject",
    });
    await expect(
      queue({
        subject: "Website enquiry",
        replyTo: "eve@example.org\r\nBcc: victim@example.net",
        kind: "contact",
      }),
    ).rejects.toMatchObject({ code: "bad_request", field: "replyTo" });
    expect(await db.select().from(mailOutbox)).toEqual([]);

    // Even a row that bypassed queueMail (written by hand, or before the check existed) stays one header.
    const [bypassed] = await db
      .insert(mailOutbox)
      .values({ toAddress: "office@example.com", subject: attack, text: "Hello", kind: "contact" })
      .returning();
    expect(await makeWorker().runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    expect(receivedIds()).toEqual([messageId(bypassed!.id)]);
    const message = peer.received[0]!;
    expect(message.rcptTo).toEqual(["office@example.com"]);
    expect(message.header("bcc")).toEqual([]);
    expect(message.header("x-injected")).toEqual([]);
    expect(message.raw).not.toMatch(/^(bcc|x-injected):/im);
    expect(message.header("subject")).toEqual([
      "Website enquiry from Eve Bcc: victim@example.net X-Injected: yes",
    ]);
    expect(message.header("message-id")).toEqual([`<${bypassed!.id}@andaman-liveaboards.test>`]);
  });

  it("runs on a timer once started, delivers promptly on wake(), and stops cleanly", async () => {
    const worker = makeWorker(smtp, { now: () => new Date() });
    worker.wake(); // not started: nothing happens
    worker.start(60_000); // a run now, then every minute: only wake() can deliver within the test

    const id = await queue();
    worker.wake();
    await waitFor(() => peer.received.length === 1);
    await waitFor(async () => (await row(id)).status === "sent");
    await worker.stop();

    const waiting = await queue();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      worker.wake(); // stopped: no run is scheduled
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect((await row(waiting)).status).toBe("pending");
    expect(receivedIds()).toEqual([messageId(id)]);
  });

  it("logs an error in a run and keeps going", async () => {
    const broken = {
      transaction: () => Promise.reject(new Error("database unavailable")),
    } as unknown as Database;
    const worker = new MailWorker(broken, smtp, { from: FROM, now, log });
    workers.push(worker);
    await expect(worker.runOnce()).rejects.toThrow("database unavailable");

    worker.start(10);
    await waitFor(() => warnings.length >= 2);
    await worker.stop();
    expect(warnings[0]).toMatchObject({ msg: "mail outbox: run failed" });
  });
});

function waitFor(condition: () => boolean | Promise<boolean>, timeout = 5000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error("condition not met in time");
    },
    { timeout, interval: 10 },
  );
}
