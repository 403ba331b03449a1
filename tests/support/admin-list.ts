/**
 * Checking an admin bookings list that filters, counts and pages in the database (trip bookings,
 * course bookings) against the rules the booking views apply one booking at a time.
 */
import { expect } from "vitest";

/** A booking as its view reads it, as far as the list's order and totals need. */
type ReadBooking = { id: string; createdAt: Date; state: string; paid: number; pending: number };

/** One answer of the list: its counts and totals, and the page's bookings. */
type ListAnswer = { count: number; resPerPage: number; totalPaid: number; totalOutstanding: number };

/**
 * What the list must answer for the bookings that match, worked out in JavaScript: their ids newest
 * first (ties by id, descending), what they paid, and what the live ones (held and not run out, or
 * confirmed) still owe.
 */
export function expectedFigures(matching: readonly ReadBooking[]) {
  const sorted = [...matching].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  const live = sorted.filter((booking) => booking.state === "held" || booking.state === "confirmed");
  return {
    ids: sorted.map((booking) => booking.id),
    totalPaid: sorted.reduce((sum, booking) => sum + booking.paid, 0),
    totalOutstanding: live.reduce((sum, booking) => sum + booking.pending, 0),
  };
}

/**
 * Reads every page of the list and one past its end, each answering the first page's count and total;
 * answers the first page's figures with the ids of every page in order.
 */
export async function readAllPages<Answer extends ListAnswer>(
  read: (page: number) => Promise<Answer>,
  rowsOf: (answer: Answer) => readonly { id: string }[],
): Promise<Answer & { ids: string[] }> {
  const ids: string[] = [];
  const first = await read(1);
  for (let page = 1; page <= Math.ceil(first.count / first.resPerPage) + 1; page++) {
    const answer = page === 1 ? first : await read(page);
    expect(answer).toMatchObject({ count: first.count, totalPaid: first.totalPaid });
    ids.push(...rowsOf(answer).map((row) => row.id));
  }
  return { ...first, ids };
}

/**
 * The list, read page by page, agrees with the figures worked out one booking at a time; `count` is
 * how many bookings the filter must match when known from how the season was made, or "some".
 */
export function expectSameFigures(
  paged: ListAnswer & { ids: string[] },
  want: ReturnType<typeof expectedFigures>,
  count?: number | "some",
): void {
  if (count === "some") expect(paged.count).toBeGreaterThan(0);
  else if (count !== undefined) expect(paged.count).toBe(count);
  expect(paged.count).toBe(want.ids.length);
  expect(paged.ids).toEqual(want.ids);
  expect(paged.totalPaid).toBe(want.totalPaid);
  expect(paged.totalOutstanding).toBe(want.totalOutstanding);
}

/**
 * The unfiltered list holds all `count` bookings, twenty a page: a full first page whose first row is
 * a whole view (`firstRow`), a last page holding the rest, none past it, and every booking once, in
 * the order and with the totals worked out one booking at a time. Answers the pages read together.
 */
export async function expectPagesOfTwenty<Answer extends ListAnswer>(
  read: (page: number) => Promise<Answer>,
  rowsOf: (answer: Answer) => readonly { id: string }[],
  { count, firstRow, want }: { count: number; firstRow: object; want: ReturnType<typeof expectedFigures> },
): Promise<Answer & { ids: string[] }> {
  const first = await read(1);
  expect(first.count).toBe(count);
  expect(first.resPerPage).toBe(20);
  expect(rowsOf(first)).toHaveLength(20);
  expect(rowsOf(first)[0]).toMatchObject(firstRow);
  const lastPage = Math.ceil(count / 20);
  expect(rowsOf(await read(lastPage))).toHaveLength(count - 20 * (lastPage - 1));
  expect(rowsOf(await read(lastPage + 1))).toHaveLength(0);
  const paged = await readAllPages(read, rowsOf);
  expect(new Set(paged.ids).size).toBe(count);
  expectSameFigures(paged, want, count);
  return paged;
}

/** The states a list's season is made in: a hold still running and one that ran out are both stored as held. */
export const SEASON_STATES = ["confirmed", "held live", "held run out", "cancelled"] as const;

/** The stored state and hold of a booking made in `state`, an hour either side of `now`. */
export function storedHold(state: (typeof SEASON_STATES)[number], now: Date) {
  const hour = 3_600_000;
  return {
    state: state.startsWith("held") ? "held" : state,
    holdExpiresAt:
      state === "held live"
        ? new Date(now.getTime() + hour)
        : state === "held run out"
          ? new Date(now.getTime() - hour)
          : null,
  };
}

/** A booker's contact details, numbered. */
export function bookerContact(firstName: string, lastName: string, n: number) {
  return {
    firstName,
    lastName,
    email: `${firstName === "Guest" ? "guest" : "booker"}${n}@example.com`,
    phone: "+66 1",
    country: "Thailand",
    countryCode: "th",
  };
}

/** A payment row recorded offline for a trip booking or a course booking (`owner`). */
export function offlinePayment(
  owner: { bookingId: string } | { courseBookingId: string },
  kind: string,
  amount: number,
  state = "succeeded",
) {
  const ownerId = "bookingId" in owner ? owner.bookingId : owner.courseBookingId;
  return {
    ...owner,
    provider: "offline",
    kind,
    amount,
    state,
    idempotencyKey: `${ownerId}-${kind}-${state}`,
  };
}
