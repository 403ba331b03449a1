import { data } from "react-router";
import { isAppError } from "../../core/shared/errors.ts";

/** Runs a lookup; a domain "not found" becomes the 404 not-found screen. */
export async function orNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(error.message, { status: 404 });
    throw error;
  }
}
