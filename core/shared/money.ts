/**
 * Money rules shared by the browser and the server.
 *
 * Every amount is an integer number of **satang**, the hundredth part of the Thai baht (1 THB = 100 satang),
 * so sums are exact. Amounts are shown rounded to whole baht, with thousands separators and the currency
 * label, e.g. 1,234,567 satang (12,345.67 THB) is shown as "THB 12,346".
 */

import { groupThousands } from "./numbers.ts";

/** The one currency the operator charges in (ISO 4217). */
export const CURRENCY = "THB";

/** Satang in one baht. */
export const SATANG_PER_BAHT = 100;

function assertSatang(satang: number): void {
  if (!Number.isSafeInteger(satang)) {
    throw new RangeError(`An amount of money must be a whole number of satang, got ${satang}`);
  }
}

/** Rounds to the nearest integer, halves away from zero (2.5 to 3, -2.5 to -3). Math.round would give -2. */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // never -0, which would print as "-0"
}

/**
 * The amount in whole baht, rounded half away from zero: 1,234,550 satang is 12,346 baht, -150 satang is -2.
 * Done on integers (whole baht plus remaining satang), so no floating-point error can move a half.
 */
function wholeBaht(satang: number): number {
  assertSatang(satang);
  const baht = Math.trunc(satang / SATANG_PER_BAHT);
  const rest = satang % SATANG_PER_BAHT; // same sign as satang
  const rounded = Math.abs(rest) * 2 >= SATANG_PER_BAHT ? baht + Math.sign(rest) : baht;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The amount without the currency label: whole baht, rounded half away from zero, with comma thousands
 * separators. 1234567 gives "12,346", 0 gives "0", -1234567 gives "-12,346" (an amount that rounds to zero
 * gives "0", never "-0").
 *
 * @throws RangeError when `satang` is not a safe integer (money is never fractional satang).
 */
export function formatAmount(satang: number): string {
  return groupThousands(wholeBaht(satang));
}

/**
 * The amount as shown on the site: the currency label, a space, then {@link formatAmount}.
 * 1234567 gives "THB 12,346", 0 gives "THB 0". A negative amount (a refund, a credit) puts the minus sign
 * first, as en-US writes "-$5": -1234567 gives "-THB 12,346". The space is an ordinary space.
 *
 * @throws RangeError when `satang` is not a safe integer.
 */
export function formatTHB(satang: number): string {
  const baht = wholeBaht(satang);
  const label = `${CURRENCY} ${groupThousands(Math.abs(baht))}`;
  return baht < 0 ? `-${label}` : label;
}

/**
 * Baht (as typed, possibly with satang as decimals) to integer satang, rounded to the nearest satang, halves
 * away from zero. 1.005 gives 101: the decimal shift is done on the number's shortest decimal text, so the
 * binary value 1.00499999… of the literal 1.005 does not round it down.
 *
 * @throws RangeError when `baht` is not finite or the result is beyond the safe-integer range.
 */
export function bahtToSatang(baht: number): number {
  if (!Number.isFinite(baht)) throw new RangeError(`Not an amount of baht: ${baht}`);
  const text = String(baht);
  // "12.345" -> "12.345e2" = 1234.5 exactly; numbers already in exponent form are rare enough to multiply.
  const shifted = text.includes("e") ? baht * SATANG_PER_BAHT : Number(`${text}e2`);
  const satang = roundHalfAwayFromZero(shifted);
  if (!Number.isSafeInteger(satang)) throw new RangeError(`Amount out of range: ${baht} baht`);
  return satang;
}

/**
 * Integer satang to baht as a number, with the satang as decimals (12345 gives 123.45). For arithmetic or
 * inputs; to show an amount use {@link formatTHB}.
 *
 * @throws RangeError when `satang` is not a safe integer.
 */
export function satangToBaht(satang: number): number {
  assertSatang(satang);
  return satang / SATANG_PER_BAHT;
}

/** Throws unless `value` is a whole percent from 0 to 100; the message names it. */
export function assertPercent(name: string, value: number) {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a whole percent from 0 to 100, got ${value}`);
  }
}

/** Throws unless `value` is a whole, non-negative number of satang; the message names the amount. */
export function assertAmount(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of satang, got ${value}`);
  }
}

/** `amount` less `percent` percent, rounded to the satang, halves up (amounts are never negative). */
export function lessPercent(amount: number, percent: number): number {
  assertAmount("amount", amount);
  assertPercent("percent", percent);
  // Integer arithmetic: amount × (100 − percent) is exact; adding 50 before dividing by 100 rounds halves up.
  return Math.floor((amount * (100 - percent) + 50) / 100);
}
