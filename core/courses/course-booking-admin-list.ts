/**
 * The admin's course bookings list, filtered and paged in the database like the trip bookings list
 * (core/bookings/booking-admin-list.ts): one query finds the page's course bookings (newest first) with
 * the count and the totals of every match, then only that page is read in full (students, payments)
 * through CourseBookingService. The filters read each booking as the course booking views do
 * (core/courses/course-booking-views.ts): its net paid (core/shared/net-paid.ts), the state at the
 * clock's instant (core/shared/hold-sql.ts) and the payment status (`paymentStatusOf` with the deposit
 * equal to the total: a course is paid in full), written here in SQL;
 * core/courses/course-booking-admin-list.int.test.ts checks them against those rules on both databases.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  ADMIN_BOOKINGS_PER_PAGE,
  liveBookingSql,
  matchingPage,
  readStep,
  whereAll,
} from "../bookings/booking-admin-list.ts";
import { asReference } from "../shared/booking-reference.ts";
import { pageWindow, searchPattern } from "../shared/list-query.ts";
import { netPaidLateral } from "../shared/net-paid.ts";
import type { CourseBookingService } from "./course-booking-service.ts";
import type { CourseBookingView } from "./course-booking-views.ts";
import type { CourseBookingListQuery } from "./course-schemas.ts";

export type AdminCourseBookingPage = {
  courseBookings: CourseBookingView[];
  count: number;
  resPerPage: number;
  /** Net paid over every match, satang. */
  totalPaid: number;
  /** Still owed by the live matches (held and not run out, or confirmed), satang. */
  totalOutstanding: number;
};

export async function listAdminCourseBookings(
  deps: { db: Database; now: Date; courseBookings: CourseBookingService },
  query: CourseBookingListQuery,
): Promise<AdminCourseBookingPage> {
  const window = pageWindow({ page: query.page }, { perPage: ADMIN_BOOKINGS_PER_PAGE });
  const live = liveBookingSql(deps.now);
  const where: SQL[] = [];
  if (query.course) where.push(sql`d.course_id = ${query.course}`);
  if (query.date) where.push(sql`b.course_date_id = ${query.date}`);
  // A reference (AL-7F3K2Q, any case) finds exactly its booking; other text is looked for in the
  // booker's name and e-mail, the students' names, the course's name and the id.
  const reference = query.search ? asReference(query.search) : null;
  const pattern = reference ? undefined : searchPattern(query.search);
  if (reference) where.push(sql`b.reference = ${reference}`);
  else if (pattern) {
    where.push(sql`concat_ws(' ', b.contact->>'firstName', b.contact->>'lastName', b.contact->>'email', c.name,
      b.id::text, (select string_agg(s.first_name || ' ' || s.last_name, ' ') from course_students s
                   where s.course_booking_id = b.id)) ilike ${pattern}`);
  }
  const { rows, ...figures } = await matchingPage(
    deps.db,
    sql`
      with facts as (
        select b.id, b.created_at, b.total, b.state as stored_state, ${live} as live, paid.amount as paid
        from course_bookings b
        join course_dates d on d.id = b.course_date_id
        join courses c on c.id = d.course_id
        ${netPaidLateral("course_booking_id", sql.raw("b.id"))}
        ${whereAll(where)}
      ), ${readStep(sql`case when paid >= total then 'COMPLETED' else 'PENDING' end`)}, matching as (
        select id, created_at, total, paid, live from read
        ${query.status ? sql`where status = ${query.status} or state = ${query.status}` : sql``}
      )`,
    window,
    (ids) => deps.courseBookings.views({ ids }),
  );
  return { courseBookings: rows, ...figures };
}
