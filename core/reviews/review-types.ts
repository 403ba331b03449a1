/**
 * The reviews domain's value lists, limits and shapes, shared by the schema, the service, the API and
 * the screens. Plain types only: the browser's bundle imports this.
 */

/** `pending` waits for an admin; only `approved` reviews are shown or counted; `rejected` stays hidden. */
export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What an admin may set a review to (a review is never put back to waiting). */
export const moderatedStatuses = ["approved", "rejected"] as const;
export type ModeratedStatus = (typeof moderatedStatuses)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Whole stars, lowest first (the distribution's keys). */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const MAX_REVIEW_TITLE = 120;
export const MAX_REVIEW_TEXT = 4_000;
/** The operator's public answer under a review. */
export const MAX_REVIEW_REPLY = 4_000;

/** How many ratings of each value: `{ 1: n, …, 5: n }`. */
export type RatingDistribution = Record<Rating, number>;

/** The summary shown above a list of reviews: average to one decimal (null when none), count, bars. */
export type RatingSummary = {
  average: number | null;
  reviewCount: number;
  distribution: RatingDistribution;
};

/**
 * A review as every answer gives it. The author is shown by first name, country and the month of the
 * trip (`trip.departure`), never by surname or e-mail. Text is plain text with its line breaks (the
 * screens escape it and keep the breaks); instants are ISO 8601 in JSON.
 */
export type ReviewView = {
  id: string;
  rating: number;
  title: string;
  text: string;
  author: { firstName: string; country: string; countryCode: string };
  trip: { id: string; departure: string; boat: { name: string; slug: string } };
  status: ReviewStatus;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

/** A past booking of the signed-in guest that may still be reviewed (`/bookings/me`'s "Write a review"). */
export type ReviewableBooking = {
  bookingId: string;
  trip: {
    id: string;
    title: string;
    departure: string;
    returnDate: string;
    boat: { name: string; slug: string };
  };
};

/** The path of the review form for one booking: the invitation e-mail links here. */
export function reviewFormPath(bookingId: string): string {
  return `/bookings/me?review=${encodeURIComponent(bookingId)}`;
}
