/**
 * The guest's final details before the trip (domain guide: the national park needs passport data for
 * permits; the crew needs certification, sizes, diet and pickup). One schema for the form and the API;
 * dates typed dd/MM/yyyy (spec §5).
 */
import { z } from "zod";
import { parseDayMonthYear } from "../shared/dates.ts";
import { requiredText, textSchema } from "../shared/validation.ts";

export const genders = ["female", "male", "other"] as const;
export const certificationAgencies = ["PADI", "SSI", "NAUI", "CMAS", "RAID", "SDI", "Other", "None"] as const;
export const sizes = ["XS", "S", "M", "L", "XL", "XXL"] as const;

const text = (label: string, max = 100) => requiredText(label).max(max, { error: `${label} is too long` });
const optional = (label: string, max = 200) =>
  textSchema(label)
    .max(max, { error: `${label} is too long` })
    .optional()
    .default("");
const date = (label: string) =>
  textSchema(label, { typeError: `${label}: enter the date as dd/mm/yyyy` }).refine(
    (value) => parseDayMonthYear(value) !== null,
    { error: `${label}: enter the date as dd/mm/yyyy` },
  );

export const guestFinalDetailsSchema = z.object(
  {
    fullName: text("Full name as in passport", 120),
    passportNumber: text("Passport number", 30),
    nationality: text("Nationality", 60),
    dateOfBirth: date("Date of birth"),
    gender: z.enum(genders, { error: "Gender must be female, male or other" }),
    certificationAgency: z.enum(certificationAgencies, {
      error: `Certification agency must be one of: ${certificationAgencies.join(", ")}`,
    }),
    certificationLevel: optional("Certification level", 80),
    certificationNumber: optional("Certification number", 40),
    loggedDives: z
      .number({ error: "Logged dives must be a whole number from 0 to 100,000" })
      .int({ error: "Logged dives must be a whole number from 0 to 100,000" })
      .min(0, { error: "Logged dives must be a whole number from 0 to 100,000" })
      .max(100_000, { error: "Logged dives must be a whole number from 0 to 100,000" }),
    lastDiveDate: z
      .union([z.literal(""), date("Last dive")])
      .optional()
      .default(""),
    nitroxCertified: z.boolean({ error: "Nitrox certified must be true or false" }).default(false),
    diveInsurance: optional("Dive insurance", 120),
    emergencyContact: text("Emergency contact", 200),
    diet: optional("Diet and allergies", 300),
    wetsuitSize: z.enum(sizes, { error: `Wetsuit size must be one of: ${sizes.join(", ")}` }).optional(),
    bcdSize: z.enum(sizes, { error: `BCD size must be one of: ${sizes.join(", ")}` }).optional(),
    finSize: optional("Fin size", 20),
    pickupHotel: optional("Hotel for the pickup", 200),
    arrivalFlight: optional("Arrival flight", 60),
  },
  { error: "Each guest's final details must be an object" },
);
export type GuestFinalDetails = z.output<typeof guestFinalDetailsSchema>;

/** `PUT /api/v1/booking/{id}/final-details`: one entry per guest, in the booking's order. */
export const finalDetailsSchema = z.object(
  {
    guests: z.array(guestFinalDetailsSchema, { error: "guests must be a list, one entry per guest" }).min(1, {
      error: "guests must hold one entry per guest",
    }),
  },
  { error: "The body must be a JSON object" },
);
