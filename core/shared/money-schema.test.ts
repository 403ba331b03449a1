import { describe, expect, it } from "vitest";
import { bahtToSatang } from "./money.ts";
import { isWholeSatang, MAX_AMOUNT_THB, thbAmount } from "./money-schema.ts";

describe("a THB amount", () => {
  it("takes whole satang and turns them into satang exactly: 12.34 THB is 1234 satang, 0.29 is 29", () => {
    const schema = thbAmount("amount").transform(bahtToSatang);
    expect(schema.parse(12.34)).toBe(1234);
    expect(schema.parse(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(schema.parse(1.1)).toBe(110);
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(MAX_AMOUNT_THB)).toBe(1_000_000_000);
  });

  it("refuses more than two decimals, out of range, not finite, and zero when positive", () => {
    const schema = thbAmount("Price must be an amount in THB");
    for (const bad of [12.345, 1.005, -0.01, MAX_AMOUNT_THB + 0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe("Price must be an amount in THB");
    }
    expect(thbAmount("m", { positive: true }).safeParse(0).success).toBe(false);
    expect(thbAmount("m", { positive: true }).safeParse(0.01).success).toBe(true);
  });

  it("knows whole satang", () => {
    expect([12.34, 0.29, 100, 0.07].every(isWholeSatang)).toBe(true);
    expect([12.345, 0.001, Number.NaN].some(isWholeSatang)).toBe(false);
  });
});
