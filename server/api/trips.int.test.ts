/**
 * The trip calls (contract in docs/api.md "API: the trip calls") on each database:
 * every call with good and bad input; refusals answer 400/404/409 with a message and change nothing;
 * visitors and customers are refused on the admin calls. The clock is fixed at 23 November 2026
 * (season 2026/27), noon in Bangkok.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cabinTypes, tripCabins, trips } from "../../db/schema.ts";
import { type ApiHarness, apiCall, signedInUser, startApi } from "../../tests/support/api-harness.ts";
import { cabinTypeIds, makeBoat, makeDiveSite } from "../../tests/support/factories.ts";

let h: ApiHarness;
let admin: string;
let customer: string;
let boat: { id: string; name: string; slug: string };
let otherBoat: { id: string; name: string };
let cabins: { id: string; name: string }[];
let otherCabin: string;
let sites: { id: string; name: string }[];

beforeAll(async () => {
  ({ h, admin } = await startApi());
  customer = (await signedInUser(h)).cookie;
  const db = h.database.db;
  boat = await makeBoat(db, { name: "MV Trip Test" }, [
    { name: "Standard twin", spaces: 2, cabinCount: 4, price: 3_500_000 },
    { name: "Master suite", spaces: 2, cabinCount: 1, price: 4_800_000 },
  ]);
  otherBoat = await makeBoat(db, { name: "MV Other" });
  cabins = await db
    .select({ id: cabinTypes.id, name: cabinTypes.name })
    .from(cabinTypes)
    .where(eq(cabinTypes.boatId, boat.id))
    .orderBy(cabinTypes.position);
  [otherCabin] = (await cabinTypeIds(db, otherBoat.id)) as [string];
  sites = [await makeDiveSite(db, { name: "Richelieu Rock" }), await makeDiveSite(db, { name: "Koh Bon" })];
});

afterAll(async () => {
  await h.close();
});

beforeEach(async () => {
  await h.database.db.delete(trips);
});

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = admin) {
  return apiCall(h, cookie, method, url, payload as object | undefined);
}

/** A new departure's standard twins as the public calls show them; the admin's view adds its counts. */
const standardTwinOnSale = () => ({
  cabinId: cabins[0]!.id,
  name: "Standard twin",
  berths: 2,
  price: 35000,
  spaces: 8,
  spacesLeft: 8,
});

/** Posts a departure or a series the API must refuse with 400 and a message matching `message`. */
async function expectRefused(url: string, body: unknown, message: RegExp) {
  const response = await call("POST", url, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(message);
}

const tripBody = (fields: Record<string, unknown> = {}) => ({
  boatId: boat.id,
  departure: "2026-12-03",
  returnDate: "2026-12-07",
  nights: 4,
  dives: 14,
  title: "Similan & Richelieu Rock",
  itinerary: "Day 1: Koh Bon.\nDay 2: Koh Tachai.",
  diveSiteIds: [sites[0]!.id, sites[1]!.id],
  discount: 10,
  fees: 1700,
  ...fields,
});

async function createTrip(fields: Record<string, unknown> = {}) {
  const response = await call("POST", "/admin/trip/new", tripBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().trip as { id: string; cabins: { cabinId: string; spaces: number; price: number }[] };
}

const tripCount = async () => Number((await h.database.db.select({ n: sql`count(*)` }).from(trips))[0]!.n);

describe(`trip calls on ${process.env.TEST_DB}`, () => {
  it("creates a departure (201) offering the boat's cabin types at their defaults, in THB", async () => {
    const response = await call("POST", "/admin/trip/new", tripBody({ crewNotes: "Load extra tanks" }));
    expect(response.statusCode, response.body).toBe(201);
    const { trip, warnings } = response.json();
    expect(warnings).toEqual([]);
    expect(trip).toMatchObject({
      boat: { id: boat.id, name: "MV Trip Test" },
      departure: "2026-12-03",
      returnDate: "2026-12-07",
      nights: 4,
      dives: 14,
      discount: 10,
      fees: 1700,
      status: "scheduled",
      crewNotes: "Load extra tanks",
      priceFrom: 35000,
      spaces: 10,
      spacesLeft: 10,
      booked: 0,
      held: 0,
      diveSites: [{ name: "Richelieu Rock" }, { name: "Koh Bon" }],
    });
    expect(trip.cabins).toEqual([
      { ...standardTwinOnSale(), booked: 0, held: 0 },
      {
        cabinId: cabins[1]!.id,
        name: "Master suite",
        berths: 2,
        price: 48000,
        spaces: 2,
        spacesLeft: 2,
        booked: 0,
        held: 0,
      },
    ]);
  });

  it("public calls show the departure without crew notes or booked and held counts", async () => {
    const { id } = await createTrip({ crewNotes: "secret" });
    const one = await call("GET", `/trip/${id}`, undefined, "");
    expect(one.statusCode).toBe(200);
    const { trip } = one.json();
    expect(trip.crewNotes).toBeUndefined();
    expect(trip.cabins[0]).toEqual(standardTwinOnSale());
    const list = await call("GET", "/trips", undefined, "");
    expect(list.json()).toMatchObject({
      success: true,
      tripsCount: 1,
      filteredTripsCount: 1,
      resPerPage: 20,
    });
    expect(JSON.stringify(list.json())).not.toContain("secret");
  });

  it("takes the cabin types offered, with their own prices and spaces", async () => {
    const trip = await createTrip({ cabins: [{ cabinId: cabins[1]!.id, price: "52000.50", spaces: 1 }] });
    expect(trip.cabins).toMatchObject([{ cabinId: cabins[1]!.id, price: 52000.5, spaces: 1 }]);
  });

  it.each([
    [
      "a return before the departure",
      { returnDate: "2026-12-02", nights: undefined },
      /returnDate must be after departure/,
    ],
    ["nights that do not match", { nights: 5 }, /nights \(5\) does not match the dates \(4 nights\)/],
    ["a date that is not one", { departure: "2026-02-30" }, /departure must be a date written yyyy-MM-dd/],
    [
      "a past departure",
      { departure: "2026-11-20", returnDate: "2026-11-24", nights: 4 },
      /departure must be after today/,
    ],
    [
      "a cabin type of another boat",
      { cabins: [{ cabinId: "OTHER", price: 1, spaces: 1 }] },
      /not a cabin type of this boat/,
    ],
    [
      "a negative price",
      { cabins: [{ cabinId: "OWN", price: -1, spaces: 1 }] },
      /Cabin price per guest must be an amount in THB/,
    ],
    ["a discount over 100", { discount: 101 }, /Discount must be a whole number from 0 to 100/],
    [
      "spaces below zero",
      { cabins: [{ cabinId: "OWN", price: 100, spaces: -1 }] },
      /Spaces must be a whole number from 0/,
    ],
    ["an unknown boat", { boatId: "00000000-0000-4000-8000-000000000000" }, /boatId does not name a boat/],
    [
      "an unknown dive site",
      { diveSiteIds: ["00000000-0000-4000-8000-000000000000"] },
      /no dive site has the id/,
    ],
    ["a missing title", { title: "" }, /Title is required/],
    ["a NUL in the itinerary", { itinerary: "a\u0000b" }, /Itinerary must not contain control characters/],
    ["an unknown field", { price: 5 }, /price/],
  ])("refuses %s with 400 and a message, creating nothing", async (_case, fields, message) => {
    const body = JSON.parse(
      JSON.stringify(tripBody(fields))
        .replaceAll('"OTHER"', JSON.stringify(otherCabin))
        .replaceAll('"OWN"', JSON.stringify(cabins[0]!.id)),
    );
    await expectRefused("/admin/trip/new", body, message);
    expect(await tripCount()).toBe(0);
  });

  it("refuses overlapping departures of one boat (409), allows back-to-back ones and other boats", async () => {
    await createTrip();
    const overlap = await call(
      "POST",
      "/admin/trip/new",
      tripBody({ departure: "2026-12-05", returnDate: "2026-12-09" }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/MV Trip Test already sails from 03\/12\/2026 to 07\/12\/2026/);
    expect(
      (await call("POST", "/admin/trip/new", tripBody({ departure: "2026-12-07", returnDate: "2026-12-11" })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call(
          "POST",
          "/admin/trip/new",
          tripBody({
            boatId: otherBoat.id,
            cabins: undefined,
            departure: "2026-12-05",
            returnDate: "2026-12-09",
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect(await tripCount()).toBe(3);
  });

  it("two admins creating overlapping departures at once: exactly one succeeds", async () => {
    const [a, b] = await Promise.all([
      call("POST", "/admin/trip/new", tripBody()),
      call("POST", "/admin/trip/new", tripBody({ departure: "2026-12-04", returnDate: "2026-12-08" })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await tripCount()).toBe(1);
  });

  it("allows a departure in the closed season, with a warning", async () => {
    const response = await call(
      "POST",
      "/admin/trip/new",
      tripBody({ departure: "2027-07-01", returnDate: "2027-07-05" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings[0]).toMatch(/closed season/);
    expect(response.json().trip.closedSeason).toBe(true);
  });

  it("changes a departure: fields given change, others stay; moving the dates keeps the length", async () => {
    const { id } = await createTrip();
    const response = await call("PUT", `/admin/trip/${id}`, {
      departure: "2026-12-10",
      discount: 0,
      cabins: [{ cabinId: cabins[0]!.id, price: 30000, spaces: 6 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trip).toMatchObject({
      departure: "2026-12-10",
      returnDate: "2026-12-14",
      nights: 4,
      discount: 0,
      title: "Similan & Richelieu Rock",
      fees: 1700,
    });
    expect(response.json().trip.cabins).toMatchObject([{ cabinId: cabins[0]!.id, price: 30000, spaces: 6 }]);
    expect(response.json().trip.diveSites).toHaveLength(2);
  });

  it("refuses bad changes with a message and changes nothing", async () => {
    const { id } = await createTrip();
    const before = (await call("GET", `/admin/trip/${id}`)).json().trip;
    for (const [body, status, message] of [
      [{ returnDate: "2026-12-01" }, 400, /returnDate must be after departure/],
      [{ discount: 150 }, 400, /Discount/],
      [{ cabins: [{ cabinId: otherCabin, price: 1, spaces: 1 }] }, 400, /not a cabin type of this boat/],
      [{ status: "sold" }, 400, /status must be one of: scheduled, cancelled/],
    ] as const) {
      const response = await call("PUT", `/admin/trip/${id}`, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await call("GET", `/admin/trip/${id}`)).json().trip).toEqual(before);
    expect(
      (await call("PUT", "/admin/trip/00000000-0000-4000-8000-000000000000", { discount: 1 })).statusCode,
    ).toBe(404);
    expect((await call("PUT", "/admin/trip/not-an-id", { discount: 1 })).statusCode).toBe(404);
    expect((await call("GET", "/trip/00000000-0000-4000-8000-000000000000", undefined, "")).statusCode).toBe(
      404,
    );
  });

  it("never cuts capacity below what is taken: the service says why, the database refuses any other path", async () => {
    const { id } = await createTrip();
    const db = h.database.db;
    // Bookings do not exist yet: the usage function is redefined here to hold 5 spaces of the twin cabins.
    await db.execute(
      sql.raw(`create or replace function trip_cabin_usage("at" timestamptz)
        returns table (trip_cabin_id uuid, booked integer, held integer) language sql stable as $$
        select id, case when cabin_type_id = '${cabins[0]!.id}' then 3 else 0 end,
               case when cabin_type_id = '${cabins[0]!.id}' then 2 else 0 end from trip_cabins $$`),
    );
    try {
      const admin1 = (await call("GET", `/admin/trip/${id}`)).json().trip;
      expect(admin1.cabins[0]).toMatchObject({ spaces: 8, spacesLeft: 3, booked: 3, held: 2 });
      expect((await call("GET", `/trip/${id}`, undefined, "")).json().trip.spacesLeft).toBe(5);

      const cut = await call("PUT", `/admin/trip/${id}`, {
        cabins: [{ cabinId: cabins[0]!.id, price: 35000, spaces: 4 }],
      });
      expect(cut.statusCode).toBe(409);
      expect(cut.json().message).toBe(
        "Standard twin: 5 spaces are already booked or held, so it cannot offer fewer than 5",
      );
      const removed = await call("PUT", `/admin/trip/${id}`, {
        cabins: [{ cabinId: cabins[1]!.id, price: 1, spaces: 2 }],
      });
      expect(removed.statusCode).toBe(409);
      expect(
        (
          await call("PUT", `/admin/trip/${id}`, {
            cabins: [{ cabinId: cabins[0]!.id, price: 35000, spaces: 5 }],
          })
        ).statusCode,
      ).toBe(200);
      expect((await call("DELETE", `/admin/trip/${id}`)).statusCode).toBe(409);
      expect((await call("PUT", `/admin/trip/${id}`, { boatId: otherBoat.id })).statusCode).toBe(409);

      // Past the service: the trigger refuses a direct write.
      await expect(
        db.update(tripCabins).set({ spaces: 1 }).where(eq(tripCabins.tripId, id)),
      ).rejects.toThrow();
      await expect(db.delete(trips).where(eq(trips.id, id))).rejects.toThrow();
      const cancelled = await call("POST", `/admin/trip/${id}/cancel`);
      expect(cancelled.json()).toMatchObject({ success: true, guestsToTell: 5 });
    } finally {
      await db.execute(
        sql.raw(`create or replace function trip_cabin_usage("at" timestamptz)
          returns table (trip_cabin_id uuid, booked integer, held integer) language sql stable as $$
          select id, 0, 0 from trip_cabins $$`),
      );
    }
  });

  it("cancels a departure: it leaves the public list and page, the admin still sees it", async () => {
    const { id } = await createTrip();
    const response = await call("POST", `/admin/trip/${id}/cancel`);
    expect(response.json()).toMatchObject({ success: true, guestsToTell: 0, trip: { status: "cancelled" } });
    expect((await call("GET", `/trip/${id}`, undefined, "")).statusCode).toBe(404);
    expect((await call("GET", "/trips", undefined, "")).json().tripsCount).toBe(0);
    expect((await call("GET", "/admin/trips?status=cancelled")).json().trips).toHaveLength(1);
    // A cancelled departure no longer blocks its boat's dates.
    expect((await call("POST", "/admin/trip/new", tripBody())).statusCode).toBe(201);
  });

  it("deletes a departure nothing is booked on", async () => {
    const { id } = await createTrip();
    const response = await call("DELETE", `/admin/trip/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().trip.id).toBe(id);
    expect(await tripCount()).toBe(0);
    expect((await call("DELETE", `/admin/trip/${id}`)).statusCode).toBe(404);
  });

  it("creates a weekly series between two dates, both ends included, all or none", async () => {
    const series = {
      ...tripBody(),
      departure: undefined,
      returnDate: undefined,
      from: "2026-12-03",
      to: "2027-01-28",
      weekday: 4,
      nights: 4,
    };
    const response = await call("POST", "/admin/trips/series", series);
    expect(response.statusCode, response.body).toBe(201);
    const { trips: created, count } = response.json();
    expect(count).toBe(9);
    expect(created.map((trip: { departure: string }) => trip.departure)).toEqual([
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
      "2026-12-24",
      "2026-12-31",
      "2027-01-07",
      "2027-01-14",
      "2027-01-21",
      "2027-01-28",
    ]);
    // A second series on the same boat and days overlaps: nothing is created.
    const again = await call("POST", "/admin/trips/series", {
      ...series,
      from: "2026-11-30",
      to: "2027-02-28",
      weekday: 1,
      nights: 4,
    });
    expect(again.statusCode).toBe(409);
    expect(await tripCount()).toBe(9);
    for (const [body, message] of [
      [{ ...series, weekday: 8 }, /weekday/],
      [{ ...series, to: "2026-11-30" }, /to must not be before from/],
      [{ ...series, nights: 7 }, /would overlap each other/],
      [{ ...series, from: "2026-12-04", to: "2026-12-09" }, /No departure day/],
    ] as const) {
      await expectRefused("/admin/trips/series", body, message);
    }
    expect(await tripCount()).toBe(9);
  });

  it("lists departures with filters, seasons and the final trip", async () => {
    await createTrip();
    await createTrip({ departure: "2027-01-14", returnDate: "2027-01-18", discount: 0 });
    await createTrip({
      boatId: otherBoat.id,
      departure: "2027-11-04",
      returnDate: "2027-11-08",
      cabins: undefined,
    });
    const all = (await call("GET", "/trips", undefined, "")).json();
    expect(all).toMatchObject({ tripsCount: 3, filteredTripsCount: 3, resPerPage: 20 });
    expect(all.finalTrip).toMatchObject({ departure: "2027-11-04" });
    expect(all.seasonOne).toEqual({
      label: "2026/27",
      opens: "2026-10-01",
      closes: "2027-05-31",
      firstDeparture: "2026-12-03",
      lastDeparture: "2027-01-14",
      departures: 2,
    });
    expect(all.seasonTwo).toMatchObject({ label: "2027/28", departures: 1 });
    expect(all.seasonThree).toMatchObject({ label: "2028/29", departures: 0, firstDeparture: null });

    const byMonth = (await call("GET", "/trips?month=2027-01", undefined, "")).json();
    expect(byMonth.trips.map((t: { departure: string }) => t.departure)).toEqual(["2027-01-14"]);
    expect(byMonth).toMatchObject({ tripsCount: 3, filteredTripsCount: 1 });
    expect((await call("GET", "/trips?season=2027/28", undefined, "")).json().filteredTripsCount).toBe(1);
    expect((await call("GET", `/trips?boat=${boat.slug}`, undefined, "")).json().filteredTripsCount).toBe(2);
    expect((await call("GET", `/trips?boat=${otherBoat.id}`, undefined, "")).json().filteredTripsCount).toBe(
      1,
    );
    expect((await call("GET", "/trips?available=true", undefined, "")).json().filteredTripsCount).toBe(3);
    expect((await call("GET", "/trips?page=2", undefined, "")).json().trips).toEqual([]);

    for (const query of [
      "season=2026",
      "season=2026/28",
      "month=2027-13",
      "available=yes",
      "page=0",
      "page=x",
    ]) {
      const response = await call("GET", `/trips?${query}`, undefined, "");
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
  });

  it("a sold-out departure is left out with available=true", async () => {
    await createTrip({ cabins: [{ cabinId: cabins[0]!.id, price: 100, spaces: 0 }] });
    await createTrip({ departure: "2027-01-14", returnDate: "2027-01-18" });
    const list = (await call("GET", "/trips?available=true", undefined, "")).json();
    expect(list.filteredTripsCount).toBe(1);
    expect(list.trips[0].departure).toBe("2027-01-14");
  });

  it("the home page's next departures: those with free spaces, soonest first, at most as many as asked", async () => {
    await createTrip({ cabins: [{ cabinId: cabins[0]!.id, price: 100, spaces: 0 }] }); // sold out
    await createTrip({ departure: "2027-01-21", returnDate: "2027-01-25" });
    await createTrip({ departure: "2027-01-14", returnDate: "2027-01-18" });
    await createTrip({ departure: "2027-01-28", returnDate: "2027-02-01" });
    const next = await h.services.trips.listUpcoming(2);
    expect(next.map((trip) => trip.departure)).toEqual(["2027-01-14", "2027-01-21"]);
    expect(next[0]!.cabins[0]!.spacesLeft).toBeGreaterThan(0);
    expect((await h.services.trips.listUpcoming(10)).map((trip) => trip.departure)).toEqual([
      "2027-01-14",
      "2027-01-21",
      "2027-01-28",
    ]);
  });

  it("the lengths on sale: the nights of departures with free spaces, each once, shortest first", async () => {
    const soldOut = [{ cabinId: cabins[0]!.id, price: 100, spaces: 0 }];
    await createTrip({ departure: "2027-01-07", returnDate: "2027-01-12", nights: 5, cabins: soldOut });
    await createTrip({ departure: "2027-01-14", returnDate: "2027-01-18" }); // 4 nights
    await createTrip({ departure: "2027-01-21", returnDate: "2027-01-25" }); // 4 nights
    await createTrip({ departure: "2027-01-28", returnDate: "2027-01-31", nights: 3 });
    expect(await h.services.trips.nightsOnSale()).toEqual([3, 4]);
  });

  it("past departures are not offered; the admin finds them under when=past", async () => {
    await createTrip();
    // A departure that sailed today (in Bangkok) and one last week, written as they would be by then.
    await h.database.db.insert(trips).values([
      {
        boatId: otherBoat.id,
        departure: "2026-11-23",
        returnDate: "2026-11-27",
        nights: 4,
        title: "Sailed today",
      },
      {
        boatId: otherBoat.id,
        departure: "2026-11-16",
        returnDate: "2026-11-20",
        nights: 4,
        title: "Sailed last week",
      },
    ]);
    const list = (await call("GET", "/trips", undefined, "")).json();
    expect(list.tripsCount).toBe(1);
    expect(list.trips.map((t: { departure: string }) => t.departure)).toEqual(["2026-12-03"]);
    expect((await call("GET", "/admin/trips")).json().trips).toHaveLength(1);
    const past = (await call("GET", "/admin/trips?when=past")).json().trips;
    expect(past.map((t: { title: string; past: boolean }) => [t.title, t.past])).toEqual([
      ["Sailed today", true],
      ["Sailed last week", true],
    ]);
    expect((await call("GET", "/admin/trips?when=sometime")).statusCode).toBe(400);
  });

  it("the schedule's departure days: scheduled and after today only, of one boat when asked", async () => {
    await h.database.db.insert(trips).values([
      { boatId: boat.id, departure: "2026-12-03", returnDate: "2026-12-07", nights: 4, title: "Offered" },
      { boatId: otherBoat.id, departure: "2027-01-10", returnDate: "2027-01-14", nights: 4, title: "Other" },
      {
        boatId: boat.id,
        departure: "2026-11-23",
        returnDate: "2026-11-27",
        nights: 4,
        title: "Sailed today",
      },
      {
        boatId: boat.id,
        departure: "2026-12-20",
        returnDate: "2026-12-24",
        nights: 4,
        title: "Cancelled",
        status: "cancelled",
      },
    ]);
    expect(await h.services.trips.publicDepartureDays()).toEqual(["2026-12-03", "2027-01-10"]);
    expect(await h.services.trips.publicDepartureDays(boat.slug)).toEqual(["2026-12-03"]);
    expect(await h.services.trips.publicDepartureDays(otherBoat.id)).toEqual(["2027-01-10"]);
  });

  it("answers the rental price list; admins change prices; bad changes change nothing", async () => {
    const list = (await call("GET", "/rentals", undefined, "")).json();
    expect(list.rentals.map((r: { id: string }) => r.id)).toEqual([
      "full-set",
      "bcd",
      "regulator",
      "wetsuit",
      "dive-computer",
      "torch",
      "nitrox",
    ]);
    expect(list.rentals[0]).toMatchObject({ name: "Full equipment set", price: 3500, available: true });
    const changed = await call("PUT", "/admin/rentals", {
      rentals: [
        { id: "torch", price: 450.5 },
        { id: "nitrox", available: false },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rentals.find((r: { id: string }) => r.id === "torch").price).toBe(450.5);
    expect(
      (await call("GET", "/rentals", undefined, "")).json().rentals.map((r: { id: string }) => r.id),
    ).not.toContain("nitrox");
    for (const body of [
      { rentals: [{ id: "fins", price: 1 }] },
      { rentals: [{ id: "bcd", price: -5 }] },
      { rentals: [] },
      {},
    ]) {
      const response = await call("PUT", "/admin/rentals", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    await call("PUT", "/admin/rentals", {
      rentals: [
        { id: "torch", price: 500 },
        { id: "nitrox", available: true },
      ],
    });
  });

  it("refuses visitors (401) and customers (403) on every admin trip call", async () => {
    const { id } = await createTrip();
    const calls: ["GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
      ["GET", "/admin/trips"],
      ["GET", `/admin/trip/${id}`],
      ["POST", "/admin/trip/new", tripBody({ departure: "2027-02-01", returnDate: "2027-02-05" })],
      ["PUT", `/admin/trip/${id}`, { discount: 50 }],
      ["DELETE", `/admin/trip/${id}`],
      ["POST", "/admin/trips/series", {}],
      ["POST", `/admin/trip/${id}/cancel`],
      ["PUT", "/admin/rentals", { rentals: [{ id: "bcd", price: 1 }] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, "")).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await tripCount()).toBe(1);
    expect((await call("GET", `/admin/trip/${id}`)).json().trip).toMatchObject({
      discount: 10,
      status: "scheduled",
    });
  });

  it("a dive site or boat a departure visits cannot be deleted out from under it (409)", async () => {
    await createTrip();
    const site = await call("DELETE", `/admin/dive-site/${sites[0]!.id}`);
    expect(site.statusCode, site.body).toBe(409);
    const boatDelete = await call("DELETE", `/admin/boat/${boat.id}`);
    expect(boatDelete.statusCode, boatDelete.body).toBe(409);
  });
});
