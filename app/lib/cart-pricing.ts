/**
 * The cart priced for the screen: the departure, rentals and courses read from the public API, and the
 * guests' choices turned into the itemised summary (core/bookings/booking-lines.ts) with the same rules
 * the server charges by. A preview only: the server prices the booking again from its own rows.
 */
import { useEffect, useMemo, useState } from "react";
import { itemise, paymentPlan, type SummaryGuest } from "../../core/bookings/booking-lines.ts";
import { bahtToSatang } from "../../core/shared/money.ts";
import type { CartGuest } from "../../core/trips/cart-schema.ts";
import type { TripOutline } from "../../core/trips/trip-types.ts";
import type { CheckoutSummaryProps } from "../components/checkout-summary.tsx";
import type { CartItem } from "./cart.ts";
import { tripSummaryHead } from "./trip-format.ts";

export type TripAnswer = TripOutline & {
  discount: number;
  fees: number;
  boat: { name: string };
  cabins: { cabinId: string; name: string; price: number; spacesLeft: number }[];
};
export type Rental = { id: string; name: string; price: number };
export type Course = { id: string; name: string; price: number };
export type CartOffer = { trip: TripAnswer; rentals: Rental[]; courses: Course[] };
export type LoadedOffer = CartOffer | { problem: string } | null;

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  return response.ok ? ((await response.json()) as T) : null;
}

/** The departure, rentals and courses of the cart's trip, read once the cart is known. */
export function useCartOffer(item: CartItem | undefined): LoadedOffer {
  const [loaded, setLoaded] = useState<LoadedOffer>(null);
  useEffect(() => {
    if (!item) return;
    let live = true;
    void (async () => {
      const [trip, rentals, courses] = await Promise.all([
        getJson<{ trip: TripAnswer }>(`/api/v1/trip/${item.tripId}`),
        getJson<{ rentals: Rental[] }>("/api/v1/rentals"),
        getJson<{ courses: Course[] }>("/api/v1/courses"),
      ]);
      if (!live) return;
      if (!trip) return setLoaded({ problem: "This departure is no longer offered." });
      setLoaded({ trip: trip.trip, rentals: rentals?.rentals ?? [], courses: courses?.courses ?? [] });
    })().catch(() => live && setLoaded({ problem: "The departure could not be loaded. Please try again." }));
    return () => {
      live = false;
    };
  }, [item]);
  return loaded;
}

/** The cart's guests as the summary prices them (satang), from the offer's current prices. */
export function summaryGuests(
  offer: CartOffer,
  cabin: TripAnswer["cabins"][number],
  guests: readonly CartGuest[],
): SummaryGuest[] {
  return guests.map((guest) => {
    const equipment = guest.equipment.flatMap((id) => {
      const rental = offer.rentals.find((r) => r.id === id);
      return rental ? [{ name: rental.name, price: bahtToSatang(rental.price) }] : [];
    });
    return {
      name: guest.name,
      cabinName: cabin.name,
      cabinPrice: bahtToSatang(cabin.price),
      fees: bahtToSatang(offer.trip.fees),
      equipmentPrice: equipment.reduce((sum, item) => sum + item.price, 0),
      equipment,
      courses: guest.courses.flatMap((choice) => {
        const course = offer.courses.find((c) => c.id === choice.courseId);
        return course
          ? [{ name: course.name, coursePrice: bahtToSatang(course.price), crewPak: choice.crewPak }]
          : [];
      }),
    };
  });
}

/** Everything the checkout summary shows for a cart not booked yet. */
export function useCartSummary(
  offer: CartOffer | null,
  item: CartItem | undefined,
  guests: readonly CartGuest[],
  agentDiscount: number,
  server: { now: string; depositPercent: number },
  terms: CheckoutSummaryProps["terms"],
): CheckoutSummaryProps | null {
  return useMemo(() => {
    const cabin = offer?.trip.cabins.find((c) => c.cabinId === item?.cabinId);
    if (!offer || !cabin) return null;
    const discounts = { discount: offer.trip.discount, agentDiscount };
    const lines = itemise(summaryGuests(offer, cabin, guests), discounts);
    return {
      ...tripSummaryHead(offer.trip, lines, discounts, lines.total),
      plan: paymentPlan({
        total: lines.total,
        departure: offer.trip.departure,
        now: new Date(server.now),
        depositPercent: server.depositPercent,
      }),
      terms,
    };
  }, [offer, item, guests, agentDiscount, server.now, server.depositPercent, terms]);
}
