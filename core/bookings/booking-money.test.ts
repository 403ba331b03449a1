import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountFor,
  bookingTotal,
  CREW_PAK_PRICE,
  depositOf,
  departureInstant,
  discountedCabinPrice,
  dueDate,
  guestTotal,
  lessPercent,
  paymentOptions,
  paymentStatusOf,
  statusColour,
  totalOf,
} from "./booking-money.ts";

const THB = 100;
const direct = { discount: 0, agentDiscount: 0 };
const guest = {
  cabinPrice: 32_900 * THB,
  fees: 1_700 * THB,
  equipmentPrice: 3_500 * THB,
  courses: [{ coursePrice: 15_000 * THB, crewPak: true }],
};

describe("money rules (spec §9, satang)", () => {
  it.each([
    [100_000, 0, 100_000],
    [100_000, 10, 90_000],
    [100_000, 100, 0],
    [3_333_333, 10, 3_000_000], // 2,999,999.7 rounds to 3,000,000
    [5, 10, 5], // 4.5 rounds half up
    [1, 50, 1], // 0.5 rounds half up
    [3, 50, 2], // 1.5 rounds half up
  ])("%i satang less %i%% is %i", (amount, percent, expected) => {
    expect(lessPercent(amount, percent)).toBe(expected);
  });

  it("takes the trip's and the agent's discount off the cabin price, one after the other", () => {
    expect(discountedCabinPrice(3_290_000, { discount: 10, agentDiscount: 0 })).toBe(2_961_000);
    expect(discountedCabinPrice(3_290_000, { discount: 10, agentDiscount: 20 })).toBe(2_368_800);
    expect(discountedCabinPrice(3_290_000, { discount: 0, agentDiscount: 20 })).toBe(2_632_000);
  });

  it("a direct guest pays the cabin, fees, equipment and courses with crew pak", () => {
    expect(guestTotal(guest, direct)).toBe((32_900 + 1_700 + 3_500 + 15_000 + 3_000) * THB);
    expect(guestTotal(guest, { discount: 10, agentDiscount: 0 })).toBe(
      (29_610 + 1_700 + 3_500 + 18_000) * THB,
    );
    expect(CREW_PAK_PRICE).toBe(3_000 * THB);
  });

  it("an agent's guest is the discounted cabin price alone (the agent collects the rest)", () => {
    expect(guestTotal(guest, { discount: 10, agentDiscount: 20 })).toBe(2_368_800);
  });

  it("sums the guests", () => {
    const second = { cabinPrice: 36_900 * THB, fees: 1_700 * THB, equipmentPrice: 0, courses: [] };
    expect(bookingTotal([guest, second], direct)).toBe((56_100 + 38_600) * THB);
    expect(bookingTotal([], direct)).toBe(0);
  });

  it("a COMPLETED booking with a stored total uses it", () => {
    expect(totalOf({ guests: [guest], storedTotal: 1_000, status: "COMPLETED" }, direct)).toBe(1_000);
    expect(totalOf({ guests: [guest], storedTotal: 1_000, status: "DEPOSIT PAID" }, direct)).toBe(5_610_000);
    expect(totalOf({ guests: [guest], storedTotal: null, status: "COMPLETED" }, direct)).toBe(5_610_000);
  });

  it.each([
    [5_610_000, 30, 1_683_000],
    [5_610_050, 30, 1_683_100], // 16,830.15 THB rounds up to 16,831
    [100, 30, 100], // 0.30 THB rounds up to 1 THB, which is the whole total
    [0, 30, 0],
    [9_999_999, 100, 9_999_999],
    [1_000_000, 0, 0],
  ])(
    "the deposit of %i satang at %i%% is %i (whole baht, rounded up, at most the total)",
    (total, percent, deposit) => {
      expect(depositOf(total, percent)).toBe(deposit);
    },
  );

  it("refuses amounts and percents that are not money", () => {
    expect(() => lessPercent(-1, 10)).toThrow(RangeError);
    expect(() => lessPercent(1.5, 10)).toThrow(RangeError);
    expect(() => lessPercent(100, 101)).toThrow(RangeError);
    expect(() => depositOf(100, -1)).toThrow(RangeError);
  });

  it("deposit + balance = total, and nothing is negative (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cabinPrice: fc.integer({ min: 0, max: 20_000_000 }),
            fees: fc.integer({ min: 0, max: 1_000_000 }),
            equipmentPrice: fc.integer({ min: 0, max: 1_000_000 }),
            courses: fc.array(
              fc.record({ coursePrice: fc.integer({ min: 0, max: 5_000_000 }), crewPak: fc.boolean() }),
              {
                maxLength: 3,
              },
            ),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (guests, discount, agentDiscount, percent) => {
          const total = bookingTotal(guests, { discount, agentDiscount });
          const deposit = depositOf(total, percent);
          const balance = total - deposit;
          expect(total).toBeGreaterThanOrEqual(0);
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(deposit + balance).toBe(total);
          expect(Number.isSafeInteger(total)).toBe(true);
          expect(
            amountFor("deposit", total, deposit, 0) + amountFor("balance", total, deposit, deposit),
          ).toBe(total);
        },
      ),
    );
  });
});

describe("payment status and colours (spec §4)", () => {
  it.each([
    [0, 10_000, 3_000, "PENDING"],
    [2_999, 10_000, 3_000, "PENDING"],
    [3_000, 10_000, 3_000, "DEPOSIT PAID"],
    [9_999, 10_000, 3_000, "DEPOSIT PAID"],
    [10_000, 10_000, 3_000, "COMPLETED"],
  ] as const)("paid %i of %i (deposit %i) is %s", (paid, total, deposit, status) => {
    expect(paymentStatusOf(paid, total, deposit)).toBe(status);
  });

  it("colours COMPLETED as discount, DEPOSIT PAID as information, anything else as required", () => {
    expect([
      statusColour("COMPLETED"),
      statusColour("DEPOSIT PAID"),
      statusColour("PENDING"),
      statusColour(null),
    ]).toEqual(["discount", "information", "required", "required"]);
  });
});

describe("due dates (spec §4), Bangkok", () => {
  const departure = "2027-02-04"; // starts 2027-02-03T17:00Z
  const balanceDue = new Date("2027-01-04T17:00:00Z"); // 30 days before, Bangkok midnight
  it("a departure day starts at midnight in Bangkok", () => {
    expect(departureInstant(departure).toISOString()).toBe("2027-02-03T17:00:00.000Z");
  });

  it.each([
    [
      "PENDING, far from departure: 3 days after creation",
      "PENDING",
      "2026-11-23T05:00:00Z",
      "2026-11-23T05:00:00Z",
      "2026-11-26T05:00:00.000Z",
    ],
    [
      "no status counts as PENDING",
      null,
      "2026-11-23T05:00:00Z",
      "2026-11-24T05:00:00Z",
      "2026-11-26T05:00:00.000Z",
    ],
    [
      "PENDING, 3 days after creation is after the balance date: due now",
      "PENDING",
      "2027-01-04T05:00:00Z",
      "2027-01-04T06:00:00Z",
      "2027-01-04T06:00:00.000Z",
    ],
    [
      "PENDING, exactly at the balance date: still 3 days",
      "PENDING",
      "2027-01-01T17:00:00Z",
      "2027-01-02T18:00:00Z",
      "2027-01-04T17:00:00.000Z",
    ],
    [
      "DEPOSIT PAID: 30 days before departure",
      "DEPOSIT PAID",
      "2026-11-23T05:00:00Z",
      "2026-12-01T00:00:00Z",
      balanceDue.toISOString(),
    ],
    [
      "DEPOSIT PAID, that date passed: now",
      "DEPOSIT PAID",
      "2026-11-23T05:00:00Z",
      "2027-01-10T00:00:00Z",
      "2027-01-10T00:00:00.000Z",
    ],
  ] as const)("%s", (_case, status, created, now, expected) => {
    expect(dueDate(status, new Date(created), departure, new Date(now))?.toISOString()).toBe(expected);
  });

  it("COMPLETED has nothing due", () => {
    expect(dueDate("COMPLETED", new Date(), departure, new Date())).toBeNull();
  });

  it("offers deposit or full, full only once the balance is due, the balance after a deposit", () => {
    expect(paymentOptions("PENDING", departure, new Date("2026-11-23T05:00:00Z"))).toEqual([
      "deposit",
      "full",
    ]);
    expect(paymentOptions("PENDING", departure, balanceDue)).toEqual(["full"]);
    expect(paymentOptions("DEPOSIT PAID", departure, new Date("2026-11-23T05:00:00Z"))).toEqual(["balance"]);
    expect(paymentOptions("COMPLETED", departure, new Date())).toEqual([]);
  });

  it("asks for the deposit, the balance or everything outstanding", () => {
    expect(amountFor("deposit", 10_000, 3_000, 0)).toBe(3_000);
    expect(amountFor("full", 10_000, 3_000, 0)).toBe(10_000);
    expect(amountFor("balance", 10_000, 3_000, 3_000)).toBe(7_000);
    expect(amountFor("deposit", 10_000, 3_000, 3_000)).toBe(0);
  });
});
