/** Checking the API's own answer to a request it refuses, and the domain's refusals it is made from. */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { asConflict } from "../../core/shared/db-errors.ts";
import { isAppError } from "../../core/shared/errors.ts";

/**
 * The request was refused with `status` and the API's refusal body, `{ success: false, message }`,
 * with the `field` it names when the refusal is about one field of the request.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  message: string,
  field?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(
    field === undefined ? { success: false, message } : { success: false, message, field },
  );
}

/** `asConflict` makes the domain's conflict of `error`: an AppError with the user's `message` and `field`. */
export function expectConflict(error: unknown, message: string, field?: string): void {
  const conflict = asConflict(error, message, field);
  expect(isAppError(conflict)).toBe(true);
  expect(conflict).toMatchObject(
    field === undefined ? { code: "conflict", message } : { code: "conflict", message, field },
  );
}
