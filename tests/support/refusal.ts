/** Checking the API's own answer to a request it refuses. */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

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
