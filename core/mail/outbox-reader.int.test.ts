import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import type { MailStatus } from "./mail-status.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { isAppError } from "../shared/errors.ts";
import { getMail, listMails } from "./outbox-reader.ts";

const BASE = new Date("2031-03-01T00:00:00.000Z").getTime();
const HOUR = 3_600_000;

describe(`outbox reader on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  /** Row ids, oldest first: mail i was created i hours after BASE. */
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const statuses: MailStatus[] = ["sent", "pending", "failed", "sent"];
    const values = Array.from({ length: 45 }, (_, i) => ({
      toAddress: i % 5 === 0 ? `Skipper.${i}@Manta-Divers.example` : `guest${i}@example.com`,
      subject: i % 7 === 0 ? `Password reset ${i}` : `Booking confirmation ${i}`,
      text: `Mail number ${i}`,
      kind: i % 7 === 0 ? "password-reset" : "booking",
      status: statuses[i % 4]!,
      createdAt: new Date(BASE + i * HOUR),
    }));
    // One row with LIKE wildcards in its subject, to prove a search matches them literally.
    values.push({
      toAddress: "percent@example.com",
      subject: "Discount 100%_off",
      text: "x",
      kind: "booking",
      status: "pending",
      createdAt: new Date(BASE - HOUR),
    });
    const rows = await database.db.insert(mailOutbox).values(values).returning();
    ids.push(...rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id));
  });
  afterAll(() => database.close());

  it("lists newest first, 20 a page by default, with the total count", async () => {
    const first = await listMails(database.db, {});
    expect(first.count).toBe(46);
    expect(first.resPerPage).toBe(20);
    expect(first.mails.map((m) => m.id)).toEqual(ids.slice(-20).reverse());

    const third = await listMails(database.db, { page: 3 });
    expect(third.mails.map((m) => m.id)).toEqual(ids.slice(0, 6).reverse());
    expect(third.count).toBe(46);

    const beyond = await listMails(database.db, { page: 4 });
    expect(beyond).toEqual({ mails: [], count: 46, resPerPage: 20, page: 4 });
  });

  it("honours perPage up to 100 and clamps silly page values", async () => {
    const five = await listMails(database.db, { page: 2, perPage: 5 });
    expect(five.resPerPage).toBe(5);
    expect(five.mails.map((m) => m.id)).toEqual(ids.slice(-10, -5).reverse());

    const many = await listMails(database.db, { perPage: 1000 });
    expect(many.resPerPage).toBe(100);
    expect(many.mails.map((m) => m.id)).toEqual([...ids].reverse());

    const zero = await listMails(database.db, { page: 0, perPage: 0 });
    expect(zero.resPerPage).toBe(1);
    expect(zero.mails.map((m) => m.id)).toEqual([ids.at(-1)]);
  });

  it("filters by status", async () => {
    const failed = await listMails(database.db, { status: "failed", perPage: 100 });
    expect(failed.count).toBe(11);
    expect(failed.mails.map((m) => m.status)).toEqual(Array(11).fill("failed"));
    const pending = await listMails(database.db, { status: "pending", perPage: 5 });
    expect(pending.count).toBe(12);
    // Pending are mails 1, 5, 9, … (every fourth) and the wildcard one, created first: the newest five.
    expect(pending.mails.map((m) => m.subject)).toEqual(
      [41, 37, 33, 29, 25].map((i) => `Booking confirmation ${i}`),
    );
    expect((await listMails(database.db, { status: "sending" })).count).toBe(0);
  });

  it("searches recipient or subject, case-insensitively, with wildcards taken literally", async () => {
    const byAddress = await listMails(database.db, { search: "manta-DIVERS", perPage: 100 });
    expect(byAddress.count).toBe(9);
    expect(byAddress.mails.map((m) => m.toAddress).sort()).toEqual(
      [0, 5, 10, 15, 20, 25, 30, 35, 40].map((i) => `Skipper.${i}@Manta-Divers.example`).sort(),
    );

    const bySubject = await listMails(database.db, { search: "  PASSWORD reset ", perPage: 100 });
    expect(bySubject.count).toBe(7);
    expect(bySubject.mails.map((m) => m.subject).sort()).toEqual(
      [0, 7, 14, 21, 28, 35, 42].map((i) => `Password reset ${i}`).sort(),
    );

    const combined = await listMails(database.db, { search: "password", status: "sent" });
    expect(combined.mails.map((m) => m.subject).sort()).toEqual([
      "Password reset 0",
      "Password reset 28",
      "Password reset 35",
      "Password reset 7",
    ]);

    expect((await listMails(database.db, { search: "100%_" })).mails.map((m) => m.subject)).toEqual([
      "Discount 100%_off",
    ]);
    expect((await listMails(database.db, { search: "%" })).count).toBe(1);
    expect((await listMails(database.db, { search: "_" })).count).toBe(1);
    expect((await listMails(database.db, { search: "no such mail" })).count).toBe(0);
  });

  it("gets one mail by id, and answers not_found for a missing or malformed id", async () => {
    const mail = await getMail(database.db, ids[3]!);
    expect(mail).toMatchObject({ id: ids[3], subject: "Booking confirmation 2", text: "Mail number 2" });

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ""]) {
      const error = await getMail(database.db, id).catch((e: unknown) => e);
      expect(isAppError(error) && error.code).toBe("not_found");
    }
  });
});
