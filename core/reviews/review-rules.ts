/**
 * The reviews' rules that need no database: who may review a booking, and the average and
 * distribution of a set of ratings. Plain functions of their inputs and the clock's instant, so a table
 * test covers them (review-rules.test.ts) and the screens may use them.
 */
import type { PaymentStatus } from "../bookings/booking-money.ts";
import type { BookingState } from "../bookings/booking-types.ts";
import { formatIsoDay } from "../shared/dates.ts";
import type { TripStatus } from "../trips/trip-types.ts";
import { RATINGS, type RatingDistribution, type RatingSummary } from "./review-types.ts";

/** What the rule reads of a booking (a `BookingView` has all of it). */
export type ReviewableFacts = {
  userId: string;
  state: BookingState;
  paymentInfo: { status: PaymentStatus };
  /** `status`: a departure the operator cancelled never sailed, whatever became of its bookings. */
  trip: { returnDate: string; status: TripStatus };
};

export const NOT_YOUR_BOOKING_MESSAGE = "You can only review your own bookings";
export const NOT_RETURNED_MESSAGE = "You can review this trip once it has returned";
export const CANCELLED_MESSAGE = "A cancelled booking cannot be reviewed";
export const TRIP_CANCELLED_MESSAGE = "This departure was cancelled, so it cannot be reviewed";
export const UNPAID_MESSAGE = "Only a booking with at least its deposit paid can be reviewed";

/**
 * Why `authorId` may not review `booking` at `now`, or null when they may: it must be their own
 * booking, not cancelled (nor a hold that ran out), with at least the deposit paid, on a departure
 * that was not cancelled and has returned: the Bangkok date today is after the return date (a guest still on board on the
 * last day cannot review yet). One review per booking is the database's unique key, not this rule.
 */
export function reviewRefusal(booking: ReviewableFacts, authorId: string, now: Date): string | null {
  if (booking.userId !== authorId) return NOT_YOUR_BOOKING_MESSAGE;
  if (booking.state === "cancelled") return CANCELLED_MESSAGE;
  if (booking.trip.status === "cancelled") return TRIP_CANCELLED_MESSAGE;
  if (booking.state === "expired" || booking.paymentInfo.status === "PENDING") return UNPAID_MESSAGE;
  if (!hasReturned(booking.trip.returnDate, now)) return NOT_RETURNED_MESSAGE;
  return null;
}

/** Whether a departure returning on `returnDate` (yyyy-MM-dd, Bangkok) has returned at `now`. */
export function hasReturned(returnDate: string, now: Date): boolean {
  return formatIsoDay(now) > returnDate;
}

/** Whole days from `returnDate` (Bangkok) to the Bangkok date of `now`; 0 on the return day itself. */
export function daysSinceReturn(returnDate: string, now: Date): number {
  const today = Date.parse(`${formatIsoDay(now)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${returnDate}T00:00:00Z`)) / 86_400_000);
}

/** `{ 1: 0, …, 5: 0 }`. */
export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/**
 * The summary of a set of ratings given as a count per rating (what one GROUP BY answers): the
 * average to one decimal (null when there are none), the number, and the count per star. Ratings
 * outside 1–5 are not counted (the database refuses them anyway).
 */
export function ratingSummary(counts: Iterable<{ rating: number; count: number }>): RatingSummary {
  const distribution = emptyDistribution();
  for (const { rating, count } of counts) {
    if ((RATINGS as readonly number[]).includes(rating))
      distribution[rating as keyof RatingDistribution] += count;
  }
  let reviewCount = 0;
  let sum = 0;
  for (const rating of RATINGS) {
    reviewCount += distribution[rating];
    sum += rating * distribution[rating];
  }
  return {
    average: reviewCount === 0 ? null : roundToTenth(sum / reviewCount),
    reviewCount,
    distribution,
  };
}

/** Half up to one decimal, on the exact fraction (4.25 → 4.3; floating point would give 4.2 at times). */
function roundToTenth(value: number): number {
  return Math.round(Math.round(value * 1000) / 100) / 10;
}
