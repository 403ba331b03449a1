/**
 * The one error type of the domain. Services throw it with a code; the HTTP layer maps codes to
 * statuses in one place (server/http-errors.ts) and screens map them to their error views.
 */
export const errorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payment_failed",
  "rate_limited",
  "unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

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

  static badRequest(message: string, field?: string) {
    return new AppError("bad_request", message, field);
  }
}

export function isAppError(error: unknown): error is AppError {
  return (
    typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[APP_ERROR] === true
  );
}
