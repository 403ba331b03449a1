/**
 * Checking an admin bookings list that filters, counts and pages in the database (trip bookings,
 * course bookings) against the rules the booking views apply one booking at a time.
 */
import { expect } from "vitest";
import { type PaymentStatus, paymentStatuses } from "../../core/bookings/booking-money.ts";
import { type BookingState, bookingStates } from "../../core/bookings/booking-types.ts";

/** A booking as its view reads it, as far as the list's order and totals need. */
type ReadBooking = { id: string; createdAt: Date; state: string; paid: number; pending: number };

/** One answer of the list: its counts and totals, and the page's bookings. */
type ListAnswer = { count: number; resPerPage: number; totalPaid: number; totalOutstanding: number };

/**
 * What the list must answer for the bookings that match, worked out in JavaScript: their ids newest
 * first (ties by id, descending), what they paid, and what the live ones (held and not run out, or
 * confirmed) still owe.
 */
function expectedFigures(matching: readonly ReadBooking[]) {
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
 * The list, read page by page, agrees with the figures worked out one booking at a time; `count` is
 * how many bookings the filter must match when known from how the season was made, or "some".
 */
function expectSameFigures(
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
 * A bookings list under test: `read` answers a page of it under a filter and `rowsOf` the bookings of
 * a page; `views` are every booking's view, read one at a time, and `matches` the list's rules applied
 * to one of them.
 */
export function checkedList<Filter, View extends ReadBooking, Answer extends ListAnswer>(list: {
  read: (filter: Filter, page: number) => Promise<Answer>;
  rowsOf: (answer: Answer) => readonly { id: string }[];
  views: () => readonly View[];
  matches: (view: View, filter: Filter) => boolean;
}) {
  /** What the database must agree with: the figures of the views that match, one at a time. */
  const expected = (filter: Filter) =>
    expectedFigures(list.views().filter((view) => list.matches(view, filter)));

  /**
   * Reads every page of the list under `filter` and one past its end, each answering the first page's
   * count and total; answers the first page's figures with the ids of every page in order.
   */
  async function readAllPages(filter: Filter): Promise<Answer & { ids: string[] }> {
    const ids: string[] = [];
    const first = await list.read(filter, 1);
    for (let page = 1; page <= Math.ceil(first.count / first.resPerPage) + 1; page++) {
      const answer = page === 1 ? first : await list.read(filter, page);
      expect(answer).toMatchObject({ count: first.count, totalPaid: first.totalPaid });
      ids.push(...list.rowsOf(answer).map((row) => row.id));
    }
    return { ...first, ids };
  }

  return {
    readAllPages,

    /** The list under `filter`, read page by page, agrees with the views; `count` as for expectSameFigures. */
    async expectSameAsViews(filter: Filter, count?: number | "some"): Promise<void> {
      expectSameFigures(await readAllPages(filter), expected(filter), count);
    },

    /**
     * The unfiltered list (`everything`) holds all `count` bookings, twenty a page: a full first page
     * whose first row is a whole view (`firstRow`), a last page holding the rest, none past it, and
     * every booking once, in the order and with the totals worked out one booking at a time. Answers
     * the pages read together.
     */
    async expectPagesOfTwenty(
      everything: Filter,
      { count, firstRow }: { count: number; firstRow: object },
    ): Promise<Answer & { ids: string[] }> {
      const first = await list.read(everything, 1);
      expect(first.count).toBe(count);
      expect(first.resPerPage).toBe(20);
      expect(list.rowsOf(first)).toHaveLength(20);
      expect(list.rowsOf(first)[0]).toMatchObject(firstRow);
      const lastPage = Math.ceil(count / 20);
      expect(list.rowsOf(await list.read(everything, lastPage))).toHaveLength(count - 20 * (lastPage - 1));
      expect(list.rowsOf(await list.read(everything, lastPage + 1))).toHaveLength(0);
      const paged = await readAllPages(everything);
      expect(new Set(paged.ids).size).toBe(count);
      expectSameFigures(paged, expected(everything), count);
      return paged;
    },
  };
}

/** Whether a booking's view matches a status filter: by its payment status or its state at the clock. */
export function matchesStatus(view: { state: string; paymentInfo: { status: string } }, status?: string) {
  return !status || view.paymentInfo.status === status || view.state === status;
}

/** Whether a search matches a booking's view, in any case, by any of its `texts` (names, e-mail, ids). */
export function matchesSearch(search: string | undefined, texts: string[]): boolean {
  return !search || texts.join(" ").toLowerCase().includes(search.toLowerCase());
}

/**
 * The filters by status: by payment status, each matching the count given, then by state at the clock,
 * each matching `perState` bookings (a season is made alike in each of its four states; a hold that ran
 * out reads as expired).
 */
export function statusFilters(byPayment: Record<PaymentStatus, number>, perState: number) {
  const filter = (status: PaymentStatus | BookingState, count: number) =>
    [status, { status }, count] as [string, { status: PaymentStatus | BookingState }, number];
  return [
    ...paymentStatuses.map((status) => filter(status, byPayment[status])),
    ...bookingStates.map((status) => filter(status, perState)),
  ];
}
