/**
 * Placing a course booking. Seats, never oversold (decisions 0012 and 0019): one transaction per booking
 * sets the clock (`app.now`) and a lock timeout, locks the booker's row (their unpaid holds of both kinds
 * cannot race), then the date's row, counts what is taken at the clock's instant (`course_date_usage(at)`:
 * a hold that ran out frees its seats by time alone) and inserts; the database's triggers refuse any
 * write over capacity whatever path makes it (the migration baseline). A new booking holds its seats for the
 * checkout window (the trip bookings' setting): a course is paid in full when booked.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseBookings, courseDates, courses, courseStudents, users } from "../../db/schema.ts";
import { effectiveAgentDiscount } from "../accounts/agent-discount.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import {
  type BookingSettings,
  type HoldingDeps,
  LOCK_TIMEOUT,
  siteLink,
  unpaidLimitReached,
} from "../bookings/booking-holds.ts";
import { paymentStatusOf } from "../bookings/booking-money.ts";
import { leadGuestOf } from "../bookings/booking-types.ts";
import { isReferenceClash, referenceOf } from "../shared/booking-reference.ts";
import { withClock } from "../shared/db-clock.ts";
import { isCheckViolation, sqlState } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { bookedCourseColumns, type CourseBookingView, dateOf } from "./course-booking-views.ts";
import { checkInformation } from "./course-information.ts";
import { courseBookingPath, courseBookingReceivedMail } from "./course-mails.ts";
import { studentPrice } from "./course-money.ts";
import type { CourseBookingInput, CourseInformationInput } from "./course-schemas.ts";
import type { CourseStudent } from "./course-types.ts";

/** The deps of placing, with the settings filled in. */
export type CoursePlacingDeps = HoldingDeps & {
  settings: BookingSettings;
  seatsChanged?: (courseDateId: string) => void;
};

/** Seats taken on each date at `at` (sold plus held by holds still running), by date id. */
export async function seatsTaken(
  executor: Executor,
  dateIds: string[],
  at: Date,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (dateIds.length === 0) return taken;
  const result = await executor.execute(
    sql`select course_date_id as "id", booked + held as "taken" from course_date_usage(${at.toISOString()}::timestamptz)
        where course_date_id in (${sql.join(
          dateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  for (const row of (result as unknown as { rows: { id: string; taken: number }[] }).rows) {
    taken.set(row.id, Number(row.taken));
  }
  return taken;
}

/** The refusal when a date has fewer seats left than asked for. */
export function tooFewSeats(left: number, wanted: number) {
  return AppError.conflict(
    left <= 0
      ? "This course date is full"
      : `Only ${left} ${left === 1 ? "seat is" : "seats are"} left on this course date; you asked for ${wanted}`,
    "studentArray",
  );
}

/**
 * Places a booking that holds its seats for the checkout window. With `information` (one entry per
 * student, as `saveInformation` takes) the students' details are checked and saved in the same
 * transaction, so a refused detail leaves no booking holding seats behind it.
 */
export async function placeCourseBooking(
  deps: CoursePlacingDeps,
  user: SessionUser,
  input: CourseBookingInput,
  information?: CourseInformationInput["studentArray"],
): Promise<CourseBookingView> {
  const { settings } = deps;
  const now = deps.now();
  let id = randomUUID();
  const wanted = input.studentArray.length;
  const agentDiscount = effectiveAgentDiscount(user);
  let view: CourseBookingView;
  for (let attempt = 1; ; attempt++) {
    try {
      view = await deps.db.transaction(async (tx) => {
        await withClock(tx, now, { lockTimeoutMs: settings.lockTimeoutMs });
        // The booker's row first: their unpaid holds of both kinds are counted under this lock.
        const [booker] = await tx
          .select({
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
            country: users.country,
            countryCode: users.countryCode,
          })
          .from(users)
          .where(eq(users.id, user.id))
          .for("update");
        if (!booker) throw new AppError("unauthorized", "Please sign in again");
        if (user.role === "customer") {
          const result = await tx.execute(
            sql`select unpaid_holds(${user.id}::uuid, ${now.toISOString()}::timestamptz) as "n"`,
          );
          const unpaid = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
          if (unpaid >= settings.maxUnpaidBookings) throw unpaidLimitReached(settings.maxUnpaidBookings);
        }
        const dateQuery = tx
          .select({ date: courseDates, course: bookedCourseColumns })
          .from(courseDates)
          .innerJoin(courses, eq(courses.id, courseDates.courseId))
          .where(eq(courseDates.id, input.courseDateId));
        // The date's row is the seats' lock: every writer of its students waits here, in turn.
        const [row] =
          deps.capacityLocks === false
            ? await dateQuery
            : await dateQuery.for("no key update", { of: courseDates });
        if (!row) throw AppError.notFound("Course date");
        if (row.date.status !== "scheduled")
          throw AppError.conflict("This course date is cancelled and cannot be booked");
        if (row.date.startDate <= bangkokToday(now))
          throw AppError.conflict("This course date has started and cannot be booked");
        if (information)
          checkInformation(input.studentArray, row.course, row.date.startDate, information, now);
        const taken = (await seatsTaken(tx, [row.date.id], now)).get(row.date.id) ?? 0;
        if (row.date.seats - taken < wanted) throw tooFewSeats(row.date.seats - taken, wanted);

        const students: CourseStudent[] = input.studentArray.map((student, position) => ({
          firstName: student.firstName,
          lastName: student.lastName,
          crewPak: student.crewPak,
          coursePrice: row.date.price,
          price: studentPrice(student, row.date.price, agentDiscount),
          information: information?.[position] ?? null,
        }));
        const total = students.reduce((sum, student) => sum + student.price, 0);
        const holdExpiresAt = new Date(now.getTime() + settings.checkoutWindowMinutes * 60_000);
        const contact = leadGuestOf(booker);
        await tx.insert(courseBookings).values({
          id,
          courseDateId: row.date.id,
          userId: user.id,
          contact,
          agentDiscount,
          total,
          state: "held",
          holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        });
        // One statement: the capacity trigger checks the date once, at its end.
        await tx
          .insert(courseStudents)
          .values(students.map((student, position) => ({ ...student, courseBookingId: id, position })));
        const built: CourseBookingView = {
          id,
          reference: referenceOf(id),
          kind: "course",
          userId: user.id,
          course: row.course,
          courseDate: dateOf(row.date),
          contact,
          studentArray: students,
          agentDiscount,
          price: total,
          paid: 0,
          pending: total,
          state: "held",
          paymentInfo: { status: paymentStatusOf(0, total, total) },
          holdExpiresAt,
          flag: null,
          createdAt: now,
        };
        if (deps.mail) {
          await deps.mail.queue(
            tx,
            courseBookingReceivedMail(built, holdExpiresAt, siteLink(deps.publicUrl, courseBookingPath(id))),
          );
        }
        return built;
      });
      break;
    } catch (error) {
      // Another booking has this id's short reference: booked again, under a new id.
      if (isReferenceClash(error) && attempt < 5) {
        id = randomUUID();
        continue;
      }
      throw await seatsConflict(deps, error, input.courseDateId, wanted);
    }
  }
  deps.mail?.wake();
  deps.seatsChanged?.(input.courseDateId);
  return view;
}

/**
 * Lock waits and the capacity trigger's refusals as answers a student can read: a refusal by the
 * trigger means seats went while this booking waited, so what is left is read again.
 */
async function seatsConflict(
  deps: CoursePlacingDeps,
  error: unknown,
  courseDateId: string,
  wanted: number,
): Promise<unknown> {
  if (sqlState(error) === LOCK_TIMEOUT) {
    return Object.assign(
      AppError.conflict("Many students are booking this date right now: please try again"),
      {
        cause: error,
      },
    );
  }
  if (!isCheckViolation(error)) return error;
  const [date] = await deps.db
    .select({ seats: courseDates.seats })
    .from(courseDates)
    .where(eq(courseDates.id, courseDateId));
  const taken = (await seatsTaken(deps.db, [courseDateId], deps.now())).get(courseDateId) ?? 0;
  const left = (date?.seats ?? 0) - taken;
  const refusal =
    left < wanted
      ? tooFewSeats(left, wanted)
      : AppError.conflict("Those seats were just taken: please try again", "studentArray");
  return Object.assign(refusal, { cause: error });
}
