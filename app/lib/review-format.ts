/**
 * Reviews as the screens word them: the rating in words, the average and count, the status as a guest
 * or an admin reads it. The browser's bundle of the home and boat pages imports this file, so it imports
 * nothing: dates and flags are written out by the loaders (review-screen.server.ts).
 */
import type { RatingSummary, ReviewStatus, ReviewView } from "../../core/reviews/review-types.ts";

/**
 * A review in loader data: instants as ISO text, and what the card shows already written out on the
 * server (the flag's address, the month of the trip, the day of the reply).
 */
export type ScreenReview = Omit<ReviewView, "repliedAt" | "createdAt"> & {
  repliedAt: string | null;
  createdAt: string;
  shown: { flagUrl: string | null; tripMonth: string; repliedOn: string | null };
};

export type ScreenSummary = RatingSummary;

/** Each whole-star rating in words, for the star input and the filters. */
export const RATING_WORDS: Readonly<Record<number, string>> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

/** "1 star", "4 stars". */
export function starsText(rating: number): string {
  return `${rating} ${rating === 1 ? "star" : "stars"}`;
}

/** The average as written beside the stars: "4.6" (one decimal, as the service gives it). */
export function averageText(average: number): string {
  return average.toFixed(1);
}

/** "12 reviews", "1 review". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** A review's status in the guest's words (their own reviews on /bookings/me). */
export const GUEST_STATUS: Readonly<Record<ReviewStatus, string>> = {
  pending: "Waiting for approval",
  approved: "Published",
  rejected: "Not published",
};

/** A review's status in the admin's list. */
export const ADMIN_STATUS: Readonly<Record<ReviewStatus, string>> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
