/**
 * Who may review a booking (a table of booking states × clock instants around the return day, in
 * Bangkok), and the average and distribution of a table of ratings.
 */
import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "../bookings/booking-money.ts";
import type { BookingState } from "../bookings/booking-types.ts";
import type { TripStatus } from "../trips/trip-types.ts";
import {
  CANCELLED_MESSAGE,
  daysSinceReturn,
  hasReturned,
  NOT_RETURNED_MESSAGE,
  NOT_YOUR_BOOKING_MESSAGE,
  ratingSummary,
  reviewRefusal,
  TRIP_CANCELLED_MESSAGE,
  UNPAID_MESSAGE,
} from "./review-rules.ts";

const AUTHOR = "author";
const RETURN_DATE = "2026-12-04";

/**
 * Instants around the return day (Bangkok is UTC+7): on board the day before, the return day's last
 * minute and the next day's first minute in Bangkok, and a year later.
 */
const CLOCK = {
  "on board": new Date("2026-12-03T05:00:00Z"),
  "return day 23:59": new Date("2026-12-04T16:59:00Z"),
  "next day 00:00": new Date("2026-12-04T17:00:00Z"),
  "a year later": new Date("2027-12-04T05:00:00Z"),
} as const;

const booking = (
  state: BookingState,
  status: PaymentStatus,
  userId = AUTHOR,
  tripStatus: TripStatus = "scheduled",
) => ({
  userId,
  state,
  paymentInfo: { status },
  trip: { returnDate: RETURN_DATE, status: tripStatus },
});

type Row = [string, BookingState, PaymentStatus, keyof typeof CLOCK, string | null];

const table: Row[] = [
  ["deposit paid, returned", "confirmed", "DEPOSIT PAID", "next day 00:00", null],
  ["paid in full, returned long ago", "confirmed", "COMPLETED", "a year later", null],
  ["paid, still on board", "confirmed", "COMPLETED", "on board", NOT_RETURNED_MESSAGE],
  ["paid, the return day's last minute", "confirmed", "COMPLETED", "return day 23:59", NOT_RETURNED_MESSAGE],
  ["nothing paid, held", "held", "PENDING", "next day 00:00", UNPAID_MESSAGE],
  ["a hold that ran out", "expired", "PENDING", "a year later", UNPAID_MESSAGE],
  ["confirmed by hand, nothing paid", "confirmed", "PENDING", "a year later", UNPAID_MESSAGE],
  ["cancelled after paying", "cancelled", "COMPLETED", "a year later", CANCELLED_MESSAGE],
  ["cancelled before returning", "cancelled", "DEPOSIT PAID", "on board", CANCELLED_MESSAGE],
];

describe("who may review a booking", () => {
  it.each(table)("%s (%s, %s) at %s → %s", (_label, state, status, at, refusal) => {
    expect(reviewRefusal(booking(state, status), AUTHOR, CLOCK[at])).toBe(refusal);
  });

  it("refuses someone else's booking before anything else", () => {
    for (const at of Object.values(CLOCK)) {
      expect(reviewRefusal(booking("confirmed", "COMPLETED", "someone else"), AUTHOR, at)).toBe(
        NOT_YOUR_BOOKING_MESSAGE,
      );
    }
  });

  it("refuses a paid booking on a departure the operator cancelled", () => {
    expect(
      reviewRefusal(booking("confirmed", "COMPLETED", AUTHOR, "cancelled"), AUTHOR, CLOCK["a year later"]),
    ).toBe(TRIP_CANCELLED_MESSAGE);
  });

  it("counts the days since return in Bangkok", () => {
    expect(hasReturned(RETURN_DATE, CLOCK["return day 23:59"])).toBe(false);
    expect(daysSinceReturn(RETURN_DATE, CLOCK["return day 23:59"])).toBe(0);
    expect(daysSinceReturn(RETURN_DATE, CLOCK["next day 00:00"])).toBe(1);
    expect(daysSinceReturn(RETURN_DATE, CLOCK["on board"])).toBe(-1);
    expect(daysSinceReturn(RETURN_DATE, CLOCK["a year later"])).toBe(365);
  });
});

describe("the average and distribution of ratings", () => {
  const summaryOf = (ratings: number[]) => {
    const counts = new Map<number, number>();
    for (const rating of ratings) counts.set(rating, (counts.get(rating) ?? 0) + 1);
    return ratingSummary([...counts].map(([rating, count]) => ({ rating, count })));
  };

  it.each([
    [[], null, 0, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }],
    [[5], 5, 1, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 }],
    [[5, 4], 4.5, 2, { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }],
    // 17 / 4 = 4.25: half up, not the 4.2 floating point would give
    [[5, 4, 4, 4], 4.3, 4, { 1: 0, 2: 0, 3: 0, 4: 3, 5: 1 }],
    // 13 / 3 = 4.333…
    [[5, 4, 4], 4.3, 3, { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }],
    // 14 / 3 = 4.666…
    [[5, 5, 4], 4.7, 3, { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 }],
    [[1, 2, 3, 4, 5], 3, 5, { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }],
    [[1, 1, 1, 1, 1, 1, 5], 1.6, 7, { 1: 6, 2: 0, 3: 0, 4: 0, 5: 1 }],
  ])("%j → average %s, count %s", (ratings, average, reviewCount, distribution) => {
    expect(summaryOf(ratings)).toEqual({ average, reviewCount, distribution });
  });

  it("adds the counts of one rating given twice and leaves out ratings outside 1–5", () => {
    expect(
      ratingSummary([
        { rating: 4, count: 2 },
        { rating: 4, count: 1 },
        { rating: 0, count: 9 },
        { rating: 6, count: 9 },
      ]),
    ).toEqual({ average: 4, reviewCount: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 3, 5: 0 } });
  });
});
