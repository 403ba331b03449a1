/**
 * Changing course dates: create (end from the course's `durationDays`, price from the course's price
 * unless given), update (seats below what is held or sold → 409, the database's trigger the backstop; a
 * date with bookings cannot be moved to the past), cancel (the date stops selling; every live booking on
 * it is cancelled, what was paid refunded through the payment service, each booker e-mailed in the same
 * transaction) and delete (409 when anything was ever booked on it: cancel instead).
 */
import { withClock } from "../shared/db-clock.ts";
import { and, eq, inArray, ne } from "drizzle-orm";
import { courseBookings, courseDates } from "../../db/schema.ts";
import type { Refund } from "../shared/payment-desk.ts";
import { bookingStates } from "../bookings/booking-types.ts";
import { isCheckViolation, isForeignKeyViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { addDays, daysBetween } from "../trips/trip-dates.ts";
import { seatsTaken } from "./course-booking-placing.ts";
import { courseDateCancelledMail } from "./course-mails.ts";
import type { CourseDateCreate, CourseDateUpdate } from "./course-schemas.ts";
import {
  type AdminCourseDateView,
  type CourseDateDeps,
  courseOf,
  dateRow,
  adminViews,
} from "./course-date-reads.ts";

export async function createDate(
  deps: CourseDateDeps,
  courseId: string,
  input: CourseDateCreate,
): Promise<AdminCourseDateView> {
  const course = await courseOf(deps, courseId, { byIdOnly: true });
  const end = input.end ?? addDays(input.start, Math.max(1, course.durationDays) - 1);
  checkDays(input.start, end);
  if (input.start <= bangkokToday(deps.now()))
    throw AppError.badRequest("start must be a day after today", "start");
  const now = deps.now();
  const [row] = await deps.db
    .insert(courseDates)
    .values({
      courseId: course.id,
      startDate: input.start,
      endDate: end,
      seats: input.seats,
      price: input.price ?? course.price,
      note: input.note,
      status: input.status ?? "scheduled",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  deps.changed?.(row!.id);
  return (await adminViews(deps, [row!]))[0]!;
}

export async function updateDate(
  deps: CourseDateDeps,
  id: string,
  input: CourseDateUpdate,
): Promise<AdminCourseDateView> {
  const now = deps.now();
  const current = await dateRow(deps, id);
  const start = input.start ?? current.startDate;
  const end =
    input.end ??
    (input.start ? addDays(start, daysBetween(current.startDate, current.endDate)) : current.endDate);
  checkDays(start, end);
  if (input.status === "cancelled" && current.status !== "cancelled") {
    throw AppError.badRequest(
      "To cancel a date use its cancel call: its students are told and refunded",
      "status",
    );
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      await withClock(tx, now);
      // The date's row is the seats' lock: the count below cannot change under it.
      const [locked] = await tx.select().from(courseDates).where(eq(courseDates.id, id)).for("no key update");
      if (!locked) throw AppError.notFound("Course date");
      if (input.seats !== undefined) {
        const taken = (await seatsTaken(tx, [id], now)).get(id) ?? 0;
        if (input.seats < taken) {
          throw AppError.conflict(
            `seats cannot be fewer than the ${taken} already held or sold on this date`,
            "seats",
          );
        }
      }
      if (input.start && input.start !== current.startDate && input.start <= bangkokToday(now)) {
        throw AppError.badRequest("start must be a day after today", "start");
      }
      const [updated] = await tx
        .update(courseDates)
        .set({
          startDate: start,
          endDate: end,
          ...(input.seats !== undefined ? { seats: input.seats } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          updatedAt: now,
        })
        .where(eq(courseDates.id, id))
        .returning();
      return updated!;
    });
    deps.changed?.(id);
    return (await adminViews(deps, [row]))[0]!;
  } catch (error) {
    if (isCheckViolation(error)) {
      throw Object.assign(AppError.conflict("seats cannot be fewer than the seats held or sold", "seats"), {
        cause: error,
      });
    }
    throw error;
  }
}

export async function cancelDate(
  deps: CourseDateDeps,
  id: string,
): Promise<{ date: AdminCourseDateView; told: number; refunded: number }> {
  const now = deps.now();
  const current = await dateRow(deps, id);
  if (current.status === "cancelled") throw AppError.conflict("This course date is already cancelled");
  const contactLine = "Reply to this e-mail or call our booking office.";
  // Every booking not cancelled yet: live ones are told; any with money on it is refunded.
  const affected = (
    await deps.courseBookings.views({
      courseDateIds: [id],
      states: bookingStates.filter((state) => state !== "cancelled"),
    })
  ).filter((booking) => booking.state !== "cancelled");
  let told = 0;
  let refunded = 0;
  const refunds = await deps.db.transaction(async (tx) => {
    await tx.select({ id: courseDates.id }).from(courseDates).where(eq(courseDates.id, id)).for("update");
    // Under the date's lock no booking can be placed; one placed since the read above means the
    // admin's count is out of date.
    const current = await tx
      .select({ id: courseBookings.id })
      .from(courseBookings)
      .where(and(eq(courseBookings.courseDateId, id), ne(courseBookings.state, "cancelled")));
    if (current.some((row) => !affected.some((booking) => booking.id === row.id))) {
      throw AppError.conflict("A booking was made on this date just now: please cancel again");
    }
    await tx.update(courseDates).set({ status: "cancelled", updatedAt: now }).where(eq(courseDates.id, id));
    if (affected.length > 0) {
      await tx
        .update(courseBookings)
        .set({ state: "cancelled", holdExpiresAt: null, updatedAt: now })
        .where(
          inArray(
            courseBookings.id,
            affected.map((booking) => booking.id),
          ),
        );
    }
    const pending: Refund[] = [];
    for (const booking of affected) {
      pending.push(...(await deps.payments.refundAll(tx, { kind: "course", id: booking.id }, now)));
      refunded += booking.paid;
      if (booking.state === "held" || booking.state === "confirmed" || booking.paid > 0) {
        await deps.mail.queue(tx, courseDateCancelledMail(booking, booking.paid, contactLine));
        told += 1;
      }
    }
    return pending;
  });
  deps.mail.wake();
  deps.changed?.(id);
  await deps.payments.sendRefunds(refunds);
  return { date: (await adminViews(deps, [await dateRow(deps, id)]))[0]!, told, refunded };
}

export async function deleteDate(deps: CourseDateDeps, id: string): Promise<void> {
  await dateRow(deps, id);
  const [booked] = await deps.db
    .select({ id: courseBookings.id })
    .from(courseBookings)
    .where(eq(courseBookings.courseDateId, id))
    .limit(1);
  if (booked) throw AppError.conflict("This date has bookings and cannot be deleted: cancel it instead");
  try {
    await deps.db.delete(courseDates).where(eq(courseDates.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error) || isCheckViolation(error)) {
      throw Object.assign(
        AppError.conflict("This date has bookings and cannot be deleted: cancel it instead"),
        { cause: error },
      );
    }
    throw error;
  }
  deps.changed?.(id);
}

export function checkDays(start: string, end: string) {
  if (end < start) throw AppError.badRequest("end must be on or after start", "end");
  if (daysBetween(start, end) > 60)
    throw AppError.badRequest("end must be at most 60 days after start", "end");
}
