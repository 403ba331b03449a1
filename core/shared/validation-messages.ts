/**
 * The field rules' fixed messages and limits, without zod: a screen that only shows a message or sets
 * an input's minimum imports these and keeps zod (about 24 KB gzip) out of its page's scripts. The
 * schemas that use them are in validation.ts, which re-exports them.
 */
export const EMAIL_MESSAGE = "Please enter a valid email";
export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const DATE_MESSAGE = "Enter the date as dd/mm/yyyy";
export const SPACE_COUNT_MESSAGE = "Enter a whole number of spaces, at least 1";

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 6;
