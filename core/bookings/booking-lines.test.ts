import { describe, expect, it } from "vitest";
import { balanceDueOf, itemise, paymentPlan, type SummaryGuest } from "./booking-lines.ts";
import { bookingTotal, CREW_PAK_PRICE, depositOf } from "./booking-money.ts";

const diver: SummaryGuest = {
  name: "Ann",
  cabinName: "Twin",
  cabinPrice: 3_333_333,
  fees: 150_000,
  equipmentPrice: 50_000,
  equipment: [{ name: "Torch", price: 50_000 }],
  courses: [{ name: "Advanced", coursePrice: 1_200_000, crewPak: true }],
};
const plain: SummaryGuest = { ...diver, name: " ", equipmentPrice: 0, equipment: [], courses: [] };

describe("the itemised summary", () => {
  it("adds up to the money module's total, line by line", () => {
    const discounts = { discount: 10, agentDiscount: 0 };
    const { guests, total, agent } = itemise([diver, plain], discounts);
    expect(total).toBe(bookingTotal([diver, plain], discounts));
    expect(agent).toBe(false);
    expect(guests[1]!.label).toBe("Guest 2");
    const [first] = guests;
    const charged = first!.extras.filter((line) => line.charged).reduce((sum, line) => sum + line.amount, 0);
    expect(first!.cabinPrice - first!.tripDiscount - first!.agentDiscount + charged).toBe(first!.total);
    expect(first!.extras.map((line) => line.label)).toEqual([
      "Park fees",
      "Torch (rental)",
      "Advanced",
      "PADI crew pak",
    ]);
    expect(first!.extras.at(-1)!.amount).toBe(CREW_PAK_PRICE);
  });

  it("lists an agent's extras as not charged, and charges the net cabin alone", () => {
    const { guests, total, agent } = itemise([diver], { discount: 10, agentDiscount: 20 });
    expect(agent).toBe(true);
    expect(guests[0]!.extras.every((line) => !line.charged)).toBe(true);
    expect(total).toBe(guests[0]!.cabinPrice - guests[0]!.tripDiscount - guests[0]!.agentDiscount);
  });

  it("plans the deposit and the balance with their dates", () => {
    const now = new Date("2026-11-23T05:00:00Z");
    const plan = paymentPlan({ total: 10_000_000, departure: "2027-02-10", now });
    expect(plan).toMatchObject({ depositPercent: 30, deposit: depositOf(10_000_000), payInFull: false });
    expect(plan.deposit + plan.balance).toBe(10_000_000);
    expect(plan.depositDue.toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(plan.balanceDue).toEqual(balanceDueOf("2027-02-10"));
    expect(balanceDueOf("2027-02-10").toISOString()).toBe("2027-01-10T17:00:00.000Z");
  });

  it("asks for everything at once when the balance is already due", () => {
    const now = new Date("2027-01-20T05:00:00Z");
    const plan = paymentPlan({ total: 10_000_000, departure: "2027-02-10", now });
    expect(plan).toMatchObject({ payInFull: true, deposit: 10_000_000, balance: 0 });
  });
});
