/**
 * Reviews for loader data: instants as ISO text, and the card's dates and flag written out here on the
 * server, so the home and boat pages' JavaScript carries neither the date formatting nor the list of
 * flags (their page-weight budget, tests/e2e/page-weight.e2e.ts).
 */
import type { RatingSummary, ReviewView } from "../../core/reviews/review-types.ts";
import { formatMonth, formatShort, formatYear } from "../../core/shared/dates.ts";
import { flagUrl } from "./flags.ts";
import type { ScreenReview, ScreenSummary } from "./review-format.ts";

/** The month a departure (yyyy-MM-dd, a Bangkok day) sailed: "October 2026". */
export function tripMonth(departure: string): string {
  const noonInBangkok = `${departure}T12:00:00+07:00`;
  return `${formatMonth(noonInBangkok)} ${formatYear(noonInBangkok)}`;
}

export function screenReview(review: ReviewView): ScreenReview {
  return {
    ...review,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    shown: {
      flagUrl: flagUrl(review.author.countryCode) ?? null,
      tripMonth: tripMonth(review.trip.departure),
      repliedOn: review.repliedAt ? formatShort(review.repliedAt) : null,
    },
  };
}

/** The summary part of a list or highlights answer (average, count, distribution). */
export function screenSummary({ average, reviewCount, distribution }: RatingSummary): ScreenSummary {
  return { average, reviewCount, distribution };
}
