/**
 * Domain errors in loaders and actions. A service throws an AppError with a code; the page answers
 * with the code's status from the one table (core/shared/errors.ts, the API uses it too) and the root
 * error boundary shows its message: 404 the not-found screen, 409 "An account with this email already
 * exists", and so on. Anything else stays an unexpected error (500, no details).
 */
import { data } from "react-router";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "../../core/shared/db-errors.ts";
import { type AppError, isAppError, statusByCode } from "../../core/shared/errors.ts";

/** The error answer for a domain error: its status, its message for the error screen. */
export function routeErrorOf(error: AppError) {
  return data(error.message, { status: statusByCode[error.code] });
}

/**
 * Awaits a service call of a loader or action; an AppError becomes the error screen with its status:
 * `const boat = await orErrorScreen(context.services.catalog.getBoat(params.slug))`.
 */
export async function orErrorScreen<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error)) throw routeErrorOf(error);
    if (isDatabaseUnavailable(error)) throw databaseUnavailable();
    throw error;
  }
}

/**
 * The database is out of reach (a restart, a failover): 503 in plain words, as the API answers; the
 * document's Retry-After is set where it is rendered (app/entry.server.tsx).
 */
export function databaseUnavailable() {
  return data(UNAVAILABLE_MESSAGE, { status: 503 });
}
