/**
 * What the browser's cart may hold (spec §3 Cart; issue 10 item 5), checked with the same schema when
 * the cart is read back from storage: a tampered or outdated cart is dropped, never trusted. The cart
 * holds choices (which departure, which cabin type, how many spaces), never prices: the server computes
 * every amount from its own rows.
 */
import { z } from "zod";
import { MAX_GUESTS } from "../bookings/booking-schemas.ts";

/** One trip in the cart: a departure, a cabin type on it and a number of spaces. */
export const tripCartItemSchema = z
  .object({
    kind: z.literal("trip"),
    tripId: z.uuid(),
    cabinId: z.uuid(),
    spaces: z.number().int().min(1).max(MAX_GUESTS),
  })
  .strict();
export type TripCartItem = z.output<typeof tripCartItemSchema>;

/** A guest's choices on the booking screen: a name, rental items and courses on board. */
export const cartGuestSchema = z
  .object({
    name: z.string().max(100),
    equipment: z.array(z.string().max(40)).max(10),
    courses: z.array(z.object({ courseId: z.uuid(), crewPak: z.boolean() }).strict()).max(5),
  })
  .strict();
export type CartGuest = z.output<typeof cartGuestSchema>;

/** The booking screen's choices, kept with the cart until the booking is made. */
export const cartBookingInfoSchema = z
  .object({ guestArray: z.array(cartGuestSchema).max(MAX_GUESTS).optional(), bookingId: z.uuid().optional() })
  .strict();

export const cartSchema = z
  .object({
    cartItems: z.array(tripCartItemSchema).max(1),
    bookingInfo: cartBookingInfoSchema.nullable(),
    courseInfo: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();
