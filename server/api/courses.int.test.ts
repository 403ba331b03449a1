/**
 * Course dates and course bookings on each database: every call of the contract with its refusals
 * (visitor 401, customer 403 on admin calls, another customer 404), the price computed by the server
 * whatever the client sends, payment in full through the test card, seats never cut below what is
 * held or sold, holds that free their seats by time alone, at most 3 unpaid bookings of either kind,
 * the minimum age on the start date, the reminder claimed once, a date cancelled with refunds.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseDates, mailOutbox } from "../../db/schema.ts";
import { type ApiHarness, apiCall, signedInUser, startApi } from "../../tests/support/api-harness.ts";
import { asCustomer, makeCourse } from "../../tests/support/factories.ts";

/** The rest of the test-card form: an expiry still to come, a CVC, the name on the card. */
const CARD = { expiry: "12/40", cvc: "123", name: "Tara Booker" };

const START = new Date("2026-11-23T05:00:00Z");
let h: ApiHarness;
let admin: string;
let course: { id: string; slug: string; name: string };

beforeAll(async () => {
  ({ h, admin } = await startApi({ start: START }));
  course = await makeCourse(h.database.db, {
    name: "Open Water Diver",
    price: 1_400_000,
    durationDays: 4,
    minimumAge: 10,
  });
});

afterAll(async () => {
  await h.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", cookie: string, url: string, payload?: object) =>
  apiCall(h, cookie, method, url, payload);

let day = 0;
/** A new date of the course (a week apart each), answered as the admin call gives it. */
async function newDate(fields: Record<string, unknown> = {}) {
  day += 7;
  const start = new Date(Date.parse("2027-01-04T00:00:00Z") + day * 86_400_000).toISOString().slice(0, 10);
  const response = await call("POST", admin, `/admin/course/${course.id}/date/new`, {
    start,
    seats: 6,
    note: "Meet at the dive centre, 8:00",
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().date;
}

const customer = (fields: { role?: "customer" | "agent"; agentDiscount?: number } = {}) =>
  signedInUser(h, fields);

async function book(
  cookie: string,
  courseDateId: string,
  students = [{ firstName: "Ann", lastName: "Lee" }],
) {
  return call("POST", cookie, "/course-booking/new", {
    courseDateId,
    studentArray: students,
  });
}

const students = (n: number, crewPaks = 0) =>
  Array.from({ length: n }, (_, i) => ({ firstName: `S${i}`, lastName: "Diver", crewPak: i < crewPaks }));

describe(`course dates and course bookings on ${process.env.TEST_DB}`, () => {
  it("an admin publishes a date: end from durationDays, price from the course; anyone reads upcoming dates", async () => {
    const date = await newDate({ start: "2027-01-05" });
    expect(date).toMatchObject({
      start: "2027-01-05",
      end: "2027-01-08",
      seats: 6,
      seatsLeft: 6,
      price: 14_000,
      status: "scheduled",
      students: 0,
      bookings: 0,
    });
    const custom = await newDate({ end: "2027-02-20", price: 12_500.5, seats: 3 });
    expect(custom).toMatchObject({ end: "2027-02-20", price: 12_500.5, seats: 3 });
    const cancelled = await newDate();
    expect((await call("POST", admin, `/admin/course-date/${cancelled.id}/cancel`)).statusCode).toBe(200);

    for (const key of [course.slug, course.id]) {
      const response = await call("GET", "", `/course/${key}/dates`);
      expect(response.statusCode, response.body).toBe(200);
      const { dates } = response.json();
      expect(dates.map((d: { id: string }) => d.id)).toContain(date.id);
      expect(dates.map((d: { id: string }) => d.id)).not.toContain(cancelled.id);
      expect(dates[0]).toEqual({
        id: date.id,
        start: "2027-01-05",
        end: "2027-01-08",
        seats: 6,
        seatsLeft: 6,
        price: 14_000,
        note: "Meet at the dive centre, 8:00",
      });
      const starts = dates.map((d: { start: string }) => d.start);
      expect([...starts].sort()).toEqual(starts);
    }
    expect((await call("GET", "", "/course/no-such-course/dates")).statusCode).toBe(404);

    // A start not in ISO form, an end before the start, a start already past.
    for (const [date, message] of [
      [{ start: "05/01/2027" }, /start/],
      [{ start: "2027-03-05", end: "2027-03-01" }, /end/],
      [{ start: "2026-11-01" }, undefined],
    ] as const) {
      const bad = await call("POST", admin, `/admin/course/${course.id}/date/new`, { ...date, seats: 2 });
      expect(bad.statusCode, JSON.stringify(date)).toBe(400);
      if (message) expect(bad.json().message).toMatch(message);
    }
  });

  it("books two students with one crew pak: the server prices it; a tampered price, total or status is ignored", async () => {
    const date = await newDate();
    const { cookie, user } = await customer();
    const response = await call("POST", cookie, "/course-booking/new", {
      courseDateId: date.id,
      studentArray: [
        { firstName: "Ann", lastName: "Lee", crewPak: true, price: 1 },
        { firstName: "Bo", lastName: "Lee", crewPak: false },
      ],
      price: 1,
      total: 1,
      paymentInfo: { status: "COMPLETED" },
      agentDiscount: 100,
      state: "confirmed",
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().courseBooking;
    expect(booking).toMatchObject({
      kind: "course",
      price: 31_000,
      paid: 0,
      pending: 31_000,
      agentDiscount: 0,
      state: "held",
      paymentInfo: { status: "PENDING" },
      course: { id: course.id, name: "Open Water Diver" },
      courseDate: { id: date.id, start: date.start, end: date.end },
      studentArray: [
        {
          firstName: "Ann",
          lastName: "Lee",
          crewPak: true,
          coursePrice: 14_000,
          price: 17_000,
          information: null,
        },
        {
          firstName: "Bo",
          lastName: "Lee",
          crewPak: false,
          coursePrice: 14_000,
          price: 14_000,
          information: null,
        },
      ],
    });
    expect(Date.parse(booking.holdExpiresAt)).toBe(START.getTime() + 20 * 60_000);
    const [received] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "course-booking-received"), eq(mailOutbox.toAddress, user.email)));
    expect(received?.text).toContain("Ann Lee, Bo Lee");
    // Held seats are taken.
    const { dates } = (await call("GET", "", `/course/${course.slug}/dates`)).json();
    expect(dates.find((d: { id: string }) => d.id === date.id).seatsLeft).toBe(4);
  });

  it("an agent books at the net rate: the percent comes off the course price, not the crew pak", async () => {
    const date = await newDate();
    const { cookie } = await customer({ role: "agent", agentDiscount: 10 });
    const response = await book(cookie, date.id, [
      { firstName: "Cy", lastName: "Ng", crewPak: true },
    ] as never);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().courseBooking).toMatchObject({ agentDiscount: 10, price: 12_600 + 3_000 });
  });

  it("refuses bad input naming the field, a visitor (401), an unknown date (404), a cancelled date (409)", async () => {
    const date = await newDate();
    const { cookie } = await customer();
    expect((await book("", date.id)).statusCode).toBe(401);
    const empty = await call("POST", cookie, "/course-booking/new", {
      courseDateId: date.id,
      studentArray: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/studentArray/);
    const noName = await book(cookie, date.id, [{ firstName: "", lastName: "X" }]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/First name/);
    const badId = await call("POST", cookie, "/course-booking/new", {
      courseDateId: "x",
      studentArray: students(1),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/courseDateId/);
    expect((await book(cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    await call("POST", admin, `/admin/course-date/${date.id}/cancel`);
    const cancelled = await book(cookie, date.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/cancelled/);
  });

  it("409 when the seats are not free; a hold that runs out frees its seats by time alone", async () => {
    const date = await newDate({ seats: 3 });
    const a = await customer();
    const b = await customer();
    expect((await book(a.cookie, date.id, students(2))).statusCode).toBe(201);
    const tooMany = await book(b.cookie, date.id, students(2));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("Only 1 seat is left on this course date; you asked for 2");
    h.clock.advance(21 * 60_000);
    try {
      expect((await book(b.cookie, date.id, students(3))).statusCode).toBe(201);
      const full = await book(a.cookie, date.id, students(1));
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe("This course date is full");
    } finally {
      h.clock.now = START;
    }
  });

  it("reads a booking for its owner and admins only: visitor 401, another customer 404", async () => {
    const date = await newDate();
    const { cookie } = await customer();
    const { id } = (await book(cookie, date.id)).json().courseBooking;
    const other = await customer();
    expect((await call("GET", cookie, `/course-booking/${id}`)).statusCode).toBe(200);
    expect((await call("GET", admin, `/course-booking/${id}`)).statusCode).toBe(200);
    expect((await call("GET", "", `/course-booking/${id}`)).statusCode).toBe(401);
    expect((await call("GET", other.cookie, `/course-booking/${id}`)).statusCode).toBe(404);
    expect((await call("GET", cookie, `/course-booking/not-an-id`)).statusCode).toBe(404);
    const info = { studentArray: [{ dateOfBirth: "01/02/1990", certification: "None", medical: "all-no" }] };
    expect((await call("PUT", other.cookie, `/course-booking/${id}/information`, info)).statusCode).toBe(404);
    expect((await call("PUT", "", `/course-booking/${id}/information`, info)).statusCode).toBe(401);
  });

  it("saves the students' information; refuses a student too young on the start date, by name", async () => {
    const date = await newDate({ start: "2027-06-10" });
    const { cookie } = await customer();
    const { id } = (
      await book(cookie, date.id, [
        { firstName: "Ann", lastName: "Lee" },
        { firstName: "Kit", lastName: "Lee" },
      ])
    ).json().courseBooking;
    const put = (studentArray: object[]) =>
      call("PUT", cookie, `/course-booking/${id}/information`, { studentArray });
    const adult = { dateOfBirth: "01/02/1990", certification: "None", medical: "all-no" };
    // Ten on 11 June 2027: one day short of the minimum age on the first day.
    const tooYoung = await put([
      adult,
      { dateOfBirth: "11/06/2017", certification: "None", medical: "all-no" },
    ]);
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().message).toBe(
      "Kit Lee must be at least 10 years old on the first day of Open Water Diver",
    );
    const badDate = await put([{ ...adult, dateOfBirth: "1990-02-01" }, adult]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/Date of birth/);
    const badMedical = await put([{ ...adult, medical: "yes" }, adult]);
    expect(badMedical.statusCode).toBe(400);
    expect(badMedical.json().message).toMatch(/medical/);
    expect((await put([adult])).statusCode).toBe(400);
    const ok = await put([
      adult,
      { dateOfBirth: "10/06/2017", certification: "None", medical: "doctor-form" },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().courseBooking.studentArray[1].information).toEqual({
      dateOfBirth: "2017-06-10",
      certification: "None",
      medical: "doctor-form",
    });
  });

  it("books with the students' details in one step: a refused detail leaves no booking holding seats", async () => {
    const date = await newDate({ start: "2027-06-10", seats: 2 });
    const { user } = await customer();
    const signedIn = asCustomer(user, { firstName: "Ann", lastName: "Lee" });
    const input = {
      courseDateId: date.id,
      studentArray: [
        { firstName: "Ann", lastName: "Lee", crewPak: false },
        { firstName: "Kit", lastName: "Lee", crewPak: true },
      ],
    };
    const adult = { dateOfBirth: "1990-02-01", certification: "None", medical: "all-no" } as const;
    const refused = h.services.courseBookings.create(signedIn, input, [
      adult,
      { ...adult, dateOfBirth: "2017-06-11" },
    ]);
    await expect(refused).rejects.toThrow("Kit Lee must be at least 10 years old");
    // Nothing was written: both seats are still free.
    const dates = (await call("GET", "", `/course/${course.slug}/dates`)).json().dates;
    expect(dates.find((d: { id: string }) => d.id === date.id).seatsLeft).toBe(2);
    const made = await h.services.courseBookings.create(signedIn, input, [adult, adult]);
    expect(made.studentArray.map((student) => student.information)).toEqual([adult, adult]);
    expect((await h.services.courseBookings.get(made.id, signedIn)).studentArray[1]!.information).toEqual(
      adult,
    );
  });

  it("pays in full with the test card: COMPLETED, confirmed, one receipt; 'deposit' is refused", async () => {
    const date = await newDate();
    const { cookie, user } = await customer();
    const { id } = (await book(cookie, date.id, students(2, 1))).json().courseBooking;
    const deposit = await call("POST", cookie, "/payment/process", {
      courseBookingId: id,
      option: "deposit",
    });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().message).toMatch(/full/);
    const both = await call("POST", cookie, "/payment/process", {
      courseBookingId: id,
      bookingId: id,
      option: "full",
    });
    expect(both.statusCode).toBe(400);
    const other = await customer();
    expect(
      (await call("POST", other.cookie, "/payment/process", { courseBookingId: id, option: "full" }))
        .statusCode,
    ).toBe(404);
    const open = await call("POST", cookie, "/payment/process", { courseBookingId: id, option: "full" });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ success: true, amount: 31_000, provider: "test" });
    expect(
      (
        await call("POST", other.cookie, "/payment/test-card", {
          paymentId: open.json().paymentId,
          cardNumber: "4242424242424242",
          ...CARD,
        })
      ).statusCode,
    ).toBe(404);
    const paid = await call("POST", cookie, "/payment/test-card", {
      paymentId: open.json().paymentId,
      cardNumber: "4242 4242 4242 4242",
      ...CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await call("GET", cookie, `/course-booking/${id}`)).json().courseBooking).toMatchObject({
      state: "confirmed",
      paid: 31_000,
      pending: 0,
      holdExpiresAt: null,
      paymentInfo: { status: "COMPLETED" },
    });
    const receipts = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "course-payment-receipt"), eq(mailOutbox.toAddress, user.email)));
    expect(receipts).toHaveLength(1);
    expect(
      (await call("POST", cookie, "/payment/process", { courseBookingId: id, option: "full" })).statusCode,
    ).toBe(400);
  });

  it("/bookings/me lists course bookings with kind course beside trip bookings", async () => {
    const date = await newDate();
    const { cookie } = await customer();
    const { id } = (await book(cookie, date.id, students(1))).json().courseBooking;
    const response = await call("GET", cookie, "/bookings/me");
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings).toEqual([
      expect.objectContaining({ id, kind: "course", price: 14_000 }),
    ]);
    expect(response.json()).toMatchObject({ totalAmount: 14_000, pending: 14_000 });
  });

  it("at most 3 unpaid bookings per customer", async () => {
    const date = await newDate({ seats: 20 });
    const { cookie } = await customer();
    for (let i = 0; i < 3; i++) expect((await book(cookie, date.id)).statusCode).toBe(201);
    const fourth = await book(cookie, date.id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      "You already hold 3 unpaid bookings: pay or let one of them go before booking another",
    );
  });

  it("seats are never cut below what is held or sold; the database refuses it too", async () => {
    const date = await newDate({ seats: 4 });
    const { cookie } = await customer();
    expect((await book(cookie, date.id, students(3))).statusCode).toBe(201);
    const cut = await call("PUT", admin, `/admin/course-date/${date.id}`, { seats: 2 });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toBe("seats cannot be fewer than the 3 already held or sold on this date");
    const ok = await call("PUT", admin, `/admin/course-date/${date.id}`, {
      seats: 3,
      note: "Pier 2",
      price: 15_000,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().date).toMatchObject({
      seats: 3,
      seatsLeft: 0,
      note: "Pier 2",
      price: 15_000,
      students: 3,
    });
    // Past the service: the trigger refuses, judging holds by the clock the transaction sets.
    await expect(
      h.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.now', ${START.toISOString()}, true)`);
        await tx.update(courseDates).set({ seats: 1 }).where(eq(courseDates.id, date.id));
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23514" }) });
    // A date with bookings cannot be deleted.
    const del = await call("DELETE", admin, `/admin/course-date/${date.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/cancel/);
    const empty = await newDate();
    expect((await call("DELETE", admin, `/admin/course-date/${empty.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", admin, `/admin/course-date/${empty.id}`)).statusCode).toBe(404);
  });

  it("cancelling a date tells every booker and refunds what was paid", async () => {
    const date = await newDate();
    const payer = await customer();
    const holder = await customer();
    const { id: paidId } = (await book(payer.cookie, date.id, students(2))).json().courseBooking;
    const { id: heldId } = (await book(holder.cookie, date.id, students(1))).json().courseBooking;
    const part = await call("POST", admin, `/admin/course-booking/${paidId}/payment`, {
      amount: 10_000,
      method: "cash",
    });
    expect(part.statusCode).toBe(400);
    expect(part.json()).toMatchObject({
      field: "amount",
      message: "A course booking is paid in full: the amount must be THB 28,000",
    });
    const offline = await call("POST", admin, `/admin/course-booking/${paidId}/payment`, {
      amount: 28_000,
      method: "bank transfer",
    });
    expect(offline.statusCode, offline.body).toBe(201);
    expect(offline.json().courseBooking).toMatchObject({
      state: "confirmed",
      paymentInfo: { status: "COMPLETED" },
    });

    const list = (await call("GET", admin, `/admin/course/${course.id}/dates`)).json().dates;
    expect(list.find((d: { id: string }) => d.id === date.id)).toMatchObject({ students: 3, bookings: 2 });

    const cancel = await call("POST", admin, `/admin/course-date/${date.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ told: 2, refunded: 28_000, date: { status: "cancelled" } });
    for (const [cookie, id] of [
      [payer.cookie, paidId],
      [holder.cookie, heldId],
    ] as const) {
      expect((await call("GET", cookie, `/course-booking/${id}`)).json().courseBooking.state).toBe(
        "cancelled",
      );
    }
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "course-date-cancelled"));
    expect(mails.map((mail) => mail.toAddress)).toEqual(
      expect.arrayContaining([payer.user.email, holder.user.email]),
    );
    expect(mails.find((mail) => mail.toAddress === payer.user.email)?.text).toContain(
      "THB 28,000 is refunded",
    );
    const payments = (await call("GET", admin, `/admin/course-booking/${paidId}`)).json().payments;
    expect(payments.map((p: { kind: string }) => p.kind)).toEqual(["full", "refund"]);
    expect((await call("POST", admin, `/admin/course-date/${date.id}/cancel`)).statusCode).toBe(409);
  });

  it("admin lists course bookings by course, date and status; cancels one with a refund", async () => {
    const date = await newDate();
    const { cookie } = await customer();
    const { id } = (await book(cookie, date.id, students(1))).json().courseBooking;
    const byDate = await call("GET", admin, `/admin/course-bookings?date=${date.id}`);
    expect(byDate.statusCode).toBe(200);
    expect(byDate.json().courseBookings.map((b: { id: string }) => b.id)).toEqual([id]);
    const byCourse = (
      await call("GET", admin, `/admin/course-bookings?course=${course.id}&status=PENDING`)
    ).json();
    expect(byCourse.courseBookings.map((b: { id: string }) => b.id)).toContain(id);
    expect((await call("GET", admin, `/admin/course-bookings?status=nonsense`)).statusCode).toBe(400);
    expect((await call("GET", admin, `/admin/course-bookings?course=x`)).statusCode).toBe(400);
    const cancel = await call("POST", admin, `/admin/course-booking/${id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ courseBooking: { state: "cancelled" }, refunded: 0 });
    expect((await call("POST", admin, `/admin/course-booking/${id}/cancel`)).statusCode).toBe(409);
    expect(
      (await call("GET", admin, `/admin/course-booking/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });

  it("every admin call answers 401 to a visitor and 403 to a customer", async () => {
    const date = await newDate();
    const { cookie } = await customer();
    const calls: ["GET" | "POST" | "PUT" | "DELETE", string][] = [
      ["GET", `/admin/course/${course.id}/dates`],
      ["POST", `/admin/course/${course.id}/date/new`],
      ["PUT", `/admin/course-date/${date.id}`],
      ["DELETE", `/admin/course-date/${date.id}`],
      ["POST", `/admin/course-date/${date.id}/cancel`],
      ["GET", "/admin/course-bookings"],
      ["GET", `/admin/course-booking/${date.id}`],
      ["POST", `/admin/course-booking/${date.id}/payment`],
      ["POST", `/admin/course-booking/${date.id}/cancel`],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, "", url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, cookie, url, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call("GET", "", `/course/${course.slug}/dates`)).json().dates.map((d: { id: string }) => d.id),
    ).toContain(date.id);
  });

  it("reminds a paid booking two days before the course starts, once however many sweeps run", async () => {
    const date = await newDate({ start: "2027-03-01" });
    const { cookie, user } = await customer();
    const { id } = (await book(cookie, date.id, students(1))).json().courseBooking;
    await call("POST", admin, `/admin/course-booking/${id}/payment`, { amount: 14_000, method: "cash" });
    const reminders = () =>
      h.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "course-reminder"), eq(mailOutbox.toAddress, user.email)));
    try {
      h.clock.now = new Date("2027-02-26T12:00:00Z"); // 2 days and 5 hours before midnight in Bangkok
      await h.services.bookingSweep.run();
      expect(await reminders()).toHaveLength(0);
      h.clock.now = new Date("2027-02-27T12:00:00Z");
      await Promise.all([h.services.bookingSweep.run(), h.services.bookingSweep.run()]);
      await h.services.bookingSweep.run();
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain("Meet at the dive centre, 8:00");
      expect(sent[0]!.text).toContain("What to bring");
    } finally {
      h.clock.now = START;
    }
  });

  it("a payment after the hold ran out and the seat was sold is refunded and flagged, never oversold", async () => {
    const date = await newDate({ seats: 1 });
    const late = await customer();
    const { id: lateId } = (await book(late.cookie, date.id)).json().courseBooking;
    const { paymentId } = (
      await call("POST", late.cookie, "/payment/process", { courseBookingId: lateId, option: "full" })
    ).json();
    try {
      h.clock.advance(21 * 60_000);
      const other = await customer();
      const { id: otherId } = (await book(other.cookie, date.id)).json().courseBooking;
      await call("POST", admin, `/admin/course-booking/${otherId}/payment`, {
        amount: 14_000,
        method: "cash",
      });
      const paid = await call("POST", late.cookie, "/payment/test-card", {
        paymentId,
        cardNumber: "4242424242424242",
        ...CARD,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const booking = (await call("GET", late.cookie, `/course-booking/${lateId}`)).json().courseBooking;
      expect(booking).toMatchObject({ state: "expired", paid: 0 });
      expect(booking.flag).toMatch(/refunded/);
      const { dates } = (await call("GET", admin, `/admin/course/${course.id}/dates`)).json();
      expect(dates.find((d: { id: string }) => d.id === date.id)).toMatchObject({
        seatsLeft: 0,
        students: 1,
      });
    } finally {
      h.clock.now = START;
    }
  });
});
