/**
 * A row's id: a UUID as the database makes them (gen_random_uuid), any case. Read once here, so an id
 * from an address or a body that is not one answers "not found" (or 400) before it reaches a query,
 * where PostgreSQL would refuse it with an error.
 */

/** 8-4-4-4-12 hexadecimal digits. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is text shaped as a row's id. */
export function isId(value: unknown): boolean {
  return typeof value === "string" && ID_PATTERN.test(value);
}
