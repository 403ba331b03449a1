/**
 * Database errors that are answers, not failures. PostgreSQL (and PGlite) name every error with a
 * five-character SQLSTATE in `code`; Drizzle wraps the driver's error, so the code may sit on the
 * error's `cause` instead.
 *
 * - 23505 unique violation and 23503/23001 foreign-key and restrict violations: two requests raced for the same e-mail,
 *   or a row still in use was deleted. The service answers `conflict` ({@link asConflict}).
 * - class 22, data exception: a value the database cannot take (a NUL character in text, a number
 *   out of range). Input checks should have refused it; the error handler answers 400 without SQL.
 */
import { AppError } from "./errors.ts";

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
/** A CHECK constraint or a trigger raising check_violation (e.g. `trip_cabins_capacity`). */
export const CHECK_VIOLATION = "23514";

/** The SQLSTATE of a database error, looking through wrappers (`cause`), or undefined. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // A few levels are enough: Drizzle wraps once, a transaction may wrap again.
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;
/** ON DELETE RESTRICT answers this instead of 23503 (a row the ledger or a departure refers to). */
export const RESTRICT_VIOLATION = "23001";
export const isForeignKeyViolation = (error: unknown) =>
  sqlState(error) === FOREIGN_KEY_VIOLATION || sqlState(error) === RESTRICT_VIOLATION;
export const isCheckViolation = (error: unknown) => sqlState(error) === CHECK_VIOLATION;
/** SQLSTATE class 22: the database could not take a value (bad input that got past the checks). */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith("22") === true;

/**
 * A unique or foreign-key violation as a `conflict` AppError with the user's message (and the field
 * it concerns); any other error unchanged. Use as `catch (error) { throw asConflict(error, "…", "email") }`.
 */
export function asConflict(error: unknown, message: string, field?: string): unknown {
  if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
    return Object.assign(AppError.conflict(message, field), { cause: error });
  }
  return error;
}

/**
 * SQLSTATEs that mean "the database cannot serve just now", not "this request is wrong": class 08
 * (connection exception), 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect
 * now: a restart or failover), 53300 (too many connections) and 57014 (cancelled by the statement
 * timeout).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
/** The driver's own words when a connection fails or is lost (node-postgres and pg-pool). */
const DRIVER_UNAVAILABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|Client was closed|connection is closed|Cannot use a pool after calling end/i;
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** While the database cannot be reached (a restart, a failover): plain words, never the driver's. */
export const UNAVAILABLE_MESSAGE =
  "The site cannot reach its database just now. Please try again in a minute.";
/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** True when the error says the database is out of reach (restarting, down, overloaded), looking through wrappers. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith("08") || UNAVAILABLE_STATES.has(state))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (typeof message === "string" && DRIVER_UNAVAILABLE_WORDS.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
