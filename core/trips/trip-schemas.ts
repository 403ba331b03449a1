/**
 * The trip calls' input, as zod schemas shared by the API and the admin screens.
 * Admin trip calls take JSON; amounts are THB (converted to satang here), days are Bangkok dates
 * written yyyy-MM-dd. Every message names the field.
 */
import { bahtToSatang } from "../shared/money.ts";
import { MAX_AMOUNT_THB, thbAmount } from "../shared/money-schema.ts";
import { z } from "zod";
import { pageSchema } from "../shared/list-query.ts";
import { textSchema } from "../shared/validation.ts";
import { isIsoDay } from "./trip-dates.ts";
import { rentalIds, tripStatuses } from "./trip-types.ts";
import { groupThousands } from "../shared/numbers.ts";

export const TITLE_MAX = 160;
export const ITINERARY_MAX = 20_000;
export const CREW_NOTES_MAX = 5_000;
/** A departure is at most this many nights long. */
export const MAX_NIGHTS = 30;
/** A weekly series creates at most this many departures in one call. */
export const MAX_SERIES = 80;
export const MAX_DIVE_SITES = 40;
export const MAX_PRICE_THB = MAX_AMOUNT_THB;

/** A number from JSON, or a form's text holding one; anything else (null, true, "") is refused. */
function number(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: message }).finite({ error: message }),
  );
}

export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${groupThousands(max)}`;
  return number(message).pipe(
    z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** THB as typed (whole baht or with satang), to integer satang. */
export function thb(label: string) {
  const message = `${label} must be an amount in THB from 0 to ${groupThousands(MAX_PRICE_THB)} (at most two decimals)`;
  return number(message).pipe(thbAmount(message)).transform(bahtToSatang);
}

export function isoDay(label: string) {
  const message = `${label} must be a date written yyyy-MM-dd`;
  return textSchema(label, { typeError: message }).refine(isIsoDay, { error: message });
}

/** The message of a body that is not an object, or names a field the call does not take. */
const bodyError = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys" && issue.keys
    ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`
    : "The body must be a JSON object";

/** An admin call's JSON body: an object naming only the fields the call takes. */
function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: bodyError }).strict();
}

const uuid = (message: string) => z.uuid({ error: message });

const percent = (label: string) => wholeNumber(label, 0, 100);

export const tripCabinInputSchema = z.object(
  {
    cabinId: uuid("cabinId must be the id of one of the boat's cabin types"),
    price: thb("Cabin price per guest"),
    spaces: wholeNumber("Spaces", 0, 500),
  },
  { error: "Each cabin must be { cabinId, price, spaces }" },
);
export type TripCabinInput = z.output<typeof tripCabinInputSchema>;

const cabinList = z
  .array(tripCabinInputSchema, { error: "cabins must be a list of { cabinId, price, spaces }" })
  .max(50, { error: "cabins has too many entries" })
  .refine((cabins) => new Set(cabins.map((cabin) => cabin.cabinId)).size === cabins.length, {
    error: "cabins names a cabin type twice",
  });

const diveSiteIds = z
  .array(uuid("diveSiteIds must be a list of dive site ids"), {
    error: "diveSiteIds must be a list of dive site ids",
  })
  .max(MAX_DIVE_SITES, { error: `diveSiteIds has more than ${MAX_DIVE_SITES} dive sites` })
  .refine((ids) => new Set(ids).size === ids.length, { error: "diveSiteIds names a dive site twice" });

/** The fields a departure has besides its dates: what a weekly series repeats. */
const templateShape = {
  boatId: uuid("boatId must be the id of a boat"),
  dives: wholeNumber("Dives", 0, 200).default(0),
  title: textSchema("Title", { typeError: "Title is required" })
    .min(1, { error: "Title is required" })
    .max(TITLE_MAX, { error: `Title is too long (${TITLE_MAX} characters at most)` }),
  itinerary: textSchema("Itinerary", { multiline: true })
    .max(ITINERARY_MAX, {
      error: `Itinerary is too long (${groupThousands(ITINERARY_MAX)} characters at most)`,
    })
    .default(""),
  diveSiteIds: diveSiteIds.default([]),
  discount: percent("Discount").default(0),
  fees: thb("Fees").default(0),
  status: z
    .enum(tripStatuses, { error: `status must be one of: ${tripStatuses.join(", ")}` })
    .default("scheduled"),
  crewNotes: textSchema("Crew notes", { multiline: true })
    .max(CREW_NOTES_MAX, {
      error: `Crew notes are too long (${groupThousands(CREW_NOTES_MAX)} characters at most)`,
    })
    .default(""),
  /** The cabin types offered, with price and spaces; missing: every cabin type of the boat at its defaults. */
  cabins: cabinList.optional(),
};

/** `POST /api/v1/admin/trip/new`. `nights`, when given, must match the dates. */
export const tripInputSchema = strictBody({
  ...templateShape,
  departure: isoDay("departure"),
  returnDate: isoDay("returnDate"),
  nights: wholeNumber("Nights", 1, MAX_NIGHTS).optional(),
});
export type TripInput = z.output<typeof tripInputSchema>;

/** `PUT /api/v1/admin/trip/{id}`: any of the fields; the others keep their values. */
export const tripChangeSchema = strictBody({
  boatId: templateShape.boatId.optional(),
  dives: wholeNumber("Dives", 0, 200).optional(),
  title: templateShape.title.optional(),
  itinerary: textSchema("Itinerary", { multiline: true })
    .max(ITINERARY_MAX, {
      error: `Itinerary is too long (${groupThousands(ITINERARY_MAX)} characters at most)`,
    })
    .optional(),
  diveSiteIds: diveSiteIds.optional(),
  discount: percent("Discount").optional(),
  fees: thb("Fees").optional(),
  status: z.enum(tripStatuses, { error: `status must be one of: ${tripStatuses.join(", ")}` }).optional(),
  crewNotes: textSchema("Crew notes", { multiline: true })
    .max(CREW_NOTES_MAX, {
      error: `Crew notes are too long (${groupThousands(CREW_NOTES_MAX)} characters at most)`,
    })
    .optional(),
  cabins: cabinList.optional(),
  departure: isoDay("departure").optional(),
  returnDate: isoDay("returnDate").optional(),
  nights: wholeNumber("Nights", 1, MAX_NIGHTS).optional(),
});
export type TripChange = z.output<typeof tripChangeSchema>;

/** `POST /api/v1/admin/trips/series`: one departure on `weekday` every week from `from` to `to` (both included). */
export const tripSeriesSchema = strictBody({
  ...templateShape,
  from: isoDay("from"),
  to: isoDay("to"),
  weekday: wholeNumber("weekday (0 = Sunday … 6 = Saturday)", 0, 6),
  nights: wholeNumber("Nights", 1, MAX_NIGHTS),
}).refine((series) => series.from <= series.to, { error: "to must not be before from", path: ["to"] });
export type TripSeriesInput = z.output<typeof tripSeriesSchema>;

const emptyIsMissing = (value: unknown) => (value === "" ? undefined : value);

/** The trip lists' query (public and admin). */
export const tripListQuerySchema = z.object({
  page: pageSchema,
  season: z.preprocess(
    emptyIsMissing,
    z
      .string({ error: "season must be a season such as 2026/27" })
      .regex(/^\d{4}\/\d{2}$/, { error: "season must be a season such as 2026/27" })
      .refine((label) => String((Number(label.slice(0, 4)) + 1) % 100).padStart(2, "0") === label.slice(5), {
        error: "season must be a season such as 2026/27",
      })
      .optional(),
  ),
  month: z.preprocess(
    emptyIsMissing,
    z
      .string({ error: "month must be written yyyy-MM" })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "month must be written yyyy-MM" })
      .optional(),
  ),
  boat: z.preprocess(
    emptyIsMissing,
    textSchema("boat").max(200, { error: "boat must be a boat's id or slug" }).optional(),
  ),
  available: z.preprocess(
    emptyIsMissing,
    z.enum(["true", "false"], { error: "available must be true or false" }).optional(),
  ),
});
export type TripListQuery = z.output<typeof tripListQuerySchema>;

export const adminTripListQuerySchema = tripListQuerySchema.extend({
  status: z.preprocess(
    emptyIsMissing,
    z.enum(tripStatuses, { error: `status must be one of: ${tripStatuses.join(", ")}` }).optional(),
  ),
  /** `upcoming` (default) hides departures that have sailed; `all` shows them too. */
  when: z.preprocess(
    emptyIsMissing,
    z
      .enum(["upcoming", "past", "all"], { error: "when must be one of: upcoming, past, all" })
      .default("upcoming"),
  ),
});
export type AdminTripListQuery = z.output<typeof adminTripListQuerySchema>;

/** `PUT /api/v1/admin/rentals`: new prices (THB per trip), names or availability by item id. */
export const rentalsChangeSchema = strictBody({
  rentals: z
    .array(
      z
        .object(
          {
            id: z.enum(rentalIds, { error: `id must be one of: ${rentalIds.join(", ")}` }),
            name: textSchema("Name")
              .min(1, { error: "Name is required" })
              .max(80, { error: "Name is too long (80 characters at most)" })
              .optional(),
            price: thb("Rental price").optional(),
            available: z.boolean({ error: "available must be true or false" }).optional(),
          },
          { error: "Each rental must be { id, price?, name?, available? }" },
        )
        .strict(),
      { error: "rentals must be a list" },
    )
    .min(1, { error: "rentals must name at least one item" })
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, {
      error: "rentals names an item twice",
    }),
});
export type RentalsChange = z.output<typeof rentalsChangeSchema>;
