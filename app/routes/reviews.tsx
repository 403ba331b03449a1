/**
 * /reviews (spec §2): what guests who travelled say. The average with its stars, the count and the
 * distribution as bars over every approved review (of one boat when filtered by boat), then the
 * reviews newest first, ten a page, with the operator's reply under each. The filters (boat, rating)
 * and the page are in the address, so a filtered list has its own link and works without script.
 * Anonymous visitors get it from the page cache; a change to an approved review drops it.
 */
import { Form, Link } from "react-router";
import { reviewListQuerySchema } from "../../core/reviews/review-schemas.ts";
import { RATINGS } from "../../core/reviews/review-types.ts";
import { readListQuery } from "../../core/shared/list-query.ts";
import { canonicalUrl, type JsonLd, operatorJsonLd } from "../../core/site/seo.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { SelectField } from "../components/form-field.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { Pagination } from "../components/pagination.tsx";
import { RatingSummaryPanel } from "../components/rating-summary.tsx";
import { ReviewList } from "../components/reviews.tsx";
import { queryWith } from "../lib/admin-query.ts";
import { seoMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { averageText, RATING_WORDS, reviewCountText, starsText } from "../lib/review-format.ts";
import { screenReview, screenSummary } from "../lib/review-screen.server.ts";
import { ratingJsonLd } from "../lib/review-json-ld.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/reviews";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readListQuery(reviewListQuerySchema, new URL(request.url).searchParams);
  const [list, boats] = await Promise.all([
    orErrorScreen(context.services.reviews.list(query)),
    orErrorScreen(context.services.catalog.listBoats()),
  ]);
  const boat = query.boat ? boats.find((b) => b.slug === query.boat || b.id === query.boat) : undefined;
  const page = {
    reviews: list.reviews.map(screenReview),
    summary: screenSummary(list),
    count: list.count,
    page: list.page,
    resPerPage: list.resPerPage,
    boats: boats.map((b) => ({ slug: b.slug, name: b.name })),
    boat: boat ? { slug: boat.slug, name: boat.name } : null,
    rating: query.rating ?? null,
  };
  // The rated thing: the operator (its full TravelAgency, the same `@id` as the home page's), or the
  // boat when the list is of one boat.
  return withJsonLd(context, page, ({ summary, reviews }, root): JsonLd => {
    const ratings = ratingJsonLd(summary, reviews);
    if (boat) {
      return {
        "@context": "https://schema.org",
        "@type": "Vehicle",
        name: boat.name,
        url: canonicalUrl(root.publicUrl, `/boat/${boat.slug}`),
        ...ratings,
      };
    }
    return { ...operatorJsonLd(root.contact, root.publicUrl), ...ratings };
  });
}

export const meta: Route.MetaFunction = (args) => {
  const summary = args.loaderData?.summary;
  return seoMeta(args, {
    path: "/reviews",
    title: "Reviews",
    description:
      summary && summary.average !== null
        ? `Divers rate their liveaboard trips with Andaman Liveaboards ${averageText(summary.average)} out of 5 from ${reviewCountText(summary.reviewCount)}. Read what they say.`
        : "What divers say about their liveaboard trips with Andaman Liveaboards.",
  });
};

export default function ReviewsScreen({ loaderData }: Route.ComponentProps) {
  const { reviews, summary, count, page, resPerPage, boats, boat, rating } = loaderData;
  const params = { boat: boat?.slug, rating: rating ? String(rating) : undefined };
  const filtered = Boolean(boat || rating);
  const ofWhat = boat ? `of ${boat.name}` : "of our trips";
  return (
    <>
      <PageHero
        eyebrow="From our guests"
        title={boat ? `Reviews of ${boat.name}` : "Reviews"}
        summary="Written by guests after their trip with us, each about the booking they travelled on."
        size="compact"
      />
      <div className="container screen-body">
        {summary.reviewCount === 0 ? (
          <EmptyState title={boat ? `No reviews of ${boat.name} yet` : "No reviews published yet"}>
            <p>Reviews from guests who have travelled with us are published here.</p>
            {boat ? (
              <Link to="/reviews" className="button button-primary">
                All reviews
              </Link>
            ) : (
              <Link to="/trip-schedules" className="button button-primary">
                Liveaboard trips
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="summary-title" className="reviews-summary-section">
              <h2 id="summary-title" className="visually-hidden">
                Ratings {ofWhat}
              </h2>
              <RatingSummaryPanel
                summary={summary}
                current={rating ?? undefined}
                ratingHref={(r) => `/reviews${queryWith(params, { rating: r, page: undefined })}`}
              />
            </section>
            <Form
              method="get"
              className="trip-filters"
              aria-label="Filter reviews"
              key={`${boat?.slug}|${rating}`}
            >
              <SelectField
                label="Boat"
                name="boat"
                defaultValue={boat?.slug ?? ""}
                options={[
                  { value: "", label: "All boats" },
                  ...boats.map((b) => ({ value: b.slug, label: b.name })),
                ]}
              />
              <SelectField
                label="Rating"
                name="rating"
                defaultValue={rating ? String(rating) : ""}
                options={[
                  { value: "", label: "All ratings" },
                  ...[...RATINGS].reverse().map((r) => ({
                    value: String(r),
                    label: `${starsText(r)} (${RATING_WORDS[r]})`,
                  })),
                ]}
              />
              <button type="submit" className="button button-primary">
                Show reviews
              </button>
              {filtered ? (
                <Link to="/reviews" className="text-link">
                  Clear filters
                </Link>
              ) : null}
            </Form>
            <section aria-labelledby="list-title">
              <h2 id="list-title" className="block-title">
                {rating
                  ? `${count} ${count === 1 ? "review" : "reviews"} with ${starsText(rating)}`
                  : `${reviewCountText(count)}, newest first`}
              </h2>
              {reviews.length === 0 ? (
                <p>
                  No review {boat ? `of ${boat.name} ` : ""}gives {rating ? starsText(rating) : "this rating"}{" "}
                  yet.
                </p>
              ) : (
                <ReviewList reviews={reviews} showBoat={!boat} />
              )}
              <Pagination page={page} count={count} perPage={resPerPage} params={params} />
            </section>
          </>
        )}
      </div>
    </>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
