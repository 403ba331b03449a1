/**
 * Reviews as every public screen shows them: stars, the summary (average, count, the distribution as
 * bars), one review with the operator's reply under it, and the highlights band of the boat and home
 * pages. Plain server-rendered markup: no script of their own. A review's text is plain text, escaped by
 * React; its line breaks are kept by the stylesheet (white-space: pre-line).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RATINGS } from "../../core/reviews/review-types.ts";
import { formatShort } from "../../core/shared/dates.ts";
import {
  averageText,
  reviewCountText,
  type ScreenReview,
  type ScreenSummary,
  starsText,
  tripMonth,
} from "../lib/review-format.ts";
import { SITE_NAME } from "../../core/site/seo.ts";
import { useRootData } from "../root.tsx";
import { Flag } from "./flag.tsx";

/** Five stars, filled to `rating` (halves rounded to the nearest half); read as "4.6 out of 5 stars". */
export function Stars({ rating, size = "normal" }: { rating: number; size?: "normal" | "large" }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span
      className={size === "large" ? "stars stars-large" : "stars"}
      role="img"
      aria-label={`${Number.isInteger(rating) ? rating : averageText(rating)} out of 5 stars`}
    >
      {RATINGS.map((star) => (
        <span
          key={star}
          className="star"
          data-fill={filled >= star ? "full" : filled >= star - 0.5 ? "half" : "empty"}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The average with its stars, the count, and how many reviews gave each rating as bars. With
 * `ratingHref` each bar's label is a link to the reviews of that rating (the /reviews filter).
 */
export function RatingSummaryPanel({
  summary,
  ratingHref,
  current,
}: {
  summary: ScreenSummary;
  ratingHref?: (rating: number) => string;
  /** The rating the list is filtered by, marked as current. */
  current?: number;
}) {
  const { average, reviewCount, distribution } = summary;
  if (average === null || reviewCount === 0) return null;
  return (
    <div className="rating-summary">
      <div className="rating-average">
        <p className="rating-average-value">
          {averageText(average)}
          <span className="visually-hidden"> out of 5</span>
        </p>
        <Stars rating={average} size="large" />
        <p className="rating-count">{reviewCountText(reviewCount)}</p>
      </div>
      <ul className="rating-bars" aria-label="Reviews by rating">
        {[...RATINGS].reverse().map((rating) => {
          const n = distribution[rating];
          const share = reviewCount > 0 ? Math.round((n / reviewCount) * 100) : 0;
          const label = starsText(rating);
          return (
            <li key={rating} className="rating-bar-row">
              {ratingHref && n > 0 ? (
                <Link
                  to={ratingHref(rating)}
                  className="rating-bar-label text-link"
                  aria-current={current === rating ? "true" : undefined}
                >
                  {label}
                </Link>
              ) : (
                <span className="rating-bar-label">{label}</span>
              )}
              <span className="rating-bar" aria-hidden="true">
                <span className="rating-bar-fill" style={{ width: `${share}%` }} />
              </span>
              <span className="rating-bar-count">
                {n}
                <span className="visually-hidden"> {n === 1 ? "review" : "reviews"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Who wrote it and when they travelled: "Anna, Germany · trip in October 2026 on MV Andaman Explorer". */
function Byline({ review, showBoat }: { review: ScreenReview; showBoat: boolean }) {
  return (
    <p className="review-byline">
      <Flag code={review.author.countryCode} /> <strong>{review.author.firstName}</strong>
      {review.author.country ? `, ${review.author.country}` : ""} · trip in {tripMonth(review.trip.departure)}
      {showBoat ? (
        <>
          {" "}
          on <Link to={`/boat/${review.trip.boat.slug}`}>{review.trip.boat.name}</Link>
        </>
      ) : null}
    </p>
  );
}

/** One review: stars, title, text, byline and the operator's reply under it. */
export function ReviewCard({
  review,
  headingLevel = 3,
  showBoat = true,
  extra,
}: {
  review: ScreenReview;
  headingLevel?: 2 | 3;
  showBoat?: boolean;
  /** Shown at the card's foot (the guest's status, an admin link). */
  extra?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const operatorName = useRootData()?.contact.companyName || SITE_NAME;
  return (
    <article className="review-card">
      <Stars rating={review.rating} />
      <Heading className="review-title">{review.title}</Heading>
      <Byline review={review} showBoat={showBoat} />
      <p className="review-text">{review.text}</p>
      {review.reply ? (
        <div className="review-reply">
          <p className="review-reply-from">
            Reply from {operatorName}
            {review.repliedAt ? (
              <>
                {" "}
                · <time dateTime={review.repliedAt}>{formatShort(review.repliedAt)}</time>
              </>
            ) : null}
          </p>
          <p className="review-text">{review.reply}</p>
        </div>
      ) : null}
      {extra}
    </article>
  );
}

/** "★★★★★ 4.6 out of 5 from 23 reviews". */
export function AverageLine({ summary }: { summary: ScreenSummary }) {
  if (summary.average === null) return null;
  return (
    <p className="review-average-line">
      <Stars rating={summary.average} /> <strong>{averageText(summary.average)}</strong> out of 5 from{" "}
      {reviewCountText(summary.reviewCount)}
    </p>
  );
}

export function ReviewList({ reviews, showBoat }: { reviews: readonly ScreenReview[]; showBoat: boolean }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} showBoat={showBoat} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The boat page's block: the average and count, the newest reviews, and a link to all of them on
 * /reviews (`moreHref`). Nothing at all while there is no approved review.
 */
export function ReviewHighlights({
  title,
  summary,
  reviews,
  moreHref,
  moreLabel,
  showBoat,
}: {
  title: string;
  summary: ScreenSummary;
  reviews: readonly ScreenReview[];
  moreHref: string;
  moreLabel: string;
  showBoat: boolean;
}) {
  if (summary.average === null || reviews.length === 0) return null;
  return (
    <section className="review-highlights" aria-labelledby="review-highlights-title">
      <h2 id="review-highlights-title" className="block-title">
        {title}
      </h2>
      <AverageLine summary={summary} />
      <ReviewList reviews={reviews} showBoat={showBoat} />
      <Link to={moreHref} className="button button-outline button-small">
        {moreLabel}
      </Link>
    </section>
  );
}
