/** The /reviews page's summary: the average with its stars, the count, and the distribution as bars. */
import { Link } from "react-router";
import { RATINGS } from "../../core/reviews/review-types.ts";
import { averageText, reviewCountText, type ScreenSummary, starsText } from "../lib/review-format.ts";
import { Stars } from "./reviews.tsx";

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
        <Stars rating={average} large />
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
