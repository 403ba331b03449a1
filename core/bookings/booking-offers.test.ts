import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { BookingOffers } from "./booking-offers.ts";

/** A database that answers every departure read with one row and counts the reads. */
function fakeDatabase() {
  const reads: string[] = [];
  const db = {
    execute: async (query: SQL) => {
      const tripId = String(new PgDialect().sqlToQuery(query).params.at(-1));
      reads.push(tripId);
      return {
        rows: [
          {
            title: `Trip ${tripId}`,
            departure: "2027-01-01",
            returnDate: "2027-01-04",
            nights: 3,
            discount: 0,
            fees: "170000",
            status: "scheduled",
            boatName: "MV Test",
            boatSlug: "mv-test",
            cabins: [{ id: "c1", cabinTypeId: "t1", name: "Twin", price: "3000000" }],
          },
        ],
      };
    },
  } as unknown as Database;
  return { db, reads };
}

const clock = () => new Date("2027-01-01T00:00:00Z");

describe("BookingOffers", () => {
  it("keeps each departure, read once, with its amounts as numbers", async () => {
    const { db, reads } = fakeDatabase();
    const offers = new BookingOffers(db, clock);
    const first = await offers.trip("trip-1");
    expect(await offers.trip("trip-1")).toBe(first);
    await offers.trip("trip-2");
    expect(reads).toEqual(["trip-1", "trip-2"]);
    expect(first).toMatchObject({ fees: 170_000, cabins: [{ id: "c1", price: 3_000_000 }] });
  });

  it("drops one departure, or all of them", async () => {
    const { db, reads } = fakeDatabase();
    const offers = new BookingOffers(db, clock);
    await offers.trip("trip-1");
    await offers.trip("trip-2");
    offers.invalidate("trip-1");
    await offers.trip("trip-1");
    await offers.trip("trip-2");
    expect(reads).toEqual(["trip-1", "trip-2", "trip-1"]);
    offers.invalidate();
    await offers.trip("trip-2");
    expect(reads).toEqual(["trip-1", "trip-2", "trip-1", "trip-2"]);
  });

  it("keeps at most 500 departures, forgetting the one read longest ago", async () => {
    const { db, reads } = fakeDatabase();
    const offers = new BookingOffers(db, clock);
    for (let i = 0; i < 500; i++) await offers.trip(`trip-${i}`);
    await offers.trip("trip-0"); // now the most recently used
    await offers.trip("trip-500"); // evicts trip-1
    reads.length = 0;
    await offers.trip("trip-0");
    await offers.trip("trip-1");
    expect(reads).toEqual(["trip-1"]);
  });
});
