/**
 * The guest's final details before the trip (domain guide: the national park needs passport data for
 * permits; the crew needs certification, sizes, diet and pickup). One schema for the form and the API;
 * dates typed dd/MM/yyyy (spec §5).
 */
import { z } from "zod";
import { dayMonthYearProblem } from "../shared/date-check.ts";
import { textSchema } from "../shared/validation.ts";

export const genders = ["female", "male", "other"] as const;
export const certificationAgencies = ["PADI", "SSI", "NAUI", "CMAS", "RAID", "SDI", "Other", "None"] as const;
export const sizes = ["XS", "S", "M", "L", "XL", "XXL"] as const;

/** The fields a guest must fill in: the park's permit data, cabin sharing, the crew's dive check. */
export const requiredFinalDetails = [
  "fullName",
  "passportNumber",
  "nationality",
  "dateOfBirth",
  "gender",
  "certificationAgency",
  "loggedDives",
  "emergencyContact",
] as const;

const tooLong = (label: string, max: number) => `${label} is too long: ${max} characters at most`;
/** A required text; `missing` says what to do in plain words ("Enter the passport number"). */
const text = (label: string, missing: string, max = 100) =>
  textSchema(label, { typeError: missing })
    .min(1, { error: missing })
    .max(max, { error: tooLong(label, max) });
const optional = (label: string, max = 200) =>
  textSchema(label)
    .max(max, { error: tooLong(label, max) })
    .optional()
    .default("");
/** A dd/MM/yyyy date; the message says what is wrong with it (core/shared/date-check.ts). */
const date = (what: string) =>
  textSchema(what, { typeError: `Enter ${what}, e.g. 14/03/1990` }).superRefine((value, context) => {
    const problem = dayMonthYearProblem(value, what);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
const DIVES_MESSAGE = "Enter the number of logged dives as a whole number, 0 if none";
const choose = (message: string) => ({ error: message });

export const guestFinalDetailsSchema = z.object(
  {
    fullName: text("Full name as in passport", "Enter the full name as written in the passport", 120),
    passportNumber: text("Passport number", "Enter the passport number", 30),
    nationality: text("Nationality", "Enter the nationality", 60),
    dateOfBirth: date("the date of birth"),
    gender: z.enum(genders, choose("Choose female, male or other")),
    certificationAgency: z.enum(
      certificationAgencies,
      choose("Choose the agency that certified you, or None if you are not certified"),
    ),
    certificationLevel: optional("Certification level", 80),
    certificationNumber: optional("Certification number", 40),
    loggedDives: z
      .number({ error: DIVES_MESSAGE })
      .int({ error: DIVES_MESSAGE })
      .min(0, { error: DIVES_MESSAGE })
      .max(100_000, { error: "That is more logged dives than we can believe: check the number" }),
    lastDiveDate: z
      .union([z.literal(""), date("the date of the last dive")])
      .optional()
      .default(""),
    nitroxCertified: z.boolean({ error: "Tick the box if you are nitrox certified" }).default(false),
    diveInsurance: optional("Dive insurance", 120),
    emergencyContact: text("Emergency contact", "Enter an emergency contact: a name and a phone number", 200),
    diet: optional("Diet and allergies", 300),
    wetsuitSize: z.enum(sizes, choose("Choose a wetsuit size from the list, or Own wetsuit")).optional(),
    bcdSize: z.enum(sizes, choose("Choose a BCD size from the list, or Own BCD")).optional(),
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
