/**
 * The booking calls' input, shared by the API and the booking screens. A client sends
 * what it wants (which cabin types, equipment and courses), never what it costs: a price, total, status
 * or discount in the body is ignored (the object is not strict, so such keys are dropped, and the server
 * computes every amount).
 */
import { z } from "zod";
import { profileSchema } from "../accounts/account-schemas.ts";
import { bahtToSatang } from "../shared/money.ts";
import { MAX_AMOUNT_THB, thbAmount } from "../shared/money-schema.ts";
import { textSchema } from "../shared/validation.ts";
import { offlinePaymentMethods } from "./booking-types.ts";
import { MAX_CART_SPACES } from "../trips/cart-schema.ts";
import { rentalIds } from "../trips/trip-types.ts";
import { groupThousands } from "../shared/numbers.ts";

const OFFLINE_AMOUNT_MESSAGE = `amount must be an amount in THB greater than 0 and at most ${groupThousands(MAX_AMOUNT_THB)}, with at most two decimals`;

/** At most this many guests in one booking (the largest boat sleeps 20). */
export const MAX_GUESTS = MAX_CART_SPACES;

const uuid = (message: string) => z.uuid({ error: message });

export const bookingGuestInputSchema = z.object(
  {
    cabinId: uuid("Each guest's cabinId must be one of the departure's cabin types"),
    name: textSchema("Guest name")
      .max(100, { error: "Guest name is too long (100 characters at most)" })
      .optional()
      .default(""),
    equipment: z
      .array(z.enum(rentalIds, { error: `equipment must be a list of: ${rentalIds.join(", ")}` }), {
        error: "equipment must be a list",
      })
      .max(rentalIds.length, { error: "equipment has too many items" })
      .refine((ids) => new Set(ids).size === ids.length, { error: "equipment names an item twice" })
      .optional()
      .default([]),
    courses: z
      .array(
        z.object(
          {
            courseId: uuid("courseId must be a course's id"),
            crewPak: z.boolean({ error: "crewPak must be true or false" }).optional().default(false),
          },
          { error: "Each course must be { courseId, crewPak }" },
        ),
        { error: "courses must be a list" },
      )
      .max(5, { error: "A guest can take at most 5 courses on one trip" })
      .refine((list) => new Set(list.map((c) => c.courseId)).size === list.length, {
        error: "courses names a course twice",
      })
      .optional()
      .default([]),
  },
  { error: "Each guest must be { cabinId, name?, equipment?, courses? }" },
);
export type BookingGuestInput = z.output<typeof bookingGuestInputSchema>;

export const leadGuestSchema = profileSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  countryCode: true,
});

export const bookingInputSchema = z.object(
  {
    tripId: uuid("tripId must be a departure's id"),
    guestArray: z
      .array(bookingGuestInputSchema, { error: "guestArray must be a list of guests" })
      .min(1, { error: "A booking needs at least one guest" })
      .max(MAX_GUESTS, { error: `A booking has at most ${MAX_GUESTS} guests` }),
    leadGuest: leadGuestSchema.optional(),
    /** A waitlist offer of the booker's: the booking takes the spaces it holds (decision 0020). */
    offerId: uuid("offerId must be a waitlist offer's id").optional(),
  },
  { error: "The body must be a JSON object" },
);
export type BookingInput = z.output<typeof bookingInputSchema>;

/**
 * An offline payment an admin records (bank transfer, cash): the API's JSON body and the booking
 * screen's form alike (a form's amount is text). The amount answers in satang.
 */
export const offlinePaymentSchema = z.object(
  {
    amount: z
      .preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
        thbAmount(OFFLINE_AMOUNT_MESSAGE, { positive: true }),
      )
      .transform(bahtToSatang),
    method: z.enum(offlinePaymentMethods, { error: "method must be bank transfer, cash or other" }),
    note: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      textSchema("Note").max(300, { error: "Note is too long" }).optional(),
    ),
  },
  { error: "The body must be a JSON object" },
);
