/**
 * Reviews as every public screen shows them: stars, one review with the operator's reply under it, the
 * average line, and the highlights block of the boat page. Plain server-rendered markup: no script of
 * their own, and little code, as the home and boat pages' bundles carry it (dates and flags come
 * written out in the loader data). A review's text is plain text, escaped by
 * React; its line breaks are kept by the stylesheet (white-space: pre-line).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RATINGS } from "../../core/reviews/review-types.ts";
import { averageText, reviewCountText, type ScreenReview, type ScreenSummary } from "../lib/review-format.ts";
import { SITE_NAME } from "../../core/site/seo.ts";
import { useRootData } from "../root.tsx";

/** Five stars, filled to `rating` (halves to the nearest half); read as "4.6 out of 5 stars". */
export function Stars({ rating, large }: { rating: number; large?: boolean }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span
      className={large ? "stars stars-large" : "stars"}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {RATINGS.map((star) => (
        <span
          key={star}
          data-fill={filled >= star ? "full" : filled >= star - 0.5 ? "half" : undefined}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** Who wrote it and when they travelled: "Anna, Germany · trip in October 2026 on MV Andaman Explorer". */
function Byline({ review, showBoat }: { review: ScreenReview; showBoat: boolean }) {
  return (
    <p className="review-byline">
      {review.shown.flagUrl ? (
        <img className="flag" src={review.shown.flagUrl} alt="" width={20} height={15} loading="lazy" />
      ) : null}{" "}
      <strong>{review.author.firstName}</strong>
      {review.author.country ? `, ${review.author.country}` : ""} · trip in {review.shown.tripMonth}
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
  showBoat = true,
  extra,
}: {
  review: ScreenReview;
  showBoat?: boolean;
  /** Shown at the card's foot (the guest's status, an admin link). */
  extra?: ReactNode;
}) {
  const operatorName = useRootData()?.contact.companyName || SITE_NAME;
  return (
    <article className="review-card">
      <Stars rating={review.rating} />
      <h3 className="review-title">{review.title}</h3>
      <Byline review={review} showBoat={showBoat} />
      <p className="review-text">{review.text}</p>
      {review.reply ? (
        <div className="review-reply">
          <p className="review-reply-from">
            Reply from {operatorName}
            {review.repliedAt && review.shown.repliedOn ? (
              <>
                {" "}
                · <time dateTime={review.repliedAt}>{review.shown.repliedOn}</time>
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
