/**
 * The one error type of the domain. Services throw it with a code; the code's HTTP status is in the
 * table below, which both the JSON API (server/http-errors.ts) and the page loaders
 * (app/lib/route-errors.server.ts) answer with.
 */
export const errorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "payment_failed",
  "rate_limited",
  "unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The HTTP status of each code: one table for the API and the pages. Plain numbers, so core/ stays
 * free of any HTTP library.
 */
export const statusByCode: Readonly<Record<ErrorCode, number>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  /** A declined card (the guest may try again with another). */
  payment_failed: 402,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * The page renderer is bundled separately from the server, so it holds its own copy of this module:
 * `instanceof` would fail across the two copies. A global symbol marks the error instead.
 */
const APP_ERROR = Symbol.for("andaman-liveaboards.AppError");

export class AppError extends Error {
  readonly [APP_ERROR] = true;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Which input field was wrong, when one was. */
    readonly field?: string,
    /** Extra fields for the answer's body, e.g. `{ mfaRequired: true }`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(what: string) {
    return new AppError("not_found", `${what} not found`);
  }

  static badRequest(message: string, field?: string, extra?: Record<string, unknown>) {
    return new AppError("bad_request", message, field, extra);
  }

  static conflict(message: string, field?: string) {
    return new AppError("conflict", message, field);
  }
}

export function isAppError(error: unknown): error is AppError {
  return (
    typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[APP_ERROR] === true
  );
}
