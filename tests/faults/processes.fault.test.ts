/**
 * A process killed with SIGKILL mid-booking (the other keeps serving, the restarted one repeats
 * nothing), the embedded database's server killed and restarted at once (its own dead lock does not
 * refuse it), and the SMTP server down for a while (mails wait and go once, when it is back).
 *
 * A kill mid-webhook is proved by tests/server/payment-crash.int.test.ts (in `npm test`): the
 * payment is applied exactly once after the restart and the provider's retries.
 */
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { count, eq, gte } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, mailOutbox } from "../../db/schema.ts";
import { freePort, killServerProcesses, startServerProcess } from "../support/server-process.ts";
import { tempFolder } from "../support/temp-folder.ts";
import {
  book,
  expectAcknowledgedBookingsKept,
  expectOnlyPlainAnswers,
  type FaultSite,
  loadSite,
  startFaultSite,
  startSiteProcess,
  waitReady,
} from "./site.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let site: FaultSite;
beforeAll(async () => {
  site = await startFaultSite();
});
afterEach(killServerProcesses);
afterAll(async () => {
  await killServerProcesses();
  await site?.close();
});

async function bookingCount(): Promise<number> {
  const [row] = await site.database.db.select({ n: count() }).from(bookings);
  return row!.n;
}

describe("kill -9 of one of two processes mid-booking", () => {
  it("leaves the other serving; the restarted one completes nothing twice", async () => {
    const dataDir = tempFolder("fault-killed-");
    const killed = await startSiteProcess(site, { DATA_DIR: dataDir });
    const survivor = await startSiteProcess(site);
    let targets = [killed.url, survivor.url];
    const load = loadSite(site, () => targets);
    await pause(1_500);
    killed.child.kill("SIGKILL");
    await killed.exited;
    const killedAt = load.answers.length;
    targets = [survivor.url];
    await pause(1_500);
    const answers = await load.stop();

    // The survivor answered every booking after the kill itself.
    const afterKill = answers.slice(killedAt).filter((answer) => answer.status !== 0);
    expect(afterKill.length).toBeGreaterThan(5);
    expect(afterKill.filter((answer) => answer.bookingId).length).toBeGreaterThan(0);
    expectOnlyPlainAnswers(answers);
    await expectAcknowledgedBookingsKept(site, answers);

    // Whatever the killed process had in flight either committed or did not; nothing is replayed on
    // restart: the bookings and their mails stay as they were.
    const before = await bookingCount();
    const mailsBefore = await bookingMails();
    const restarted = await startSiteProcess(site, { DATA_DIR: dataDir });
    await waitReady(restarted.url);
    await pause(2_500); // the mail worker's first runs
    expect(await bookingCount()).toBe(before);
    expect(await bookingMails()).toEqual(mailsBefore);
    expect((await book(restarted.url, site, site.nextGuest())).status).toBe(201);
  });
});

/** Each booking's "booking received" mails: one per booking, however the processes died. */
async function bookingMails(): Promise<number> {
  const rows = await site.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "booking-received"));
  const [{ n } = { n: 0 }] = rows;
  expect(n).toBe(await bookingCount());
  return n;
}

describe("kill -9 of the embedded database's server", () => {
  it("is started again at once: its own dead lock does not refuse it as in use", async () => {
    const env = { DATA_DIR: tempFolder("fault-pglite-"), SEED_DEMO: "false", LOG_LEVEL: "warn" };
    const first = await startServerProcess(env);
    first.child.kill("SIGKILL");
    await first.exited;
    // At once: the lock was refreshed a moment ago and would look held for another 10 s by time alone.
    const second = await startServerProcess(env);
    expect(second.output()).not.toContain("in use by another running server");
    expect((await fetch(`${second.url}/api/v1/ready`)).status).toBe(200);
    // A live owner is still refused: db/data-dir-lock.test.ts ("is refused while the recorded owner runs").
  });
});

describe("SMTP down for a while", () => {
  it("keeps the mails waiting, then sends each once when the server is back", async () => {
    const smtpPort = await freePort();
    const folder = tempFolder("fault-smtp-");
    const clockFile = path.join(folder, "clock-offset");
    writeFileSync(clockFile, "0");
    const server = await startSiteProcess(site, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CLOCK_OFFSET_FILE: clockFile,
    });
    const since = new Date(Date.now() - 1_000);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await book(server.url, site, site.nextGuest());
      expect(answer.status).toBe(201);
      made.push(answer.bookingId!);
    }
    const ours = () => site.database.db.select().from(mailOutbox).where(gte(mailOutbox.createdAt, since));
    const waiting = async () =>
      (await ours()).filter((row) => row.kind === "booking-received" && row.sentAt === null);
    // Tried, refused (nothing listens), and waiting for the next try.
    await vi.waitFor(
      async () => {
        const rows = await waiting();
        expect(rows.length).toBeGreaterThanOrEqual(made.length);
        expect(rows.every((row) => row.attempts > 0 && row.status === "pending")).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback(null, "Queued");
        });
      },
    });
    smtp.on("error", () => {});
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
    expect((smtp.server.address() as AddressInfo).port).toBe(smtpPort);
    try {
      // The server's clock past the retry's back-off (30 s after the first failure, 1 min after a second).
      writeFileSync(clockFile, String(5 * 60 * 1000));
      await vi.waitFor(async () => expect(await waiting()).toEqual([]), { timeout: 20_000, interval: 200 });
      await pause(2_500);
      // Each booking mail went once, and every mail the SMTP server took (older waiting ones included,
      // e.g. one a killed process had queued) is one outbox row sent once: as many received as recorded.
      const sent = (await ours()).filter((row) => row.kind === "booking-received" && row.sentAt !== null);
      expect(sent.length).toBeGreaterThanOrEqual(made.length);
      expect(sent.every((row) => row.deliveredVia === "smtp")).toBe(true);
      const viaSmtp = await site.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.deliveredVia, "smtp"));
      expect(received.length).toBe(viaSmtp[0]!.n);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
