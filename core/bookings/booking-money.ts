/**
 * The booking's money rules in one module (spec §9 and §4), shared by the server (which
 * alone decides what is charged) and the screens (live totals). Every amount is integer satang.
 *
 * Rules, as the spec writes them:
 * - per guest: `cabinPrice` less the trip's `discount` percent and less the agent's `agentDiscount`
 *   percent (both taken off the cabin price, one after the other); when `agentDiscount` is 0 the guest's
 *   `fees`, `equipmentPrice` and course prices are added, each course with the crew pak (3000 THB) when
 *   the student needs one. An agent's net rate is the discounted cabin price alone: the agent collects
 *   fees and extras itself (domain guide).
 * - the deposit is a percentage of the total (a setting, 30% by default), rounded **up** to whole baht
 *   and never more than the total; the balance is the rest.
 * - a COMPLETED booking with a stored total uses the stored total.
 *
 * Rounding, written down: a discounted cabin price is rounded to the nearest satang, halves away from
 * zero, after each percentage (so 10% then 5% off 33,333.33 THB is exact to the satang either way the
 * screen or the server computes it); sums are exact integers; the deposit is rounded up to whole baht.
 * Amounts are shown rounded to whole baht (core/shared/money.ts formatTHB).
 */
import { assertAmount, assertPercent, lessPercent } from "../shared/money.ts";

export { lessPercent };

/** Spec §9: "Crew pak fee 3000 per guest or student", in satang. */
export const CREW_PAK_PRICE = 300_000;
/** The deposit asked at booking, percent of the total (a setting; this is its default). */
export const DEFAULT_DEPOSIT_PERCENT = 30;

/** A course taken on board by one guest, as booked (prices copied at booking time). */
export type GuestCourse = { coursePrice: number; crewPak: boolean };

/** What one guest is charged for (spec §3 Guest), satang. */
export type GuestCharges = {
  cabinPrice: number;
  fees: number;
  equipmentPrice: number;
  courses: readonly GuestCourse[];
};

export type Discounts = {
  /** The trip's percent off the cabin price. */
  discount: number;
  /** The agent's percent off the cabin price (0 for a direct guest). */
  agentDiscount: number;
};

/** The cabin price after the trip's and the agent's discounts. */
export function discountedCabinPrice(cabinPrice: number, discounts: Discounts): number {
  return lessPercent(lessPercent(cabinPrice, discounts.discount), discounts.agentDiscount);
}

/** One course's price with its crew pak. */
export function courseCharge(course: GuestCourse): number {
  assertAmount("coursePrice", course.coursePrice);
  return course.coursePrice + (course.crewPak ? CREW_PAK_PRICE : 0);
}

/** What one guest pays (spec §9 "Total price", per guest). */
export function guestTotal(guest: GuestCharges, discounts: Discounts): number {
  const cabin = discountedCabinPrice(guest.cabinPrice, discounts);
  if (discounts.agentDiscount !== 0) return cabin;
  assertAmount("fees", guest.fees);
  assertAmount("equipmentPrice", guest.equipmentPrice);
  return (
    cabin + guest.fees + guest.equipmentPrice + guest.courses.reduce((sum, c) => sum + courseCharge(c), 0)
  );
}

/** The booking's total: the sum of its guests. */
export function bookingTotal(guests: readonly GuestCharges[], discounts: Discounts): number {
  return guests.reduce((sum, guest) => sum + guestTotal(guest, discounts), 0);
}

/**
 * Spec §9: "If payment is COMPLETED and a total is stored, the stored total is used." Otherwise the
 * total is computed from the guests.
 */
export function totalOf(
  booking: { guests: readonly GuestCharges[]; storedTotal?: number | null; status?: PaymentStatus },
  discounts: Discounts,
): number {
  if (booking.status === "COMPLETED" && booking.storedTotal != null) return booking.storedTotal;
  return bookingTotal(booking.guests, discounts);
}

/**
 * Spec §9: "Optional percentage argument divides the total": the deposit, `percent` of the total,
 * rounded up to whole baht and never above the total.
 */
export function depositOf(total: number, percent = DEFAULT_DEPOSIT_PERCENT): number {
  assertAmount("total", total);
  assertPercent("deposit percent", percent);
  const exact = total * percent; // in hundredths of a satang
  const wholeBaht = Math.ceil(exact / 10_000) * 100;
  return Math.min(total, wholeBaht);
}

export const paymentStatuses = ["PENDING", "DEPOSIT PAID", "COMPLETED"] as const;
/** Spec §4 payment status, derived from what has been paid. */
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Nothing → PENDING; at least the deposit → DEPOSIT PAID; the whole total → COMPLETED. */
export function paymentStatusOf(paid: number, total: number, deposit: number): PaymentStatus {
  if (paid >= total) return "COMPLETED";
  if (paid > 0 && paid >= deposit) return "DEPOSIT PAID";
  return "PENDING";
}

/** Spec §4 colours: COMPLETED discount-coloured, DEPOSIT PAID information-coloured, anything else required-coloured. */
export function statusColour(
  status: PaymentStatus | null | undefined,
): "discount" | "information" | "required" {
  if (status === "COMPLETED") return "discount";
  if (status === "DEPOSIT PAID") return "information";
  return "required";
}

const DAY_MS = 86_400_000;
/** Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Midnight in Bangkok at the start of a departure day (yyyy-MM-dd), as an instant. */
export function departureInstant(departure: string): Date {
  return new Date(Date.parse(`${departure}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** Spec §4: the balance falls due 30 days before departure. */
export const BALANCE_DUE_DAYS = 30;
/** Spec §9: the deposit falls due 3 days after the booking is made. */
export const DEPOSIT_DUE_DAYS = 3;

/**
 * Spec §4 payment due date:
 * - PENDING (or no status): 3 days after creation, but if that is later than 30 days before departure,
 *   due now;
 * - DEPOSIT PAID: 30 days before departure, or now if that has passed;
 * - COMPLETED: nothing due (null).
 */
export function dueDate(
  status: PaymentStatus | null | undefined,
  createdAt: Date,
  departure: string,
  now: Date,
): Date | null {
  if (status === "COMPLETED") return null;
  const balanceDue = new Date(departureInstant(departure).getTime() - BALANCE_DUE_DAYS * DAY_MS);
  if (status === "DEPOSIT PAID") return balanceDue.getTime() < now.getTime() ? now : balanceDue;
  const depositDue = new Date(createdAt.getTime() + DEPOSIT_DUE_DAYS * DAY_MS);
  return depositDue.getTime() > balanceDue.getTime() ? now : depositDue;
}

/** What the guest may pay now: deposit or full; full only once the balance is due; the balance after a deposit. */
export type PaymentOption = "deposit" | "full" | "balance";

export function paymentOptions(status: PaymentStatus, departure: string, now: Date): PaymentOption[] {
  if (status === "COMPLETED") return [];
  if (status === "DEPOSIT PAID") return ["balance"];
  const balanceDue = departureInstant(departure).getTime() - BALANCE_DUE_DAYS * DAY_MS;
  return now.getTime() >= balanceDue ? ["full"] : ["deposit", "full"];
}

/** The amount a payment option asks for, given the total, the deposit and what is paid already. */
export function amountFor(option: PaymentOption, total: number, deposit: number, paid: number): number {
  const outstanding = Math.max(0, total - paid);
  if (option === "deposit") return Math.min(outstanding, Math.max(0, deposit - paid));
  return outstanding;
}
