/**
 * The itemised summary a guest reads on every checkout step (app/components/checkout-summary.tsx):
 * per guest the cabin, its discounts, park fees, equipment, courses and crew paks; the total; the
 * deposit with its percentage and due date; the balance with its date. Every amount comes from the
 * money rules in booking-money.ts, so the lines always add up to what the server charges; the screens
 * only print them.
 *
 * An agent's net rate is the discounted cabin price alone (booking-money.ts): the agent collects park
 * fees, equipment and courses from its guests. Those lines are still listed, so the crew knows what to
 * prepare, each marked `charged: false` with its price for the agent's information (decision 0024).
 * Plain functions only: the browser's bundle imports this.
 */
import {
  BALANCE_DUE_DAYS,
  CREW_PAK_PRICE,
  DEFAULT_DEPOSIT_PERCENT,
  depositOf,
  type Discounts,
  departureInstant,
  discountedCabinPrice,
  dueDate,
  type GuestCharges,
  guestTotal,
  lessPercent,
} from "./booking-money.ts";

/** One guest as the summary needs it: the charges plus the names of what they are for. */
export type SummaryGuest = Omit<GuestCharges, "courses"> & {
  name: string;
  cabinName: string;
  equipment: readonly { name: string; price: number }[];
  courses: readonly { name: string; coursePrice: number; crewPak: boolean }[];
};

/** One priced line; `charged: false` is listed for information (an agent's guest's extras). */
export type SummaryLine = { label: string; amount: number; charged: boolean };

export type GuestLines = {
  label: string;
  cabinName: string;
  /** What the first line names, when not the cabin (a course student's course: core/courses/course-lines.ts). */
  priceLabel?: string;
  /** The cabin's list price. */
  cabinPrice: number;
  /** Taken off the cabin price: the trip's discount, then the agent's rate (0 when none). */
  tripDiscount: number;
  agentDiscount: number;
  /** Park fees, equipment, courses and crew paks, in that order. */
  extras: SummaryLine[];
  /** What this guest is charged (booking-money.ts guestTotal). */
  total: number;
};

export type PaymentPlan = {
  total: number;
  depositPercent: number;
  deposit: number;
  /** When the deposit is due; equal to `now` when the trip is too close and everything is due at once. */
  depositDue: Date;
  /** True when the whole total is due at once (the balance would already be due). */
  payInFull: boolean;
  balance: number;
  balanceDue: Date;
};

const DAY_MS = 86_400_000;

/** The crew pak's line, for a trip's guest and a course's student alike. */
export const CREW_PAK_LABEL = "PADI crew pak";

/** Spec §4: the date the balance falls due, 30 days before the departure (midnight in Bangkok). */
export function balanceDueOf(departure: string): Date {
  return new Date(departureInstant(departure).getTime() - BALANCE_DUE_DAYS * DAY_MS);
}

/** Each guest's lines and the booking's total, from the same rules the server prices with. */
export function itemise(guests: readonly SummaryGuest[], discounts: Discounts) {
  const agent = discounts.agentDiscount !== 0;
  const lines: GuestLines[] = guests.map((guest, index) => {
    const afterTrip = lessPercent(guest.cabinPrice, discounts.discount);
    const extras: SummaryLine[] = [];
    if (guest.fees > 0) extras.push({ label: "Park fees", amount: guest.fees, charged: !agent });
    for (const item of guest.equipment) {
      extras.push({ label: `${item.name} (rental)`, amount: item.price, charged: !agent });
    }
    for (const course of guest.courses) {
      extras.push({ label: course.name, amount: course.coursePrice, charged: !agent });
      if (course.crewPak) extras.push({ label: CREW_PAK_LABEL, amount: CREW_PAK_PRICE, charged: !agent });
    }
    return {
      label: guest.name.trim() || `Guest ${index + 1}`,
      cabinName: guest.cabinName,
      cabinPrice: guest.cabinPrice,
      tripDiscount: guest.cabinPrice - afterTrip,
      agentDiscount: afterTrip - discountedCabinPrice(guest.cabinPrice, discounts),
      extras,
      total: guestTotal(guest, discounts),
    };
  });
  return { guests: lines, total: lines.reduce((sum, guest) => sum + guest.total, 0), agent };
}

/**
 * The deposit and the balance with their dates. A booking not made yet is planned as if made `now`;
 * a made booking passes its stored `deposit` and `createdAt`.
 */
export function paymentPlan(options: {
  total: number;
  departure: string;
  now: Date;
  createdAt?: Date;
  deposit?: number;
  depositPercent?: number;
}): PaymentPlan {
  const { total, departure, now } = options;
  const depositPercent = options.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const deposit = options.deposit ?? depositOf(total, depositPercent);
  const depositDue = dueDate("PENDING", options.createdAt ?? now, departure, now)!;
  const balanceDue = balanceDueOf(departure);
  const payInFull = now.getTime() >= balanceDue.getTime();
  return {
    total,
    depositPercent,
    deposit: payInFull ? total : deposit,
    depositDue,
    payInFull,
    balance: payInFull ? 0 : total - deposit,
    balanceDue,
  };
}
