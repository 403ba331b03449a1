/**
 * Reviews in schema.org JSON-LD (core/site/seo.ts builds the objects they go on). The rating is always
 * of something the guests travelled with: the operator (its TravelAgency, a LocalBusiness, on /reviews
 * and the home page) or one boat (its Vehicle, a Product, on the boat's page and on /reviews filtered by
 * that boat), never of the website. `AggregateRating` is left out when there is no approved review
 * (a rating of nothing is not valid), and each `Review` names its author by first name only, as the
 * screens do.
 */
import { MAX_RATING, MIN_RATING, type RatingSummary } from "../../core/reviews/review-types.ts";
import { type JsonLd } from "../../core/site/seo.ts";
import type { ScreenReview } from "./review-format.ts";

/** `aggregateRating` and `review` for the object that is rated; nothing when there is no review yet. */
export function ratingJsonLd(summary: RatingSummary, reviews: readonly ScreenReview[]): Partial<JsonLd> {
  if (summary.reviewCount === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.reviewCount,
      bestRating: MAX_RATING,
      worstRating: MIN_RATING,
    },
    review: reviews.map(reviewJsonLd),
  };
}

export function reviewJsonLd(review: ScreenReview): JsonLd {
  return {
    "@type": "Review",
    name: review.title,
    reviewBody: review.text,
    datePublished: review.createdAt.slice(0, 10),
    author: { "@type": "Person", name: review.author.firstName },
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: MAX_RATING,
      worstRating: MIN_RATING,
    },
  };
}
