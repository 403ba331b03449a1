import { Link } from "react-router";
import type { ScreenReview, ScreenSummary } from "../lib/review-format.ts";
import { AverageLine, ReviewList } from "./reviews.tsx";

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
