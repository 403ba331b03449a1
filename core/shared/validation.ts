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

import {
  DATE_MESSAGE,
  EMAIL_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGE,
  SPACE_COUNT_MESSAGE,
} from "./validation-messages.ts";

// Re-exported so that callers of the schemas need only this module.
export * from "./validation-messages.ts";

/**
 * Whether the text holds a character no text field takes: C0 and C1 controls and DEL (NUL also breaks
 * the database). Multi-line text may hold tab and line breaks.
 */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(multiline && (char === "\t" || char === "\n" || char === "\r"))) return true;
  }
  return false;
}

export type TextOptions = {
  /** Tabs and line breaks allowed inside the text (a message); single-line fields refuse them. */
  multiline?: boolean;
  /**
   * The message when the value is missing or not a string. Default: "<label> is required" when it is
   * missing, "<label> must be text" otherwise.
   */
  typeError?: string;
  /** The message for a control character. Default: "<label> must not contain control characters". */
  controlError?: string;
};

/**
 * The base of every text field a person fills in: a string, trimmed, without control characters.
 * The messages name the field: `textSchema("First name")` refuses "A\u0000" with "First name must not
 * contain control characters". Build on it (`.min`, `.max`, `.refine`) rather than on `z.string()`.
 */
export function textSchema(fieldLabel: string, options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string({
      error: (issue) =>
        options.typeError ??
        (issue.input === undefined ? `${fieldLabel} is required` : `${fieldLabel} must be text`),
    })
    .trim()
    .refine((value) => !hasControlCharacter(value, multiline), {
      error: options.controlError ?? `${fieldLabel} must not contain control characters`,
      // The one problem worth telling: the checks after this one would only add noise.
      abort: true,
    });
}

/**
 * Spec: "Email valid: non-space characters, an at sign, a domain with a dot", read strictly as one
 * address the mailer can deliver to ({@link isValidEmail}: no quotes, lists or display names, RFC 5321
 * lengths). Every schema with an e-mail uses this one, and the outbox checks recipients with the same rule.
 *
 * The value is trimmed and lower-cased before the check, and the parsed output is that normalised form
 * (the same as `normaliseEmail`), so " Diver@Example.com " is accepted and stored as "diver@example.com".
 */
export const emailSchema = textSchema("Email", { typeError: EMAIL_MESSAGE, controlError: EMAIL_MESSAGE })
  .toLowerCase()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .refine(isValidEmail, { error: EMAIL_MESSAGE });

/**
 * Spec: a password has at least 6 characters. Not trimmed: spaces are part of a password.
 * Length is counted as JavaScript counts it (UTF-16 code units).
 */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGE });

/**
 * A required text field ({@link textSchema}): trimmed, and not empty after trimming. The message names
 * the field: `requiredText("First name")` fails with "First name is required". The parsed output is the
 * trimmed text. `{ multiline: true }` for fields that may hold line breaks (a message).
 */
export function requiredText(fieldLabel: string, options: Pick<TextOptions, "multiline"> = {}) {
  const message = `${fieldLabel} is required`;
  return textSchema(fieldLabel, { ...options, typeError: message }).min(1, { error: message });
}

/**
 * Spec: "Dates entered as dd/MM/yyyy and must parse to a real date" ({@link parseDayMonthYear}: a one-digit
 * day or month is accepted, the year has four digits). The parsed output is the trimmed text, still in
 * dd/MM/yyyy; convert it with `parseDayMonthYearToIso` where the day is stored.
 */
export const dayMonthYearSchema = textSchema("Date", {
  typeError: DATE_MESSAGE,
  controlError: DATE_MESSAGE,
}).refine((value) => parseDayMonthYear(value) !== null, { error: DATE_MESSAGE });

/**
 * The number of spaces (places on a trip) in a booking: a whole number, at least 1. Numbers only: no
 * coercion from strings, so forms convert their input first (and `null`, `true` or "" never become a count).
 */
export const spaceCountSchema = z
  .number({ error: SPACE_COUNT_MESSAGE })
  .int({ error: SPACE_COUNT_MESSAGE })
  .min(1, { error: SPACE_COUNT_MESSAGE });
