/**
 * The demo course dates: every demo course runs at the dive centre every two weeks over the coming
 * four months, so a fresh start can sell a course at once. Written from "today" (the clock's Bangkok
 * date), so the dates are always upcoming. Each course starts on its own weekday; its days follow from
 * its `durationDays` and its price per student is the course's price. Every third date is a small
 * group with one or two seats (shown as nearly full), the rest have six (Open Water: eight).
 */
import { asc } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { courseDates, courses } from "../schema.ts";
import { addDays } from "../../core/trips/trip-dates.ts";

/** How far ahead the demo dates run, and how often a course starts. */
const DAYS_AHEAD = 120;
const EVERY_DAYS = 14;

const MEETING_NOTE =
  "Meet at the dive centre in Chalong at 8:00. Taught in English; German and Thai on request.";

/** Writes the demo course dates after `today` (yyyy-MM-dd, Bangkok); answers how many. */
export async function insertDemoCourseDates(tx: Executor, today: string): Promise<number> {
  const list = await tx
    .select({ id: courses.id, slug: courses.slug, price: courses.price, durationDays: courses.durationDays })
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.name));
  const rows = list.flatMap((course, index) => {
    const dates: (typeof courseDates.$inferInsert)[] = [];
    // Courses start on different days of the fortnight, the first one within the coming week.
    for (let offset = 2 + index * 2, n = 0; offset <= DAYS_AHEAD; offset += EVERY_DAYS, n += 1) {
      const start = addDays(today, offset);
      const small = n % 3 === 1;
      dates.push({
        courseId: course.id,
        startDate: start,
        endDate: addDays(start, Math.max(1, course.durationDays) - 1),
        seats: small ? 1 + (index % 2) : course.slug === "open-water-diver" ? 8 : 6,
        price: course.price,
        note: MEETING_NOTE,
      });
    }
    return dates;
  });
  if (rows.length > 0) await tx.insert(courseDates).values(rows);
  return rows.length;
}
