/**
 * A made booking as the checkout summary shows it (payment and success steps): its guests' stored
 * prices itemised by core/bookings/booking-lines.ts, its stored total and deposit, their dates counted
 * from when it was made.
 */
import { itemise, paymentPlan } from "../../core/bookings/booking-lines.ts";
import type { BookingView } from "../../core/bookings/booking-service.ts";
import type { CheckoutSummaryProps } from "../components/checkout-summary.tsx";
import { tripSummaryHead } from "./trip-format.ts";

export function madeBookingSummary(
  booking: BookingView,
  checkout: { now: string; depositPercent: number; terms: CheckoutSummaryProps["terms"] },
): CheckoutSummaryProps {
  const discounts = { discount: booking.discount, agentDiscount: booking.agentDiscount };
  const lines = itemise(booking.guestArray, discounts);
  return {
    // The stored total is what is charged (an admin's change or a price kept at booking time).
    ...tripSummaryHead(booking.trip, lines, discounts, booking.total),
    plan: paymentPlan({
      total: booking.total,
      deposit: booking.deposit,
      departure: booking.trip.departure,
      createdAt: booking.createdAt,
      now: new Date(checkout.now),
      depositPercent: checkout.depositPercent,
    }),
    paid: booking.paid,
    terms: checkout.terms,
  };
}
