/**
 * Reviews as the screens show them: a review's instants as ISO text (loader data crosses to the browser
 * as JSON-like data), the month of the trip ("October 2026"), the rating in words, and the status as a
 * guest or an admin reads it. Pure: the browser's bundle imports this file.
 */
import { formatMonth, formatYear } from "../../core/shared/dates.ts";
import type { RatingSummary, ReviewStatus, ReviewView } from "../../core/reviews/review-types.ts";

export type ScreenReview = Omit<ReviewView, "repliedAt" | "createdAt"> & {
  repliedAt: string | null;
  createdAt: string;
};

export type ScreenSummary = RatingSummary;

export function screenReview(review: ReviewView): ScreenReview {
  return {
    ...review,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
  };
}

/** The summary part of a list or highlights answer (average, count, distribution). */
export function screenSummary({ average, reviewCount, distribution }: RatingSummary): ScreenSummary {
  return { average, reviewCount, distribution };
}

/** The month a departure (yyyy-MM-dd, a Bangkok day) sailed: "October 2026". */
export function tripMonth(departure: string): string {
  const noonInBangkok = `${departure}T12:00:00+07:00`;
  return `${formatMonth(noonInBangkok)} ${formatYear(noonInBangkok)}`;
}

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
