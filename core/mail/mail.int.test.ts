import { describe, expect, it } from "vitest";
import type { Executor } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { UNDELIVERABLE_ADDRESSES } from "../../tests/support/email-addresses.ts";
import { databaseForTests } from "../../tests/support/test-database.ts";
import { isAppError } from "../shared/errors.ts";
import { type OutgoingMail, queueMail as queueMailAt } from "./mail.ts";
import { listMails } from "./outbox-reader.ts";

const mail = (fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "diver@example.com",
  subject: "Your booking",
  text: "See you on board.",
  kind: "test",
  ...fields,
});

/** The services' clock, as these tests set it. */
const NOW = new Date("2031-05-01T08:00:00.000Z");
const queueMail = (executor: Executor, outgoing: OutgoingMail) => queueMailAt(executor, outgoing, NOW);

/** Runs `action` and returns the AppError it throws (fails the test when it throws something else). */
async function appErrorOf(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("expected an AppError");
}

describe(`queueMail on ${process.env.TEST_DB}`, () => {
  const database = databaseForTests(mailOutbox);

  const rows = () => database.db.select().from(mailOutbox);

  it("writes nothing when the transaction that queued the mail rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, mail());
        throw new Error("the booking failed after the mail was queued");
      }),
    ).rejects.toThrow("the booking failed");
    expect(await rows()).toEqual([]);
  });

  it("writes one pending row when the transaction commits, with the subject trimmed", async () => {
    const { id } = await database.db.transaction((tx) =>
      queueMail(
        tx,
        mail({
          subject: "  Your booking  ",
          replyTo: "office@example.com",
          html: "<p>See you on board.</p>",
          kind: "booking",
        }),
      ),
    );
    expect(await rows()).toEqual([
      expect.objectContaining({
        id,
        toAddress: "diver@example.com",
        replyTo: "office@example.com",
        subject: "Your booking",
        text: "See you on board.",
        html: "<p>See you on board.</p>",
        kind: "booking",
        status: "pending",
        attempts: 0,
        lastError: null,
        deliveredVia: null,
        sentAt: null,
        createdAt: NOW,
        nextAttemptAt: NOW,
      }),
    ]);
  });

  it("stamps each mail with the clock's time, not the database's, and the outbox is ordered by it", async () => {
    const later = new Date(NOW.getTime() + 60 * 60 * 1000);
    const earlier = new Date(NOW.getTime() - 24 * 60 * 60 * 1000);
    await queueMailAt(database.db, mail({ subject: "Queued first, an hour on" }), later);
    await queueMailAt(database.db, mail({ subject: "Queued second, a day back" }), earlier);
    const { mails } = await listMails(database.db, {});
    expect(mails.map((m) => [m.subject, m.createdAt, m.nextAttemptAt])).toEqual([
      ["Queued first, an hour on", later, later],
      ["Queued second, a day back", earlier, earlier],
    ]);
  });

  it("also works without a transaction (the database as executor)", async () => {
    const { id } = await queueMail(database.db, mail());
    expect((await rows()).map((row) => [row.id, row.subject, row.status])).toEqual([
      [id, "Your booking", "pending"],
    ]);
  });

  it.each([
    ["subject", { subject: "Hello\r\nBcc: everyone@example.com" }],
    ["subject", { subject: "Hello\nBcc: everyone@example.com" }],
    ["subject", { subject: "Hello\rBcc: everyone@example.com" }],
    ["to", { to: "diver@example.com\r\nBcc: everyone@example.com" }],
    ["to", { to: "diver@example.com\n" }],
    ["replyTo", { replyTo: "visitor@example.com\r\nBcc: everyone@example.com" }],
    ["replyTo", { replyTo: "visitor@example.com\rX-Spam: no" }],
  ])("refuses a line break in %s, naming the field", async (field, fields) => {
    const error = await appErrorOf(() => queueMail(database.db, mail(fields)));
    expect(error).toMatchObject({ code: "bad_request", field });
    expect(error.message).toMatch(/line breaks/);
    expect(await rows()).toEqual([]);
  });

  it.each([
    // The addresses every form refuses as well, then more ways of not being one plain address.
    ...UNDELIVERABLE_ADDRESSES.map(([, address]) => ["to", address]),
    ["to", "not-an-address"],
    ["to", "diver@example"],
    ["to", "diver@example.com, everyone@example.com"],
    ["to", "diver@example.com;everyone@example.com"],
    ["to", "Diver <diver@example.com>"],
    ["to", "diver@@example.com"],
    ["to", "di ver@example.com"],
    ["to", ""],
    ["to", "diver@example.com\u0000"],
    ["to", 'di"ver@example.com'],
    ["to", "a@b@example.com"],
    ["replyTo", "visitor"],
    ["replyTo", "a@b.c,d@e.f"],
    ["replyTo", '"Visitor" <visitor@example.com>'],
  ])("refuses %s = %j: not one plain address", async (field, value) => {
    const error = await appErrorOf(() => queueMail(database.db, mail({ [field]: value })));
    expect(error).toMatchObject({ code: "bad_request", field });
    expect(await rows()).toEqual([]);
  });

  it("refuses an empty subject and an empty kind", async () => {
    expect(await appErrorOf(() => queueMail(database.db, mail({ subject: "   " })))).toMatchObject({
      code: "bad_request",
      field: "subject",
    });
    expect(await appErrorOf(() => queueMail(database.db, mail({ kind: "" })))).toMatchObject({
      code: "bad_request",
      field: "kind",
    });
  });

  it("accepts ordinary addresses, trimmed of surrounding spaces", async () => {
    await queueMail(
      database.db,
      mail({ to: " o'brien+trips@mail.example.co.th ", replyTo: "x_y.z@sub.example.org" }),
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      toAddress: "o'brien+trips@mail.example.co.th",
      replyTo: "x_y.z@sub.example.org",
    });
  });
});
