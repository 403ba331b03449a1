/**
 * How departures read on the schedule and trip screens: date ranges in Bangkok, prices before and after
 * the discount, and the words for availability. Pure, shared by the screens and their tests.
 */
import { lessPercent } from "../../core/shared/money.ts";
import { MONTH_NAMES, SHORT_MONTH_NAMES } from "../../core/shared/calendar-names.ts";
import { formatTHB } from "../../core/shared/money.ts";
import { availability, type Availability } from "../../core/trips/trip-types.ts";
import type { CheckoutSummaryProps } from "../components/checkout-summary.tsx";

function parts(day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month, date };
}

/** "3 – 7 Dec 2026", "29 Dec 2026 – 2 Jan 2027" (days are Bangkok calendar dates already). */
export function dateRange(departure: string, returnDate: string): string {
  const a = parts(departure);
  const b = parts(returnDate);
  if (a.year !== b.year)
    return `${a.date} ${SHORT_MONTH_NAMES[a.month - 1]} ${a.year} – ${b.date} ${SHORT_MONTH_NAMES[b.month - 1]} ${b.year}`;
  if (a.month !== b.month)
    return `${a.date} ${SHORT_MONTH_NAMES[a.month - 1]} – ${b.date} ${SHORT_MONTH_NAMES[b.month - 1]} ${b.year}`;
  return `${a.date} – ${b.date} ${SHORT_MONTH_NAMES[b.month - 1]} ${b.year}`;
}

/**
 * The checkout summary of a departure, all but its payment plan: the itinerary's title over "3 – 7 Dec
 * 2026 · boat", the guests' itemised lines, the total charged and the discounts that name the lines. The
 * same for a cart (published prices) and a made booking (stored prices).
 */
export function tripSummaryHead(
  trip: { title: string; departure: string; returnDate: string; boat: { name: string } },
  lines: Pick<CheckoutSummaryProps, "guests" | "agent">,
  discounts: Pick<CheckoutSummaryProps, "discount" | "agentDiscount">,
  total: number,
) {
  return {
    title: trip.title,
    line: `${dateRange(trip.departure, trip.returnDate)} · ${trip.boat.name}`,
    guests: lines.guests,
    total,
    agent: lines.agent,
    ...discounts,
  };
}

/** "December 2026" for "2026-12". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** The months of a season, yyyy-MM, October to May. */
export function seasonMonths(startYear: number): string[] {
  return [10, 11, 12, 1, 2, 3, 4, 5].map(
    (month) => `${month >= 10 ? startYear : startYear + 1}-${String(month).padStart(2, "0")}`,
  );
}

/** A price after the trip's discount, satang. */
export const discounted = (price: number, discount: number) => lessPercent(price, discount);

export function priceLabel(price: number, discount: number): { now: string; before: string | null } {
  return discount > 0
    ? { now: formatTHB(discounted(price, discount)), before: formatTHB(price) }
    : { now: formatTHB(price), before: null };
}

export const AVAILABILITY_LABEL: Record<Availability, string> = {
  "sold-out": "Sold out",
  "few-left": "Few left",
  open: "Available",
};

/** "Sold out", "2 spaces left" (few), "8 spaces left". */
export function spacesText(spacesLeft: number): string {
  if (spacesLeft <= 0) return "Sold out";
  return `${spacesLeft} ${spacesLeft === 1 ? "space" : "spaces"} left`;
}

export { availability };
