/**
 * Every scheduled job runs on every process (server/serve.ts): the booking sweep (payment reminders,
 * overdue notices, final-details requests), the mail worker and the purge of ended sessions. Here two
 * independent copies of the services, each on its own connection pool as two processes would have,
 * run each job at the same moment on one PostgreSQL database, several rounds: each notice is queued
 * once and each mail is handed to a transport once. (Holds run out by time alone, with no job.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailTransport, TransportMessage } from "../../core/mail/transport.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { bookingNotices, mailOutbox, sessions } from "../../db/schema.ts";
import { loadConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { asCustomer, cabinTypeIds, makeBoat, makeUser, tripInput } from "../support/factories.ts";
import { tempFolder } from "../support/temp-folder.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const postgres = process.env.TEST_DB === "postgres";
const START = new Date("2030-01-06T05:00:00Z");
const DAY = 86_400_000;
const BOOKINGS = 8;

/** A transport that records what it was handed, slowly enough for the two workers to overlap. */
class RecordingTransport implements MailTransport {
  readonly name = "smtp" as const;
  constructor(readonly handed: TransportMessage[]) {}
  async send(message: TransportMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.handed.push(message);
  }
}

describe.skipIf(!postgres)("scheduled jobs on two processes at once (PostgreSQL)", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let clock = START;
  const handed: TransportMessage[] = [];
  let copies: ReturnType<typeof createServices>[];

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openDatabase({ kind: "postgres", url: database.url!, maxConnections: 5 });
    const config = loadConfig({ DATABASE_URL: database.url!, DATA_DIR: tempFolder("sweeps-") });
    const overrides = { now: () => clock, mailTransport: new RecordingTransport(handed) };
    copies = [createServices(database, config, overrides), createServices(second, config, overrides)];
    const [one] = copies;
    const boat = await makeBoat(database.db, {}, [
      { name: "Dorm", spaces: 50, cabinCount: 1, price: 2_000_000 },
    ]);
    const [cabinId] = await cabinTypeIds(database.db, boat.id);
    // Departing in 60 days: the deposit falls due 3 days after booking, the final details 21 days before.
    const departure = new Date(START.getTime() + 60 * DAY).toISOString().slice(0, 10);
    const returnDate = new Date(START.getTime() + 64 * DAY).toISOString().slice(0, 10);
    const { trip } = await one!.tripAdmin.create(
      tripInput({ boatId: boat.id, departure, returnDate, title: "Sweep trip" }),
    );
    for (let i = 0; i < BOOKINGS; i++) {
      const row = await makeUser(database.db, {});
      await one!.bookings.create(asCustomer(row), {
        tripId: trip.id,
        guestArray: [{ cabinId: cabinId!, name: "", equipment: [], courses: [] }],
      });
      await one!.sessions.create(database.db, row.id, { ip: "127.0.0.1", userAgent: "test" });
    }
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it("the booking sweep queues each notice once, however many rounds both processes run", async () => {
    // Reminders before the deposit's due date, overdue notices after it, final-details requests later.
    for (const day of [1, 1, 2, 5, 5, 40, 40]) {
      clock = new Date(START.getTime() + day * DAY);
      await Promise.all(copies.map((copy) => copy.bookingSweep.run()));
    }
    const notices = await database.db.select().from(bookingNotices);
    // A reminder for each booking at least (the sweep did run on both and queued something).
    expect(notices.filter((notice) => notice.kind === "payment-reminder").length).toBe(BOOKINGS);
    const mails = await database.db.select().from(mailOutbox);
    for (const kind of ["payment-reminder", "final-details-request"]) {
      const ofKind = mails.filter((mail) => mail.kind === kind);
      const recipients = ofKind.map((mail) => mail.toAddress);
      expect(new Set(recipients).size, kind).toBe(recipients.length);
    }
    // Each notice row has exactly one mail of its kind behind it.
    const noticeMails = mails.filter((mail) =>
      ["payment-reminder", "payment-overdue", "final-details-request"].includes(mail.kind),
    );
    expect(noticeMails.length).toBe(notices.length);
  });

  it("the mail workers hand each mail to the transport once", async () => {
    const queued = (await database.db.select().from(mailOutbox)).length;
    expect(queued).toBeGreaterThan(BOOKINGS);
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(copies.map((copy) => copy.mailWorker.runOnce()));
      if (results.every((result) => result.sent + result.retried + result.failed === 0)) break;
    }
    const ids = handed.map((message) => message.id);
    expect(ids.length).toBe(queued);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("the purge of ended sessions runs on both without failing either", async () => {
    clock = new Date(START.getTime() + 400 * DAY);
    await Promise.all(copies.map((copy) => copy.sessions.purgeExpired()));
    expect(await database.db.select().from(sessions)).toEqual([]);
  });
});
