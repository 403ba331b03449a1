import { describe, expect, it } from "vitest";
import { CREW_PAK_PRICE } from "../bookings/booking-money.ts";
import { coursePaymentPlan, itemiseCourse } from "./course-lines.ts";
import { courseBookingTotal } from "./course-money.ts";

const OPEN_WATER = 1_400_000; // 14,000 THB in satang

describe("a course booking itemised for the checkout summary", () => {
  it("lists each student's course price and crew pak, and adds up to the course price rule's total", () => {
    const lines = itemiseCourse(
      "Open Water Diver",
      [
        { name: "Ann Diver", coursePrice: OPEN_WATER, crewPak: true },
        { name: " ", coursePrice: OPEN_WATER, crewPak: false },
      ],
      0,
    );
    expect(lines.guests.map((guest) => [guest.label, guest.priceLabel, guest.cabinPrice])).toEqual([
      ["Ann Diver", "Course: Open Water Diver", OPEN_WATER],
      ["Student 2", "Course: Open Water Diver", OPEN_WATER],
    ]);
    expect(lines.guests[0]!.extras).toEqual([
      { label: "PADI crew pak", amount: CREW_PAK_PRICE, charged: true },
    ]);
    expect(lines.guests[1]!.extras).toEqual([]);
    expect(lines.guests.map((guest) => guest.total)).toEqual([OPEN_WATER + CREW_PAK_PRICE, OPEN_WATER]);
    expect(lines.total).toBe(courseBookingTotal([{ crewPak: true }, { crewPak: false }], OPEN_WATER, 0));
  });

  it("takes the agent's rate off the course price only; the crew pak stays charged", () => {
    const lines = itemiseCourse("Rescue Diver", [{ name: "Bo", coursePrice: OPEN_WATER, crewPak: true }], 25);
    const [student] = lines.guests;
    expect(student!.agentDiscount).toBe(350_000);
    expect(student!.tripDiscount).toBe(0);
    expect(student!.extras[0]!.charged).toBe(true);
    expect(lines.total).toBe(courseBookingTotal([{ crewPak: true }], OPEN_WATER, 25));
    expect(student!.cabinPrice - student!.agentDiscount + CREW_PAK_PRICE).toBe(student!.total);
  });

  it("takes no deposit: the whole total is due now", () => {
    const now = new Date("2027-01-10T03:00:00Z");
    expect(coursePaymentPlan(1_700_000, now)).toEqual({
      total: 1_700_000,
      depositPercent: 100,
      deposit: 1_700_000,
      depositDue: now,
      payInFull: true,
      balance: 0,
      balanceDue: now,
    });
  });
});
