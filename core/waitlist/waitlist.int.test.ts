/**
 * The waitlist on each database (decision 0020): offers made in order, a request that does not fit
 * skipped, an offer running out and passing on, an offer booked with `offerId` (409 once expired), the
 * sweep run twice at once making each offer once with one e-mail; and, on PostgreSQL, a race between an
 * offer being taken and customers booking the same cabin type, with its control run that oversells.
 * The clock starts at 23 November 2026, noon in Bangkok.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../accounts/session-user.ts";
import { BookingService } from "../bookings/booking-service.ts";
import { bookingGuests, mailOutbox, tripCabins, trips, waitlistOffers } from "../../db/schema.ts";
import { type ApiHarness, apiCall, insertUser, signedInUser } from "../../tests/support/api-harness.ts";
import { openScenario } from "../../tests/support/scenario.ts";
import { asCustomer } from "../../tests/support/factories.ts";
import { OFFER_GONE, WaitlistService } from "./waitlist-service.ts";

const START = new Date("2026-11-23T05:00:00Z");
const HOUR = 3_600_000;
let h: ApiHarness;
let admin: string;
let boatId: string;
let twin: string;

beforeAll(async () => {
  // Offers hold for 2 hours here (the setting), so that sessions (12 hours idle) outlive them.
  const s = await openScenario({
    env: { WAITLIST_OFFER_HOURS: "2" },
    start: START,
    boat: { name: "MV Waitlist", cabins: [{ name: "Twin", spaces: 1, cabinCount: 1, price: 1_000_000 }] },
  });
  ({ h, admin, boatId } = s);
  twin = s.cabin;
}, 120_000);

afterAll(async () => {
  await h.close();
});

let week = 0;
/** A departure offering `spaces` spaces of Twin. */
async function departure(spaces: number) {
  week += 1;
  const start = new Date(Date.parse("2027-05-01T00:00:00Z") + week * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const [trip] = await h.database.db
    .insert(trips)
    .values({ boatId, departure: start, returnDate: end, nights: 3, title: "Waitlist trip" })
    .returning();
  await h.database.db
    .insert(tripCabins)
    .values({ tripId: trip!.id, cabinTypeId: twin, price: 1_000_000, spaces });
  return trip!.id;
}

async function guest() {
  const { user, cookie } = await signedInUser(h);
  return { ...user, cookie };
}

const call = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  apiCall(h, cookie, method, url, payload);

async function book(cookie: string, tripId: string, guests: number, offerId?: string) {
  return call(cookie, "POST", "/booking/new", {
    tripId,
    guestArray: Array.from({ length: guests }, () => ({ cabinId: twin })),
    ...(offerId ? { offerId } : {}),
  });
}

async function join(cookie: string, tripId: string, spaces: number) {
  return call(cookie, "POST", `/trip/${tripId}/waitlist`, { cabinId: twin, spaces });
}

async function mine(cookie: string) {
  const response = await call(cookie, "GET", "/waitlist/me");
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as {
    id: string;
    state: string;
    position: number | null;
    offer: { id: string; spaces: number; expiresAt: string } | null;
  }[];
}

const offerMails = (to: string) =>
  h.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "waitlist-offer")));

describe("the waitlist", () => {
  it("offers freed spaces in order, skips a request that does not fit, passes an expired offer on", async () => {
    h.clock.now = START;
    const tripId = await departure(3);
    const [x, y, a, b, c, other] = await Promise.all([guest(), guest(), guest(), guest(), guest(), guest()]);

    // While the spaces asked for are free, joining is refused.
    const early = await join(a.cookie, tripId, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Spaces are free: book them instead");
    const firstX = await book(x.cookie, tripId, 1);
    expect(firstX.statusCode, firstX.body).toBe(201);
    expect((await book(y.cookie, tripId, 2)).statusCode).toBe(201);
    expect((await join(a.cookie, tripId, 2)).statusCode).toBe(201);
    h.clock.advance(1000);

    const joined = await join(b.cookie, tripId, 1);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().entry).toMatchObject({ state: "waiting", position: 2, spaces: 1, offer: null });
    h.clock.advance(1000);
    expect((await join(c.cookie, tripId, 1)).statusCode).toBe(201);
    expect((await join(c.cookie, tripId, 1)).statusCode).toBe(409); // one live entry per guest

    // One space comes free: A (2) does not fit and is skipped, B (1) is offered it.
    const cancelled = await call(admin, "POST", `/admin/booking/${firstX.json().booking.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mine(a.cookie)).toMatchObject([{ state: "waiting", position: 1, offer: null }]);
    const [bEntry] = await mine(b.cookie);
    expect(bEntry).toMatchObject({ state: "offered", position: null, offer: { spaces: 1 } });
    expect(Date.parse(bEntry!.offer!.expiresAt)).toBe(h.clock.now.getTime() + 2 * HOUR);
    expect(await mine(c.cookie)).toMatchObject([{ state: "waiting", position: 2 }]);
    const bMails = await offerMails(b.email);
    expect(bMails).toHaveLength(1);
    expect(bMails[0]!.text).toContain(`/waitlist/offer/${bEntry!.offer!.id}`);

    // The offer is a hold: nobody else can take the space meanwhile.
    const refused = await book(other.cookie, tripId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Twin is sold out on this departure");
    // Nor can another guest use B's offer.
    expect((await book(other.cookie, tripId, 1, bEntry!.offer!.id)).statusCode).toBe(404);

    // The offer runs out: its space passes to C at the next sweep, and B's link no longer books.
    h.clock.advance(2 * HOUR + 1000);
    await h.services.bookingSweep.run();
    expect(await mine(b.cookie)).toMatchObject([{ state: "expired", offer: null }]);
    const late = await book(b.cookie, tripId, 1, bEntry!.offer!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OFFER_GONE);
    const [cEntry] = await mine(c.cookie);
    expect(cEntry).toMatchObject({ state: "offered", offer: { spaces: 1 } });
    expect(await mine(a.cookie)).toMatchObject([{ state: "waiting", position: 1 }]);

    // C books with the offer: its held space becomes C's booking, no free space needed besides.
    const cBooked = await book(c.cookie, tripId, 1, cEntry!.offer!.id);
    expect(cBooked.statusCode, cBooked.body).toBe(201);
    expect(await mine(c.cookie)).toMatchObject([{ state: "booked", offer: null }]);
    expect((await book(c.cookie, tripId, 1, cEntry!.offer!.id)).statusCode).toBe(409); // used once

    // The admin's list and removal.
    const line = await call(admin, "GET", `/admin/trip/${tripId}/waitlist`);
    expect(line.statusCode).toBe(200);
    expect(line.json().entries.map((entry: { state: string }) => entry.state)).toEqual([
      "waiting",
      "expired",
      "booked",
    ]);
    const removed = await call(admin, "DELETE", `/admin/waitlist/${(await mine(a.cookie))[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().entries[0]).toMatchObject({ state: "cancelled" });
  }, 60_000);

  it("offers at once when capacity is raised and a booking is moved away; a removed entry frees its offer", async () => {
    h.clock.now = START;
    const tripId = await departure(2);
    const elsewhere = await departure(2);
    const [x, a, b, other] = await Promise.all([guest(), guest(), guest(), guest()]);
    const held = await book(x.cookie, tripId, 2);
    expect(held.statusCode, held.body).toBe(201);
    expect((await join(a.cookie, tripId, 2)).statusCode).toBe(201);
    h.clock.advance(1000);
    expect((await join(b.cookie, tripId, 1)).statusCode).toBe(201);

    // Capacity raised by one: A (2) does not fit, B (1) is offered the new space at once.
    const raised = await call(admin, "PUT", `/admin/trip/${tripId}`, {
      cabins: [{ cabinId: twin, price: 10_000, spaces: 3 }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await mine(b.cookie)).toMatchObject([{ state: "offered", offer: { spaces: 1 } }]);
    expect(await mine(a.cookie)).toMatchObject([{ state: "waiting", position: 1 }]);

    // X's booking moved to another departure: its 2 spaces go to A at once.
    const moved = await call(admin, "POST", `/admin/booking/${held.json().booking.id}/move`, {
      tripId: elsewhere,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await mine(a.cookie);
    expect(entry).toMatchObject({ state: "offered", offer: { spaces: 2 } });

    // Only the owner removes an entry; removing it withdraws the offer and frees its spaces.
    expect((await call(other.cookie, "DELETE", `/waitlist/${entry!.id}`)).statusCode).toBe(404);
    const left = await call(a.cookie, "DELETE", `/waitlist/${entry!.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().entries).toMatchObject([{ state: "cancelled", offer: null }]);
    expect((await book(other.cookie, tripId, 2)).statusCode).toBe(201);
  }, 60_000);

  it("an offer booked for fewer spaces than offered passes the rest on at once", async () => {
    h.clock.now = START;
    const tripId = await departure(2);
    const [x, a, b] = await Promise.all([guest(), guest(), guest()]);
    const held = await book(x.cookie, tripId, 2);
    expect((await join(a.cookie, tripId, 2)).statusCode).toBe(201);
    h.clock.advance(1000);
    expect((await join(b.cookie, tripId, 1)).statusCode).toBe(201);
    expect((await call(admin, "POST", `/admin/booking/${held.json().booking.id}/cancel`)).statusCode).toBe(
      200,
    );
    const [entry] = await mine(a.cookie);
    expect(await mine(b.cookie)).toMatchObject([{ state: "waiting", position: 1 }]);
    expect((await book(a.cookie, tripId, 1, entry!.offer!.id)).statusCode).toBe(201);
    expect(await mine(b.cookie)).toMatchObject([{ state: "offered", offer: { spaces: 1 } }]);
  }, 60_000);

  it("the sweep run twice at once makes each offer once and sends one e-mail", async () => {
    h.clock.now = START;
    const tripId = await departure(1);
    const [x, a] = await Promise.all([guest(), guest()]);
    expect((await book(x.cookie, tripId, 1)).statusCode).toBe(201);
    expect((await join(a.cookie, tripId, 1)).statusCode).toBe(201);
    // X's hold runs out by time alone: only a sweep sees the space come free.
    h.clock.advance(4 * 24 * HOUR);
    const other = new WaitlistService({
      db: h.database.db,
      now: () => h.clock.now,
      mail: { queue: (tx, mail) => h.services.waitlist["deps"].mail.queue(tx, mail), wake: () => {} },
      publicUrl: "https://dive.example",
    });
    const made = await Promise.all([
      h.services.waitlist.sweep(),
      other.sweep(),
      h.services.bookingSweep.run(),
    ]);
    expect(made[0] + made[1]).toBeLessThanOrEqual(1);
    const offers = await h.database.db
      .select()
      .from(waitlistOffers)
      .innerJoin(tripCabins, eq(tripCabins.id, waitlistOffers.tripCabinId))
      .where(eq(tripCabins.tripId, tripId));
    expect(offers).toHaveLength(1);
    expect(await offerMails(a.email)).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(process.env.TEST_DB !== "postgres")("an offer taken while others book (PostgreSQL)", () => {
  const BUYERS = 30;

  async function setUp() {
    h.clock.now = START;
    const tripId = await departure(3);
    const [x, a] = await Promise.all([guest(), guest()]);
    expect((await book(x.cookie, tripId, 2)).statusCode).toBe(201);
    expect((await book(x.cookie, tripId, 1)).statusCode).toBe(201);
    const bookingsOfX = await call(x.cookie, "GET", "/bookings/me");
    expect((await join(a.cookie, tripId, 2)).statusCode).toBe(201);
    // The two-guest booking is cancelled: A is offered 2 spaces; then the other booking's 1 comes free.
    const twoGuests = (bookingsOfX.json().bookings as { id: string; guestArray: unknown[] }[]).find(
      (booking) => booking.guestArray.length === 2,
    )!;
    const oneGuest = (bookingsOfX.json().bookings as { id: string; guestArray: unknown[] }[]).find(
      (booking) => booking.guestArray.length === 1,
    )!;
    expect((await call(admin, "POST", `/admin/booking/${twoGuests.id}/cancel`)).statusCode).toBe(200);
    expect((await call(admin, "POST", `/admin/booking/${oneGuest.id}/cancel`)).statusCode).toBe(200);
    const [entry] = await mine(a.cookie);
    const buyers: SessionUser[] = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        return asCustomer(await insertUser(h));
      }),
    );
    const owner = { ...buyers[0]!, id: a.id, email: a.email };
    return { tripId, offerId: entry!.offer!.id, buyers, owner };
  }

  async function race(service: BookingService, setup: Awaited<ReturnType<typeof setUp>>) {
    const guestArray = (n: number) =>
      Array.from({ length: n }, () => ({ cabinId: twin, name: "", equipment: [], courses: [] }));
    const results = await Promise.allSettled([
      service.create(setup.owner, {
        tripId: setup.tripId,
        guestArray: guestArray(2),
        offerId: setup.offerId,
      }),
      ...setup.buyers.map((buyer) =>
        service.create(buyer, { tripId: setup.tripId, guestArray: guestArray(1) }),
      ),
    ]);
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)` })
      .from(bookingGuests)
      .innerJoin(tripCabins, eq(tripCabins.id, bookingGuests.tripCabinId))
      .innerJoin(sql`bookings b`, sql`b.id = ${bookingGuests.bookingId}`)
      .where(and(eq(tripCabins.tripId, setup.tripId), sql`b.state = 'held'`));
    return { offerTaken: results[0]!.status === "fulfilled", guests: Number(row!.n) };
  }

  it("the offer's owner gets the 2 offered spaces, one other customer the 1 free: never more than 3", async () => {
    const setup = await setUp();
    const outcome = await race(new BookingService({ db: h.database.db, now: () => h.clock.now }), setup);
    expect(outcome.offerTaken).toBe(true);
    expect(outcome.guests).toBe(3);
  }, 60_000);

  it("control: without the locks and the triggers the same race oversells", async () => {
    const setup = await setUp();
    await h.database.db.execute(sql`alter table booking_guests disable trigger user`);
    try {
      const outcome = await race(
        new BookingService({ db: h.database.db, now: () => h.clock.now, capacityLocks: false }),
        setup,
      );
      expect(outcome.guests).toBeGreaterThan(3);
    } finally {
      await h.database.db.execute(sql`alter table booking_guests enable trigger user`);
    }
  }, 60_000);
});
