/**
 * Short booking references (core/shared/booking-reference.ts) on each database: the database's
 * generated column and the service's function agree, a booking's answer and e-mail carry it, two
 * bookings can never share one, and the admin search finds a booking by it exactly.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox } from "../../db/schema.ts";
import {
  isReferenceClash,
  REFERENCE_PATTERN,
  referenceColumnSql,
  referenceOf,
} from "../../core/shared/booking-reference.ts";
import { scenarioForFile, type TripStep } from "../../tests/support/scenario.ts";

const s = scenarioForFile({
  boat: {
    name: "MV Reference Test",
    cabins: [{ name: "Twin", spaces: 2, cabinCount: 4, price: 2_000_000 }],
  },
  departures: { title: "Reference trip" },
});
/** The departure every booking here is made on (made by the first). */
let departure: TripStep;

beforeAll(() => {
  departure = s.trip({ departure: "2027-05-03" });
});

async function booked() {
  const { user, cookie, booking } = await departure.booking({ named: true });
  return { user, cookie, booking: booking as { id: string; reference: string } };
}

describe("booking references", () => {
  it("are computed alike by the database and the service, in the unambiguous alphabet", async () => {
    const result = await s.h.database.db.execute(
      sql.raw(
        `select id::text as "id", ${referenceColumnSql("id")} as "reference" from (select gen_random_uuid() as id from generate_series(1, 300)) as ids`,
      ),
    );
    const rows = (result as unknown as { rows: { id: string; reference: string }[] }).rows;
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row.reference).toMatch(REFERENCE_PATTERN);
      expect(row.reference).toBe(referenceOf(row.id));
    }
    // Edges of the bit cutting: all zeros and all ones.
    expect(referenceOf("00000000-0000-4000-8000-000000000000")).toBe("AL-222222");
    expect(referenceOf("ffffffff-0000-4000-8000-000000000000")).toBe("AL-ZZZZZZ");
  });

  it("are in a booking's answer, its stored row, its e-mail and the owner's reading of it", async () => {
    const { user, cookie, booking } = await booked();
    expect(booking.reference).toMatch(REFERENCE_PATTERN);
    expect(booking.reference).toBe(referenceOf(booking.id));
    const [row] = await s.h.database.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.reference).toBe(booking.reference);
    const read = await s.call(cookie, "GET", `/booking/${booking.id}`);
    expect(read.json().booking.reference).toBe(booking.reference);
    const [mail] = await s.h.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.kind, "booking-received")));
    expect(mail?.text).toContain(`Booking reference: ${booking.reference}`);
  });

  it("are unique: a second booking whose id gives the same reference is refused", async () => {
    const { booking } = await booked();
    // Same first eight hex digits, so the same reference; the rest of the id differs.
    const twinId = `${booking.id.slice(0, 8)}${randomUUID().slice(8)}`;
    expect(referenceOf(twinId)).toBe(booking.reference);
    const copy = s.h.database.db.execute(
      sql`insert into bookings (id, trip_id, user_id, lead_guest, total, deposit, state)
          select ${twinId}::uuid, trip_id, user_id, lead_guest, total, deposit, 'cancelled'
          from bookings where id = ${booking.id}::uuid`,
    );
    const error = await copy.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(isReferenceClash(error)).toBe(true);
  });

  it("find exactly their booking in the admin search, in any case", async () => {
    const { booking } = await booked();
    await booked();
    const search = (text: string) =>
      s.call(s.admin, "GET", `/admin/bookings?search=${encodeURIComponent(text)}`);
    const found = await search(` ${booking.reference.toLowerCase()} `);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().count).toBe(1);
    expect(found.json().bookings[0]).toMatchObject({ id: booking.id, reference: booking.reference });
    // A reference no booking has finds nothing (not every booking containing some of its characters).
    const other = booking.reference === "AL-222222" ? "AL-333333" : "AL-222222";
    expect((await search(other)).json().count).toBe(0);
  });
});
