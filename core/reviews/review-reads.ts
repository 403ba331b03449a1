/**
 * Reading reviews: the public list and a boat's or the home page's newest approved reviews with their
 * summary, one review for its author, an admin or anyone when approved, and the admin list (pending
 * first). Pending and rejected reviews are never counted or shown to the public.
 */
import { isId } from "../shared/ids.ts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, boats, reviews, trips, users } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { BookingService } from "../bookings/booking-service.ts";
import type { Clock } from "../shared/clock.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { AppError } from "../shared/errors.ts";
import { listPaging, pageWindow } from "../shared/list-query.ts";
import { ratingSummary } from "./review-rules.ts";
import type { AdminReviewListQuery, ReviewListQuery } from "./review-schemas.ts";
import { type RatingSummary, type ReviewStatus, type ReviewView } from "./review-types.ts";

/** Reviews a page of the public list and of the admin list. */
export const REVIEWS_PER_PAGE = 10;
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** The invitation goes out this many days after the departure returns... */
export const INVITATION_AFTER_DAYS = 3;
/** ...and no later than this (a sweep that was off for weeks does not mail old trips). */
export const INVITATION_UNTIL_DAYS = 30;
export const INVITATION_KIND = "review-invitation";

export type ReviewList = RatingSummary & {
  reviews: ReviewView[];
  count: number;
  resPerPage: number;
  page: number;
};

export type ReviewHighlights = RatingSummary & { reviews: ReviewView[] };

export type ReviewDeps = {
  db: Database;
  now: Clock;
  bookings: BookingService;
  contentEvents: ContentEvents;
  mail: MailQueue;
  publicUrl: string;
};

export async function listReviews(deps: ReviewDeps, query: ReviewListQuery): Promise<ReviewList> {
  const window = pageWindow({ page: query.page }, { perPage: REVIEWS_PER_PAGE });
  const approvedOfBoat = and(eq(reviews.status, "approved"), ofBoat(deps, query.boat));
  const where = and(approvedOfBoat, query.rating ? eq(reviews.rating, query.rating) : undefined);
  const [rows, summary] = await Promise.all([
    selectReviews(deps, where, [desc(reviews.createdAt), desc(reviews.id)], window),
    ratingSummaryOf(deps, approvedOfBoat),
  ]);
  const matching = query.rating ? summary.distribution[query.rating as 1] : summary.reviewCount;
  return { reviews: rows, ...listPaging(window, matching), ...summary };
}

export async function getReview(
  deps: ReviewDeps,
  id: string,
  viewer: SessionUser | null,
): Promise<ReviewView> {
  const { review, authorId } = await findReview(deps, id);
  const visible =
    review.status === "approved" || viewer?.role === "admin" || (viewer !== null && viewer.id === authorId);
  if (!visible) throw AppError.notFound("Review");
  return review;
}

export async function adminListReviews(deps: ReviewDeps, query: AdminReviewListQuery): Promise<ReviewList> {
  const window = pageWindow({ page: query.page }, { perPage: ADMIN_REVIEWS_PER_PAGE });
  const ofStatusAndBoat = and(
    query.status ? eq(reviews.status, query.status) : undefined,
    ofBoat(deps, query.boat),
  );
  const where = and(ofStatusAndBoat, query.rating ? eq(reviews.rating, query.rating) : undefined);
  const [rows, summary] = await Promise.all([
    selectReviews(
      deps,
      where,
      [
        sql`case when ${reviews.status} = 'pending' then 0 else 1 end`,
        desc(reviews.createdAt),
        desc(reviews.id),
      ],
      window,
    ),
    ratingSummaryOf(deps, ofStatusAndBoat),
  ]);
  const matching = query.rating ? summary.distribution[query.rating as 1] : summary.reviewCount;
  return { reviews: rows, ...listPaging(window, matching), ...summary };
}

export function adminPendingReviews(deps: ReviewDeps, page = 1): Promise<ReviewList> {
  return adminListReviews(deps, { page, status: "pending" });
}

export async function adminGetReview(deps: ReviewDeps, id: string): Promise<ReviewView> {
  return (await findReview(deps, id)).review;
}

export async function highlights(
  deps: ReviewDeps,
  boat: string | undefined,
  limit: number,
): Promise<ReviewHighlights> {
  const where = and(eq(reviews.status, "approved"), ofBoat(deps, boat));
  const [rows, summary] = await Promise.all([
    selectReviews(deps, where, [desc(reviews.createdAt), desc(reviews.id)], { limit, offset: 0 }),
    ratingSummaryOf(deps, where),
  ]);
  return { reviews: rows, ...summary };
}

/**
 * The reviews of a boat given by id or slug (none when not given), as a condition on `reviews`
 * alone: the lists and summaries read one table, and join the rest for the page's rows only.
 */
export function ofBoat(deps: ReviewDeps, boat: string | undefined): SQL | undefined {
  if (boat === undefined) return undefined;
  return inArray(
    reviews.bookingId,
    deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .innerJoin(boats, eq(boats.id, trips.boatId))
      .where(isId(boat) ? eq(boats.id, boat) : eq(boats.slug, boat)),
  );
}

/** `where` is a condition on `reviews` alone (status, rating, {@link ofBoat}). */
export async function ratingSummaryOf(deps: ReviewDeps, where: SQL | undefined): Promise<RatingSummary> {
  const rows = await deps.db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(where)
    .groupBy(reviews.rating);
  return ratingSummary(rows.map((row) => ({ rating: row.rating, count: Number(row.count) })));
}

export async function findReview(
  deps: ReviewDeps,
  id: string,
): Promise<{ review: ReviewView; authorId: string }> {
  if (!isId(id)) throw AppError.notFound("Review");
  const [row] = await reviewRows(deps, eq(reviews.id, id), [asc(reviews.id)]);
  if (!row) throw AppError.notFound("Review");
  return { review: toView(row), authorId: row.authorId };
}

/**
 * Reviews matching `where`, in `order`. With a window, `where` and `order` may name `reviews` only:
 * the page's ids are picked from that one table first, then only those rows are joined, so the cost
 * follows the page size rather than the number of reviews.
 */
export async function selectReviews(
  deps: ReviewDeps,
  where: SQL | undefined,
  order: SQL[],
  window?: { limit: number; offset: number },
): Promise<ReviewView[]> {
  if (!window) return (await reviewRows(deps, where, order)).map(toView);
  const page = await deps.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) return [];
  return (
    await reviewRows(
      deps,
      inArray(
        reviews.id,
        page.map((row) => row.id),
      ),
      order,
    )
  ).map(toView);
}

export function reviewRows(deps: ReviewDeps, where: SQL | undefined, order: SQL[]) {
  return deps.db
    .select({
      review: reviews,
      authorId: users.id,
      author: { firstName: users.firstName, country: users.country, countryCode: users.countryCode },
      trip: { id: trips.id, departure: trips.departure },
      boat: { name: boats.name, slug: boats.slug },
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(boats, eq(boats.id, trips.boatId))
    .where(where)
    .orderBy(...order);
}

type ReviewRow = {
  review: typeof reviews.$inferSelect;
  author: ReviewView["author"];
  trip: { id: string; departure: string };
  boat: { name: string; slug: string };
};

export function toView({ review, author, trip, boat }: ReviewRow): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    text: review.text,
    author,
    trip: { id: trip.id, departure: trip.departure, boat },
    status: review.status as ReviewStatus,
    reply: review.reply,
    repliedAt: review.repliedAt,
    createdAt: review.createdAt,
  };
}
