/**
 * A guest's reviews: submitting one for a booking that may be reviewed (review-rules.ts), the user's own
 * with the bookings they may still review, and the admin's moderation (status, reply, edits, delete).
 * A change that touches an approved review is announced on the content feed.
 */
import { isId } from "../shared/ids.ts";
import { desc, eq, inArray } from "drizzle-orm";
import { bookings, reviews, trips } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { BookingView } from "../bookings/booking-service.ts";
import type { TripStatus } from "../trips/trip-types.ts";
import { asConflict } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { reviewRefusal } from "./review-rules.ts";
import type { ReviewInput, ReviewUpdate } from "./review-schemas.ts";
import { type ReviewableBooking, type ReviewView } from "./review-types.ts";
import { adminGetReview, findReview, selectReviews, type ReviewDeps } from "./review-reads.ts";

export async function submitReview(
  deps: ReviewDeps,
  user: SessionUser,
  input: ReviewInput,
): Promise<ReviewView> {
  const [booking] = await withTripStatus(deps, [await deps.bookings.getAny(input.bookingId)]);
  const refusal = reviewRefusal(booking!, user.id, deps.now());
  if (refusal) throw new AppError("forbidden", refusal, "bookingId");
  const at = deps.now();
  let id: string;
  try {
    const [row] = await deps.db
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
  return (await findReview(deps, id)).review;
}

export async function myReviews(
  deps: ReviewDeps,
  user: SessionUser,
): Promise<{ reviews: ReviewView[]; reviewable: ReviewableBooking[] }> {
  const [own, booked] = await Promise.all([
    selectReviews(deps, eq(bookings.userId, user.id), [desc(reviews.createdAt), desc(reviews.id)]),
    deps.bookings.views({ userId: user.id }).then((list) => withTripStatus(deps, list)),
  ]);
  const reviewed = await reviewedBookings(
    deps,
    booked.map((booking) => booking.id),
  );
  const now = deps.now();
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

export async function updateReview(deps: ReviewDeps, id: string, changes: ReviewUpdate): Promise<ReviewView> {
  const before = await adminGetReview(deps, id);
  const now = deps.now();
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
  const updated = await deps.db
    .update(reviews)
    .set(set)
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw AppError.notFound("Review");
  const after = await adminGetReview(deps, id);
  if (before.status === "approved" || after.status === "approved") announce(deps, id);
  return after;
}

export async function deleteReview(deps: ReviewDeps, id: string): Promise<void> {
  if (!isId(id)) throw AppError.notFound("Review");
  const [removed] = await deps.db
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ status: reviews.status });
  if (!removed) throw AppError.notFound("Review");
  if (removed.status === "approved") announce(deps, id);
}

export function announce(deps: ReviewDeps, id: string) {
  deps.contentEvents.emit({ kind: "review", id });
}

/** The bookings with their departure's status (the booking views leave it out), for the rule. */
export async function withTripStatus<B extends BookingView>(deps: ReviewDeps, list: B[]) {
  if (list.length === 0) return [];
  const rows = await deps.db
    .select({ id: trips.id, status: trips.status })
    .from(trips)
    .where(inArray(trips.id, [...new Set(list.map((booking) => booking.trip.id))]));
  const status = new Map(rows.map((row) => [row.id, row.status as TripStatus]));
  return list.map((booking) => ({
    ...booking,
    trip: { ...booking.trip, status: status.get(booking.trip.id) ?? "scheduled" },
  }));
}

export async function reviewedBookings(deps: ReviewDeps, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await deps.db
    .select({ bookingId: reviews.bookingId })
    .from(reviews)
    .where(inArray(reviews.bookingId, bookingIds));
  return new Set(rows.map((row) => row.bookingId));
}
