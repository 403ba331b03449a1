/**
 * The review calls (contract in docs/api.md "API: the review calls") on each database: who may review,
 * one review per booking, moderation, what the public sees (approved only, counted and averaged), the
 * cached public list dropped when a review is approved, and the invitation the sweep sends once.
 * The clock starts at 23 November 2026, noon in Bangkok; the departures are in early December.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import {
  type ApiHarness,
  apiCall,
  createApiHarness,
  signedInUser,
  signInAdmin,
} from "../../tests/support/api-harness.ts";
import { cabinTypeIds, makeBoat } from "../../tests/support/factories.ts";
import { sessionCookieFor } from "../../tests/support/page-server.ts";

const START = new Date("2026-11-23T05:00:00Z");
/** Noon in Bangkok on a day of December 2026. */
const december = (day: number) => new Date(Date.UTC(2026, 11, day, 5));

type Guest = { id: string; email: string; cookie: string };
type Booked = { id: string; tripId: string };

let h: ApiHarness;
let admin: string;
let adminId: string;
let customer: string;
let customerId: string;
let andaman: { id: string; slug: string };
let similan: { id: string; slug: string };
let alice: Guest;
let bob: Guest;
let carol: Guest;
/** Alice's: paid deposit (trip 1), unpaid (trip 1), paid then cancelled (trip 1), paid (a later trip). */
let aliceBooking: Booked;
let aliceUnpaid: Booked;
let aliceCancelled: Booked;
let aliceLater: Booked;
/** Alice's, paid, on a departure the operator cancelled (it would have returned on 4 December). */
let aliceCancelledTrip: Booked;
/** Carol's, paid, trip 1 (Andaman); Bob's, paid in full, trip 2 (Similan, returns 13 December). */
let carolBooking: Booked;
let bobBooking: Booked;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  apiCall(h, cookie, method, url, payload as object | undefined);

async function cabinOf(boatId: string) {
  return (await cabinTypeIds(h.database.db, boatId))[0]!;
}

async function newTrip(boatId: string, departure: string, returnDate: string, title: string) {
  const response = await call("POST", "/admin/trip/new", admin, { boatId, departure, returnDate, title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().trip.id as string;
}

async function guest(firstName: string): Promise<Guest> {
  const { user, cookie } = await signedInUser(h);
  await h.database.db.execute(
    // The factory's names are fixed; a review shows the first name, so each guest gets their own.
    `update users set first_name = '${firstName}', last_name = 'Secretsurname', country = 'Norway', country_code = 'no' where id = '${user.id}'`,
  );
  return { id: user.id, email: user.email, cookie };
}

async function book(who: Guest, tripId: string, cabinId: string, pay: "none" | "deposit" | "full") {
  const response = await call("POST", "/booking/new", who.cookie, {
    tripId,
    guestArray: [{ cabinId, name: "Guest" }],
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().booking as { id: string; deposit: number; total: number };
  if (pay !== "none") {
    const paid = await call("POST", `/admin/booking/${booking.id}/payment`, admin, {
      amount: pay === "deposit" ? booking.deposit : booking.total,
      method: "bank transfer",
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }
  return { id: booking.id, tripId };
}

const review = (bookingId: string, fields: Record<string, unknown> = {}) => ({
  bookingId,
  rating: 4,
  title: "Mantas at Koh Bon",
  text: "Three dives a day and the crew knew every rock.",
  ...fields,
});

/** Moves the clock; sessions idle for more than 12 hours end, so everyone signs in again. */
async function at(instant: Date) {
  h.clock.now = instant;
  admin = await sessionCookieFor(h, adminId);
  customer = await sessionCookieFor(h, customerId);
  for (const who of [alice, bob, carol]) who.cookie = await sessionCookieFor(h, who.id);
}

const invitationsTo = (email: string) =>
  h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "review-invitation")));

beforeAll(async () => {
  h = await createApiHarness();
  h.clock.now = START;
  const signedIn = await signInAdmin(h);
  admin = signedIn.cookie;
  adminId = signedIn.user.id;
  const someone = await signedInUser(h);
  customerId = someone.user.id;
  customer = someone.cookie;
  const cabins = [{ name: "Twin", spaces: 2, cabinCount: 6, price: 3_000_000 }];
  andaman = await makeBoat(h.database.db, { name: "MV Andaman Review", slug: "mv-andaman-review" }, cabins);
  similan = await makeBoat(h.database.db, { name: "MV Similan Review", slug: "mv-similan-review" }, cabins);
  const [andamanCabin, similanCabin] = [await cabinOf(andaman.id), await cabinOf(similan.id)];
  const trip1 = await newTrip(andaman.id, "2026-12-01", "2026-12-04", "Similans in four days");
  const trip2 = await newTrip(similan.id, "2026-12-10", "2026-12-13", "Richelieu Rock");
  const later = await newTrip(andaman.id, "2027-02-01", "2027-02-05", "February Similans");
  [alice, bob, carol] = [await guest("Alice"), await guest("Bob"), await guest("Carol")];
  aliceBooking = await book(alice, trip1, andamanCabin, "deposit");
  aliceUnpaid = await book(alice, trip1, andamanCabin, "none");
  aliceCancelled = await book(alice, trip1, andamanCabin, "deposit");
  const cancelled = await call("POST", `/admin/booking/${aliceCancelled.id}/cancel`, admin, {});
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  aliceLater = await book(alice, later, andamanCabin, "deposit");
  const cancelledTrip = await newTrip(similan.id, "2026-12-01", "2026-12-04", "Cancelled for the weather");
  aliceCancelledTrip = await book(alice, cancelledTrip, similanCabin, "full");
  const tripCancelled = await call("POST", `/admin/trip/${cancelledTrip}/cancel`, admin, {});
  expect(tripCancelled.statusCode, tripCancelled.body).toBe(200);
  carolBooking = await book(carol, trip1, andamanCabin, "full");
  bobBooking = await book(bob, trip2, similanCabin, "full");
});

afterAll(async () => {
  await h?.close();
});

describe(`reviews on ${process.env.TEST_DB}`, () => {
  let aliceReview: string;
  let carolReview: string;
  let bobReview: string;

  it("refuses a review before the departure has returned, and lists nothing to review", async () => {
    await at(december(2));
    const early = await call("POST", "/review/new", alice.cookie, review(aliceBooking.id));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      success: false,
      message: "You can review this trip once it has returned",
      field: "bookingId",
    });
    const mine = await call("GET", "/reviews/mine", alice.cookie);
    expect(mine.json()).toEqual({ success: true, reviews: [], reviewable: [] });
  });

  it("refuses visitors, other users' bookings, unpaid, cancelled and unreturned ones, and bad fields", async () => {
    await at(december(5));
    expect((await call("POST", "/review/new", undefined, review(aliceBooking.id))).statusCode).toBe(401);
    expect((await call("GET", "/reviews/mine")).statusCode).toBe(401);
    const refusals: [Booked, string][] = [
      [carolBooking, "You can only review your own bookings"],
      [aliceUnpaid, "Only a booking with at least its deposit paid can be reviewed"],
      [aliceCancelled, "A cancelled booking cannot be reviewed"],
      [aliceLater, "You can review this trip once it has returned"],
      [aliceCancelledTrip, "This departure was cancelled, so it cannot be reviewed"],
    ];
    for (const [booking, message] of refusals) {
      const response = await call("POST", "/review/new", alice.cookie, review(booking.id));
      expect(response.statusCode, message).toBe(403);
      expect(response.json().message).toBe(message);
    }
    const unknown = await call(
      "POST",
      "/review/new",
      alice.cookie,
      review("0b7c4f3e-2a4b-4c1d-9e8f-123456789abc"),
    );
    expect(unknown.statusCode).toBe(404);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ rating: 6 }, /^Rating must be a whole number of stars from 1 to 5$/],
      [{ rating: 0 }, /^Rating/],
      [{ rating: 4.5 }, /^Rating/],
      [{ rating: "5" }, /^Rating/],
      [{ title: "x".repeat(121) }, /^Title must be at most 120 characters$/],
      [{ title: "   " }, /^Title is required$/],
      [{ text: "y".repeat(4001) }, /^Text must be at most 4,000 characters$/],
      [{ text: "a\u0000b" }, /^Text must not contain control characters$/],
      [{ bookingId: "nope" }, /^bookingId/],
    ];
    for (const [fields, message] of bad) {
      const response = await call("POST", "/review/new", alice.cookie, review(aliceBooking.id, fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const notAnObject = await call("POST", "/review/new", alice.cookie, []);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe("The body must be a JSON object");
  });

  it("takes a review of one's own returned, paid booking as pending plain text, and refuses a second", async () => {
    const mineBefore = await call("GET", "/reviews/mine", alice.cookie);
    expect(mineBefore.json().reviewable).toEqual([
      {
        bookingId: aliceBooking.id,
        trip: {
          id: aliceBooking.tripId,
          title: "Similans in four days",
          departure: "2026-12-01",
          returnDate: "2026-12-04",
          boat: { name: "MV Andaman Review", slug: "mv-andaman-review" },
        },
      },
    ]);
    const response = await call(
      "POST",
      "/review/new",
      alice.cookie,
      review(aliceBooking.id, {
        rating: 5,
        title: "<script>alert(1)</script> Best <b>trip</b>",
        text: "Line one\r\nLine <img src=x onerror=alert(1)>\r\n\r\nLast line",
        // A caller may not set the status.
        status: "approved",
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["success", "review"]);
    expect(Object.keys(body.review)).toEqual([
      "id",
      "rating",
      "title",
      "text",
      "author",
      "trip",
      "status",
      "reply",
      "repliedAt",
      "createdAt",
    ]);
    expect(body.review).toMatchObject({
      rating: 5,
      title: "<script>alert(1)</script> Best <b>trip</b>",
      text: "Line one\nLine <img src=x onerror=alert(1)>\n\nLast line",
      author: { firstName: "Alice", country: "Norway", countryCode: "no" },
      trip: {
        id: aliceBooking.tripId,
        departure: "2026-12-01",
        boat: { name: "MV Andaman Review", slug: "mv-andaman-review" },
      },
      status: "pending",
      reply: null,
      repliedAt: null,
      createdAt: december(5).toISOString(),
    });
    expect(response.body).not.toContain("Secretsurname");
    expect(response.body).not.toContain(alice.email);
    aliceReview = body.review.id;

    const again = await call("POST", "/review/new", alice.cookie, review(aliceBooking.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reviewed this booking");
    h.clock.advance(60_000); // Carol writes a minute later: newest first puts hers first
    // Two at once: the unique key lets one through.
    const [first, second] = await Promise.all([
      call("POST", "/review/new", carol.cookie, review(carolBooking.id, { rating: 3 })),
      call("POST", "/review/new", carol.cookie, review(carolBooking.id, { rating: 3 })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    carolReview = (first.statusCode === 201 ? first : second).json().review.id;

    const mine = await call("GET", "/reviews/mine", alice.cookie);
    expect(mine.json().reviewable).toEqual([]);
    expect(mine.json().reviews.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [aliceReview, "pending"],
    ]);
  });

  it("shows a pending review to its author and admins only, and never counts it", async () => {
    expect((await call("GET", `/review/${aliceReview}`)).statusCode).toBe(404);
    expect((await call("GET", `/review/${aliceReview}`, customer)).statusCode).toBe(404);
    expect((await call("GET", `/review/${aliceReview}`, alice.cookie)).json().review.status).toBe("pending");
    expect((await call("GET", `/review/${aliceReview}`, admin)).statusCode).toBe(200);
    expect((await call("GET", "/review/not-an-id")).statusCode).toBe(404);
    const list = await call("GET", "/reviews");
    expect(list.json()).toEqual({
      success: true,
      reviews: [],
      count: 0,
      page: 1,
      resPerPage: 10,
      reviewCount: 0,
      average: null,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it("guards the admin calls: 401 to visitors, 403 to customers", async () => {
    const calls: ["GET" | "PUT" | "DELETE", string][] = [
      ["GET", "/admin/reviews"],
      ["GET", "/admin/reviews/pending"],
      ["GET", `/admin/review/${aliceReview}`],
      ["PUT", `/admin/review/${aliceReview}`],
      ["DELETE", `/admin/review/${aliceReview}`],
    ];
    for (const [method, url] of calls) {
      const payload = method === "PUT" ? { status: "approved" } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, alice.cookie, payload)).statusCode, url).toBe(403);
    }
    expect((await call("GET", `/review/${aliceReview}`, admin)).json().review.status).toBe("pending");
  });

  it("sends the invitation once per booking a few days after return, to guests who have not reviewed", async () => {
    await at(december(6)); // two days after trip 1 returned: not yet
    expect(await h.services.reviews.sendInvitations()).toBe(0);
    // Bob's trip returns on 13 December; Carol has reviewed; Alice has reviewed her only eligible booking.
    // A guest with a paid, returned booking and no review yet:
    await at(START);
    const dave = await guest("Dave");
    // (booked back when the departure was still ahead)
    const daveBooking = await book(dave, aliceBooking.tripId, await cabinOf(andaman.id), "deposit");
    await at(december(8)); // four days after
    const [first, second] = await Promise.all([h.services.bookingSweep.run(), h.services.bookingSweep.run()]);
    expect(await invitationsTo(dave.email)).toHaveLength(1);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await h.services.reviews.sendInvitations()).toBe(0);
    const [mail] = await invitationsTo(dave.email);
    expect(mail!.subject).toBe("How was Similans in four days?");
    expect(mail!.text).toContain(`https://dive.example/bookings/me?review=${daveBooking.id}`);
    expect(mail!.text).toMatch(/^Dear Dave,/); // the lead guest (the booker's profile when booked)
    for (const who of [alice, carol, bob]) expect(await invitationsTo(who.email)).toHaveLength(0);
    await at(december(45)); // 14 January: Bob's trip returned 32 days ago, past the window
    expect(await h.services.reviews.sendInvitations()).toBe(0);
    expect(await invitationsTo(bob.email)).toHaveLength(0);
    await at(december(16));
    expect(await h.services.reviews.sendInvitations()).toBe(1);
    expect(await invitationsTo(bob.email)).toHaveLength(1);
  });

  it("lets an admin list pending first, approve with a reply, reject, and edit", async () => {
    const rejected = await call("POST", "/review/new", bob.cookie, review(bobBooking.id, { rating: 1 }));
    expect(rejected.statusCode, rejected.body).toBe(201);
    bobReview = rejected.json().review.id;
    const pending = await call("GET", "/admin/reviews/pending", admin);
    expect(pending.json()).toMatchObject({
      success: true,
      reviewCount: 3,
      count: 3,
      average: 3,
      resPerPage: 20,
    });
    const approve = await call("PUT", `/admin/review/${aliceReview}`, admin, {
      status: "approved",
      reply: "Thank you, Alice!\nSee you next season.",
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().review).toMatchObject({
      status: "approved",
      reply: "Thank you, Alice!\nSee you next season.",
      repliedAt: december(16).toISOString(),
    });
    expect((await call("PUT", `/admin/review/${bobReview}`, admin, { status: "rejected" })).statusCode).toBe(
      200,
    );
    const list = await call("GET", "/admin/reviews", admin);
    expect(list.json().reviews.map((r: { id: string }) => r.id)).toEqual([
      carolReview,
      bobReview,
      aliceReview,
    ]);
    expect(list.json()).toMatchObject({ reviewCount: 3, count: 3 });
    const byStatus = await call("GET", "/admin/reviews?status=rejected", admin);
    expect(byStatus.json().reviews.map((r: { id: string }) => r.id)).toEqual([bobReview]);
    const byBoat = await call("GET", `/admin/reviews?boat=${similan.slug}`, admin);
    expect(byBoat.json()).toMatchObject({ reviewCount: 1, average: 1 });

    const refusals: [unknown, RegExp][] = [
      [{ status: "pending" }, /^status must be one of: approved, rejected$/],
      [{ rating: 5 }, /^Only status, reply, title and text can be changed \(not rating\)$/],
      [{ title: "" }, /^Title is required$/],
      [{ reply: "r".repeat(4001) }, /^Reply must be at most 4,000 characters$/],
      [[], /^The body must be a JSON object$/],
    ];
    for (const [payload, message] of refusals) {
      const response = await call("PUT", `/admin/review/${carolReview}`, admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const unknown = "0b7c4f3e-2a4b-4c1d-9e8f-123456789abc";
    expect((await call("GET", `/admin/review/${unknown}`, admin)).statusCode).toBe(404);
    expect((await call("PUT", `/admin/review/${unknown}`, admin, { status: "approved" })).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/admin/reviews?status=maybe", admin)).statusCode).toBe(400);
  });

  it("drops the cached public list when a review is approved, and counts approved reviews only", async () => {
    const before = await call("GET", "/reviews?boat=mv-andaman-review");
    const cached = await call("GET", "/reviews?boat=mv-andaman-review");
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.json()).toMatchObject({ reviewCount: 1, average: 5 });
    expect(before.json().reviews.map((r: { id: string }) => r.id)).toEqual([aliceReview]);

    const edited = await call("PUT", `/admin/review/${carolReview}`, admin, {
      status: "approved",
      title: "Good, but the boat rolled",
    });
    expect(edited.json().review).toMatchObject({
      status: "approved",
      title: "Good, but the boat rolled",
      reply: null,
    });
    const after = await call("GET", "/reviews?boat=mv-andaman-review");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json()).toMatchObject({
      reviewCount: 2,
      average: 4,
      count: 2,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
    // Newest first: Carol's came after Alice's.
    expect(after.json().reviews.map((r: { id: string }) => r.id)).toEqual([carolReview, aliceReview]);

    const all = await call("GET", "/reviews");
    expect(all.json()).toMatchObject({ reviewCount: 2, average: 4, count: 2 });
    expect(all.json().reviews.map((r: { id: string }) => r.id)).not.toContain(bobReview);
    expect((await call("GET", `/review/${bobReview}`)).statusCode).toBe(404);
    expect((await call("GET", `/review/${carolReview}`)).json().review.title).toBe(
      "Good, but the boat rolled",
    );

    const byRating = await call("GET", `/reviews?boat=${andaman.id}&rating=3`);
    expect(byRating.json()).toMatchObject({ count: 1, reviewCount: 2, average: 4 });
    expect(byRating.json().reviews.map((r: { id: string }) => r.id)).toEqual([carolReview]);
    const otherBoat = await call("GET", `/reviews?boat=${similan.slug}`);
    expect(otherBoat.json()).toMatchObject({ count: 0, reviewCount: 0, average: null, reviews: [] });
    expect((await call("GET", "/reviews?page=2")).json()).toMatchObject({ page: 2, count: 2, reviews: [] });
    for (const query of ["rating=6", "rating=x", "page=0", "boat=%27%20or%201=1"]) {
      expect((await call("GET", `/reviews?${query}`)).statusCode, query).toBe(400);
    }

    const latest = await h.services.reviews.latest({ boat: andaman.slug, limit: 1 });
    expect(latest).toMatchObject({ reviewCount: 2, average: 4 });
    expect(latest.reviews.map((r) => r.id)).toEqual([carolReview]);
    const home = await h.services.reviews.latest();
    expect(home.reviews.map((r) => r.id)).toEqual([carolReview, aliceReview]);
  });

  it("deletes a review and drops the cached list", async () => {
    await call("GET", "/reviews");
    expect((await call("GET", "/reviews")).headers["x-cache"]).toBe("hit");
    expect((await call("DELETE", `/admin/review/${carolReview}`, admin)).json()).toEqual({ success: true });
    const after = await call("GET", "/reviews");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json()).toMatchObject({ reviewCount: 1, average: 5 });
    expect((await h.services.reviews.latest()).reviewCount).toBe(1);
    expect((await call("GET", `/admin/review/${carolReview}`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/admin/review/${carolReview}`, admin)).statusCode).toBe(404);
    // Carol's booking may be reviewed again once her review is gone.
    const mine = await call("GET", "/reviews/mine", carol.cookie);
    expect(mine.json().reviewable.map((b: { bookingId: string }) => b.bookingId)).toEqual([carolBooking.id]);
  });
});
