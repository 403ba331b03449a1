/**
 * The one input rule for an amount of baht (prices an admin types, offline payments): a finite number
 * within a range, with at most two decimals (whole satang). Each caller names the field and says what it
 * does with blanks and text; the amount becomes satang through core/shared/money.ts `bahtToSatang`.
 */
import { z } from "zod";
import { bahtToSatang, satangToBaht } from "./money.ts";

/** The largest amount the site takes in one field: 10 million THB. */
export const MAX_AMOUNT_THB = 10_000_000;

/** True when `baht` is a whole number of satang (at most two decimals): 12.34 is, 12.345 is not. */
export function isWholeSatang(baht: number): boolean {
  return Number.isFinite(baht) && satangToBaht(bahtToSatang(baht)) === baht;
}

/**
 * A number of baht from `min` (or above 0 when `positive`) to {@link MAX_AMOUNT_THB} with at most two
 * decimals, refused with `message`. Answers baht; pipe into `.transform(bahtToSatang)` for satang.
 */
export function thbAmount(message: string, options: { positive?: boolean } = {}) {
  const base = z
    .number({ error: message })
    .finite({ error: message })
    .max(MAX_AMOUNT_THB, { error: message });
  return (options.positive ? base.positive({ error: message }) : base.min(0, { error: message })).refine(
    isWholeSatang,
    { error: message },
  );
}
