/**
 * Reviews from guests who travelled: submit, read, moderate, reply, and the summaries the public pages
 * show. `services.reviews` (server/services.ts) is the one instance; the API (server/api/review-routes.ts)
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
import { isId } from "../shared/ids.ts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingNotices, bookings, boats, reviews, trips, users } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { reviewInvitationMail } from "../bookings/booking-mails.ts";
import type { BookingService, BookingView } from "../bookings/booking-service.ts";
import type { TripStatus } from "../trips/trip-types.ts";
import type { Clock } from "../shared/clock.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { asConflict } from "../shared/db-errors.ts";
import { formatIsoDay } from "../shared/dates.ts";
import { AppError } from "../shared/errors.ts";
import { KeptRead } from "../shared/kept-read.ts";
import { listPaging, pageWindow } from "../shared/list-query.ts";
import { daysSinceReturn, ratingSummary, reviewRefusal } from "./review-rules.ts";
import type { AdminReviewListQuery, ReviewInput, ReviewListQuery, ReviewUpdate } from "./review-schemas.ts";
import {
  type RatingSummary,
  reviewFormPath,
  type ReviewableBooking,
  type ReviewStatus,
  type ReviewView,
} from "./review-types.ts";

/** Reviews a page of the public list and of the admin list. */
export const REVIEWS_PER_PAGE = 10;
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** The invitation goes out this many days after the departure returns... */
export const INVITATION_AFTER_DAYS = 3;
/** ...and no later than this (a sweep that was off for weeks does not mail old trips). */
export const INVITATION_UNTIL_DAYS = 30;
const INVITATION_KIND = "review-invitation";

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

export class ReviewService {
  private readonly homeHighlights: KeptRead<ReviewHighlights>;

  constructor(private readonly deps: ReviewDeps) {
    this.homeHighlights = new KeptRead(() => this.highlights(undefined, 3), deps.now, 60_000);
    deps.contentEvents.on(() => this.homeHighlights.invalidate());
  }

  private get db() {
    return this.deps.db;
  }

  // ---- Public ----

  async list(query: ReviewListQuery): Promise<ReviewList> {
    const window = pageWindow({ page: query.page }, { perPage: REVIEWS_PER_PAGE });
    const approvedOfBoat = and(eq(reviews.status, "approved"), this.ofBoat(query.boat));
    const where = and(approvedOfBoat, query.rating ? eq(reviews.rating, query.rating) : undefined);
    const [rows, summary] = await Promise.all([
      this.select(where, [desc(reviews.createdAt), desc(reviews.id)], window),
      this.summary(approvedOfBoat),
    ]);
    const matching = query.rating ? summary.distribution[query.rating as 1] : summary.reviewCount;
    return { reviews: rows, ...listPaging(window, matching), ...summary };
  }

  /** The newest approved reviews of one boat (id or slug) or of all boats, with their summary. */
  latest(options: { boat?: string; limit?: number } = {}): Promise<ReviewHighlights> {
    const limit = options.limit ?? 3;
    if (options.boat === undefined && limit === 3) return this.homeHighlights.get();
    return this.highlights(options.boat, limit);
  }

  async get(id: string, viewer: SessionUser | null): Promise<ReviewView> {
    const { review, authorId } = await this.find(id);
    const visible =
      review.status === "approved" || viewer?.role === "admin" || (viewer !== null && viewer.id === authorId);
    if (!visible) throw AppError.notFound("Review");
    return review;
  }

  // ---- Guests ----

  async submit(user: SessionUser, input: ReviewInput): Promise<ReviewView> {
    const [booking] = await this.withTripStatus([await this.deps.bookings.getAny(input.bookingId)]);
    const refusal = reviewRefusal(booking!, user.id, this.deps.now());
    if (refusal) throw new AppError("forbidden", refusal, "bookingId");
    const at = this.deps.now();
    let id: string;
    try {
      const [row] = await this.db
        .insert(reviews)
        .values({
          bookingId: booking!.id,
          rating: input.rating,
          title: input.title,
          text: input.text,
          status: "pending",
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: reviews.id });
      id = row!.id;
    } catch (error) {
      throw asConflict(error, "You have already reviewed this booking", "bookingId");
    }
    return (await this.find(id)).review;
  }

  async mine(user: SessionUser): Promise<{ reviews: ReviewView[]; reviewable: ReviewableBooking[] }> {
    const [own, booked] = await Promise.all([
      this.select(eq(bookings.userId, user.id), [desc(reviews.createdAt), desc(reviews.id)]),
      this.deps.bookings.viewsWhere(eq(bookings.userId, user.id)).then((list) => this.withTripStatus(list)),
    ]);
    const reviewed = await this.reviewedBookings(booked.map((booking) => booking.id));
    const now = this.deps.now();
    const reviewable = booked
      .filter((booking) => !reviewed.has(booking.id) && reviewRefusal(booking, user.id, now) === null)
      .map(({ id, trip }) => ({
        bookingId: id,
        trip: {
          id: trip.id,
          title: trip.title,
          departure: trip.departure,
          returnDate: trip.returnDate,
          boat: trip.boat,
        },
      }));
    return { reviews: own, reviewable };
  }

  // ---- Admins ----

  async adminList(query: AdminReviewListQuery): Promise<ReviewList> {
    const window = pageWindow({ page: query.page }, { perPage: ADMIN_REVIEWS_PER_PAGE });
    const ofStatusAndBoat = and(
      query.status ? eq(reviews.status, query.status) : undefined,
      this.ofBoat(query.boat),
    );
    const where = and(ofStatusAndBoat, query.rating ? eq(reviews.rating, query.rating) : undefined);
    const [rows, summary] = await Promise.all([
      this.select(
        where,
        [
          sql`case when ${reviews.status} = 'pending' then 0 else 1 end`,
          desc(reviews.createdAt),
          desc(reviews.id),
        ],
        window,
      ),
      this.summary(ofStatusAndBoat),
    ]);
    const matching = query.rating ? summary.distribution[query.rating as 1] : summary.reviewCount;
    return { reviews: rows, ...listPaging(window, matching), ...summary };
  }

  adminPending(page = 1): Promise<ReviewList> {
    return this.adminList({ page, status: "pending" });
  }

  async adminGet(id: string): Promise<ReviewView> {
    return (await this.find(id)).review;
  }

  async update(id: string, changes: ReviewUpdate): Promise<ReviewView> {
    const before = await this.adminGet(id);
    const now = this.deps.now();
    const set: Partial<typeof reviews.$inferInsert> = { updatedAt: now };
    if (changes.status !== undefined) set.status = changes.status;
    if (changes.title !== undefined) set.title = changes.title;
    if (changes.text !== undefined) set.text = changes.text;
    if (changes.reply !== undefined) {
      const reply = changes.reply === "" ? null : changes.reply;
      if (reply !== before.reply) {
        set.reply = reply;
        set.repliedAt = reply === null ? null : now;
      }
    }
    const updated = await this.db
      .update(reviews)
      .set(set)
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw AppError.notFound("Review");
    const after = await this.adminGet(id);
    if (before.status === "approved" || after.status === "approved") this.announce(id);
    return after;
  }

  async delete(id: string): Promise<void> {
    if (!isId(id)) throw AppError.notFound("Review");
    const [removed] = await this.db
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ status: reviews.status });
    if (!removed) throw AppError.notFound("Review");
    if (removed.status === "approved") this.announce(id);
  }

  // ---- The sweep ----

  /**
   * Queues the invitations due now: bookings that may be reviewed (review-rules.ts), whose departure
   * returned {@link INVITATION_AFTER_DAYS} to {@link INVITATION_UNTIL_DAYS} days ago, with no review yet.
   * Each is claimed in `booking_notices` in the transaction that queues its mail, so two sweeps at once
   * send it once. Answers how many were queued (the caller wakes the mail worker).
   */
  async sendInvitations(): Promise<number> {
    const now = this.deps.now();
    const candidates = (
      await this.withTripStatus(
        await this.deps.bookings.viewsWhere(
          and(
            eq(bookings.state, "confirmed"),
            sql`${trips.returnDate} between (${formatIsoDay(now)}::date - ${INVITATION_UNTIL_DAYS}::int) and (${formatIsoDay(now)}::date - ${INVITATION_AFTER_DAYS}::int)`,
          ),
        ),
      )
    ).filter((booking) => {
      const days = daysSinceReturn(booking.trip.returnDate, now);
      return (
        days >= INVITATION_AFTER_DAYS &&
        days <= INVITATION_UNTIL_DAYS &&
        reviewRefusal(booking, booking.userId, now) === null
      );
    });
    if (candidates.length === 0) return 0;
    const reviewed = await this.reviewedBookings(candidates.map((booking) => booking.id));
    let sent = 0;
    for (const booking of candidates) {
      if (reviewed.has(booking.id)) continue;
      sent += await this.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(bookingNotices)
          .values({
            bookingId: booking.id,
            kind: INVITATION_KIND,
            dueKey: booking.trip.returnDate,
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ kind: bookingNotices.kind });
        if (claimed.length === 0) return 0;
        await this.deps.mail.queue(
          tx,
          reviewInvitationMail(booking, new URL(reviewFormPath(booking.id), this.deps.publicUrl).toString()),
        );
        return 1;
      });
    }
    return sent;
  }

  // ---- Reading ----

  private announce(id: string) {
    this.deps.contentEvents.emit({ kind: "review", id });
  }

  private async highlights(boat: string | undefined, limit: number): Promise<ReviewHighlights> {
    const where = and(eq(reviews.status, "approved"), this.ofBoat(boat));
    const [rows, summary] = await Promise.all([
      this.select(where, [desc(reviews.createdAt), desc(reviews.id)], { limit, offset: 0 }),
      this.summary(where),
    ]);
    return { reviews: rows, ...summary };
  }

  /**
   * The reviews of a boat given by id or slug (none when not given), as a condition on `reviews`
   * alone: the lists and summaries read one table, and join the rest for the page's rows only.
   */
  private ofBoat(boat: string | undefined): SQL | undefined {
    if (boat === undefined) return undefined;
    return inArray(
      reviews.bookingId,
      this.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(trips, eq(trips.id, bookings.tripId))
        .innerJoin(boats, eq(boats.id, trips.boatId))
        .where(isId(boat) ? eq(boats.id, boat) : eq(boats.slug, boat)),
    );
  }

  /** `where` is a condition on `reviews` alone (status, rating, {@link ofBoat}). */
  private async summary(where: SQL | undefined): Promise<RatingSummary> {
    const rows = await this.db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(where)
      .groupBy(reviews.rating);
    return ratingSummary(rows.map((row) => ({ rating: row.rating, count: Number(row.count) })));
  }

  private async find(id: string): Promise<{ review: ReviewView; authorId: string }> {
    if (!isId(id)) throw AppError.notFound("Review");
    const [row] = await this.rows(eq(reviews.id, id), [asc(reviews.id)]);
    if (!row) throw AppError.notFound("Review");
    return { review: toView(row), authorId: row.authorId };
  }

  /**
   * Reviews matching `where`, in `order`. With a window, `where` and `order` may name `reviews` only:
   * the page's ids are picked from that one table first, then only those rows are joined, so the cost
   * follows the page size rather than the number of reviews.
   */
  private async select(
    where: SQL | undefined,
    order: SQL[],
    window?: { limit: number; offset: number },
  ): Promise<ReviewView[]> {
    if (!window) return (await this.rows(where, order)).map(toView);
    const page = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
    if (page.length === 0) return [];
    return (
      await this.rows(
        inArray(
          reviews.id,
          page.map((row) => row.id),
        ),
        order,
      )
    ).map(toView);
  }

  private rows(where: SQL | undefined, order: SQL[]) {
    return this.db
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

  /** The bookings with their departure's status (the booking views leave it out), for the rule. */
  private async withTripStatus<B extends BookingView>(list: B[]) {
    if (list.length === 0) return [];
    const rows = await this.db
      .select({ id: trips.id, status: trips.status })
      .from(trips)
      .where(inArray(trips.id, [...new Set(list.map((booking) => booking.trip.id))]));
    const status = new Map(rows.map((row) => [row.id, row.status as TripStatus]));
    return list.map((booking) => ({
      ...booking,
      trip: { ...booking.trip, status: status.get(booking.trip.id) ?? "scheduled" },
    }));
  }

  private async reviewedBookings(bookingIds: string[]): Promise<Set<string>> {
    if (bookingIds.length === 0) return new Set();
    const rows = await this.db
      .select({ bookingId: reviews.bookingId })
      .from(reviews)
      .where(inArray(reviews.bookingId, bookingIds));
    return new Set(rows.map((row) => row.bookingId));
  }
}

type ReviewRow = {
  review: typeof reviews.$inferSelect;
  author: ReviewView["author"];
  trip: { id: string; departure: string };
  boat: { name: string; slug: string };
};

function toView({ review, author, trip, boat }: ReviewRow): ReviewView {
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
