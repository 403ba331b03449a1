/**
 * Reviews from guests who travelled: submit, read, moderate, reply, and the summaries the public pages
 * show. `services.reviews` (server/services.ts) is the one instance, a facade over review-reads.ts,
 * review-writes.ts and review-invitations.ts; the API (server/api/review-routes.ts)
 * and the screens' loaders call these methods. Dates are `Date`s here (the API turns them into ISO text);
 * every review comes as a {@link ReviewView} (core/reviews/review-types.ts).
 *
 * Public (visitors and everyone; approved reviews only, pending and rejected are never counted or shown):
 * - `list(query)`          `/reviews` and `GET /api/v1/reviews`: query `{ page, boat?, rating? }`
 *                          (reviewListQuerySchema; `boat` an id or slug) → `{ reviews, count, page,
 *                          resPerPage, average, reviewCount, distribution }`. `reviews` newest first, the
 *                          page of those matching boat and rating (`count` of them, for paging);
 *                          `average` (one decimal, null when none), `reviewCount` and `distribution`
 *                          (`{1: n … 5: n}`) over every approved review of the boat, whatever `rating`.
 * - `latest({ boat?, limit? })`  boat pages (`boat` = the boat's id or slug) and the home page (no boat):
 *                          `{ reviews, average, reviewCount, distribution }`, the newest `limit` (default
 *                          3) approved reviews. The home page's answer (no boat) is kept like the home's
 *                          other sections and dropped on any content change.
 * - `get(id, viewer)`      one review: approved for anyone; the author sees their own in any status, an
 *                          admin any; otherwise 404 (`viewer` is the session user or null).
 *
 * Guests (signed in):
 * - `submit(user, input)`  `POST /api/v1/review/new`, input `{ bookingId, rating, title, text }`
 *                          (reviewInputSchema) → the new review, status `pending`. 403 with a message
 *                          (review-rules.ts) for another user's booking, a departure not returned yet, a
 *                          cancelled or unpaid booking; 404 for an unknown booking; 409 for a second
 *                          review of one booking.
 * - `mine(user)`           `/bookings/me`: `{ reviews, reviewable }`: the user's reviews in any status, and
 *                          the bookings they may still review ({@link ReviewableBooking}). The review form
 *                          for a booking is `/bookings/me?review={bookingId}` (`reviewFormPath`): the
 *                          invitation e-mail links there, so that page should open the form for that
 *                          booking when it is in `reviewable`.
 *
 * Admins (the caller checks the admin guard):
 * - `adminList(query)`     `/admin/reviews`: query `{ page, status?, boat?, rating? }`
 *                          (adminReviewListQuerySchema); pending first, then newest → the same fields as
 *                          `list`, with `average`, `reviewCount` and `distribution` over the reviews
 *                          matching status and boat.
 * - `adminPending(page)`   the pending variant: `adminList({ page, status: "pending" })`.
 * - `adminGet(id)`         any review.
 * - `update(id, changes)`  `{ status?: approved|rejected, reply?, title?, text? }` (reviewUpdateSchema);
 *                          an empty reply removes the answer; `repliedAt` is set when the reply changes.
 * - `delete(id)`.
 * A change that touches an approved review (before or after) is announced on the content feed
 * (`{ kind: "review" }`), which drops the cached `/reviews`, boat and home pages.
 *
 * The scheduled sweep:
 * - `sendInvitations()`    queues the invitation to review, {@link INVITATION_AFTER_DAYS} days after a
 *                          departure returns, once per booking (claimed in `booking_notices`), to the
 *                          lead guest of each booking that may be reviewed and has no review yet.
 */
import type { SessionUser } from "../accounts/session-user.ts";
import { KeptRead } from "../shared/kept-read.ts";
import { sendInvitations } from "./review-invitations.ts";
import {
  adminGetReview,
  adminListReviews,
  adminPendingReviews,
  getReview,
  highlights,
  listReviews,
  type ReviewDeps,
  type ReviewHighlights,
  type ReviewList,
} from "./review-reads.ts";
import type { AdminReviewListQuery, ReviewInput, ReviewListQuery, ReviewUpdate } from "./review-schemas.ts";
import type { ReviewableBooking, ReviewView } from "./review-types.ts";
import { deleteReview, myReviews, submitReview, updateReview } from "./review-writes.ts";

export {
  ADMIN_REVIEWS_PER_PAGE,
  INVITATION_AFTER_DAYS,
  INVITATION_UNTIL_DAYS,
  REVIEWS_PER_PAGE,
  type ReviewDeps,
  type ReviewHighlights,
  type ReviewList,
} from "./review-reads.ts";

export class ReviewService {
  private readonly homeHighlights: KeptRead<ReviewHighlights>;

  constructor(private readonly deps: ReviewDeps) {
    this.homeHighlights = new KeptRead(() => highlights(deps, undefined, 3), deps.now, 60_000);
    deps.contentEvents.on(() => this.homeHighlights.invalidate());
  }

  list(query: ReviewListQuery): Promise<ReviewList> {
    return listReviews(this.deps, query);
  }

  /** The newest approved reviews of one boat (id or slug) or of all boats, with their summary. */
  latest(options: { boat?: string; limit?: number } = {}): Promise<ReviewHighlights> {
    const limit = options.limit ?? 3;
    if (options.boat === undefined && limit === 3) return this.homeHighlights.get();
    return highlights(this.deps, options.boat, limit);
  }

  get(id: string, viewer: SessionUser | null): Promise<ReviewView> {
    return getReview(this.deps, id, viewer);
  }

  submit(user: SessionUser, input: ReviewInput): Promise<ReviewView> {
    return submitReview(this.deps, user, input);
  }

  mine(user: SessionUser): Promise<{ reviews: ReviewView[]; reviewable: ReviewableBooking[] }> {
    return myReviews(this.deps, user);
  }

  adminList(query: AdminReviewListQuery): Promise<ReviewList> {
    return adminListReviews(this.deps, query);
  }

  adminPending(page = 1): Promise<ReviewList> {
    return adminPendingReviews(this.deps, page);
  }

  adminGet(id: string): Promise<ReviewView> {
    return adminGetReview(this.deps, id);
  }

  update(id: string, changes: ReviewUpdate): Promise<ReviewView> {
    return updateReview(this.deps, id, changes);
  }

  delete(id: string): Promise<void> {
    return deleteReview(this.deps, id);
  }

  sendInvitations(): Promise<number> {
    return sendInvitations(this.deps);
  }
}
