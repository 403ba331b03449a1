/**
 * Field rules of the spec as zod schemas, shared by the browser (form checks as the visitor types) and the
 * server (the same checks on the request body), so both give the same messages.
 *
 * Every schema gives its own message also when the value is missing or not of the right type, so a form
 * never shows zod's generic "Invalid input".
 */
import { z } from "zod";
import { parseDayMonthYear } from "./dates.ts";
import { isValidEmail } from "./email.ts";

export const EMAIL_MESSAGE = "Please enter a valid email";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const DATE_MESSAGE = "Enter the date as dd/mm/yyyy";
export const SPACE_COUNT_MESSAGE = "Enter a whole number of spaces, at least 1";

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Spec: "Email valid: non-space characters, an at sign, a domain with a dot", read strictly as one
 * address the mailer can deliver to ({@link isValidEmail}: no quotes, lists or display names, RFC 5321
 * lengths). Every schema with an e-mail uses this one, and the outbox checks recipients with the same rule.
 *
 * The value is trimmed and lower-cased before the check, and the parsed output is that normalised form
 * (the same as `normaliseEmail`), so " Diver@Example.com " is accepted and stored as "diver@example.com".
 */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: EMAIL_MESSAGE });

/**
 * Spec: a password has at least 6 characters. Not trimmed: spaces are part of a password.
 * Length is counted as JavaScript counts it (UTF-16 code units).
 */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGE });

/**
 * A required text field: trimmed, and not empty after trimming. The message names the field:
 * `requiredText("First name")` fails with "First name is required". The parsed output is the trimmed text.
 */
export function requiredText(fieldLabel: string) {
  const message = `${fieldLabel} is required`;
  return z.string({ error: message }).trim().min(1, { error: message });
}

/**
 * Spec: "Dates entered as dd/MM/yyyy and must parse to a real date" ({@link parseDayMonthYear}: a one-digit
 * day or month is accepted, the year has four digits). The parsed output is the trimmed text, still in
 * dd/MM/yyyy; convert it with `parseDayMonthYearToIso` where the day is stored.
 */
export const dayMonthYearSchema = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .refine((value) => parseDayMonthYear(value) !== null, { error: DATE_MESSAGE });

/**
 * The number of spaces (places on a trip) in a booking: a whole number, at least 1. Numbers only: no
 * coercion from strings, so forms convert their input first (and `null`, `true` or "" never become a count).
 */
export const spaceCountSchema = z
  .number({ error: SPACE_COUNT_MESSAGE })
  .int({ error: SPACE_COUNT_MESSAGE })
  .min(1, { error: SPACE_COUNT_MESSAGE });
