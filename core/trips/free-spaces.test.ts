import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capacityCutProblem, freeSpaces, takenOnDeparture } from "./free-spaces.ts";
import { availability } from "./trip-types.ts";

describe("free spaces are computed from what is taken", () => {
  it("equals the spaces when nothing is booked", () => {
    expect(freeSpaces(8)).toBe(8);
  });

  it("takes sold and held spaces off, never below zero", () => {
    expect(freeSpaces(8, { booked: 3, held: 2 })).toBe(3);
    expect(freeSpaces(4, { booked: 3, held: 2 })).toBe(0);
  });

  it("counts a departure's taken spaces over all its cabin types, sold and held alike", () => {
    expect(takenOnDeparture([])).toBe(0);
    expect(
      takenOnDeparture([
        { booked: 3, held: 2 },
        { booked: 0, held: 1 },
      ]),
    ).toBe(6);
  });

  it("selling one space at a time while any is free never oversells and leaves none unsold (property)", () => {
    // A cabin type on sale: guests ask for a space, holds are placed and run out, bookings are paid,
    // each only while a space shows as free. Whatever the order, what is sold and held never passes
    // the spaces on offer, and a guest is turned away only when every space is taken.
    const event = fc.constantFrom("hold", "book", "expire", "pay");
    fc.assert(
      fc.property(fc.nat(12), fc.array(event, { maxLength: 60 }), (spaces, events) => {
        let booked = 0;
        let held = 0;
        for (const next of events) {
          const free = freeSpaces(spaces, { booked, held });
          if (next === "hold" || next === "book") {
            if (free === 0) {
              expect(booked + held).toBe(spaces);
              continue;
            }
            if (next === "hold") held += 1;
            else booked += 1;
          } else if (next === "expire" && held > 0) held -= 1;
          else if (next === "pay" && held > 0) [held, booked] = [held - 1, booked + 1];
          expect(booked + held).toBeLessThanOrEqual(spaces);
        }
      }),
    );
  });

  it("refuses to cut capacity below what is taken, and says so", () => {
    expect(capacityCutProblem("Deluxe double", 4, { booked: 2, held: 2 })).toBeUndefined();
    expect(capacityCutProblem("Deluxe double", 3, { booked: 2, held: 2 })).toBe(
      "Deluxe double: 4 spaces are already booked or held, so it cannot offer fewer than 4",
    );
    expect(capacityCutProblem("Master suite", 0, { booked: 1, held: 0 })).toMatch(/1 space is already/);
  });

  it("says sold out and few left as such", () => {
    expect([0, 1, 3, 4].map(availability)).toEqual(["sold-out", "few-left", "few-left", "open"]);
  });
});
