import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capacityCutProblem, freeSpaces, takenSpaces } from "./free-spaces.ts";
import { availability } from "./trip-types.ts";

describe("free spaces are computed from what is taken", () => {
  it("equals the spaces when nothing is booked", () => {
    expect(freeSpaces(8)).toBe(8);
  });

  it("takes sold and held spaces off, never below zero", () => {
    expect(freeSpaces(8, { booked: 3, held: 2 })).toBe(3);
    expect(freeSpaces(4, { booked: 3, held: 2 })).toBe(0);
  });

  it("free + taken = spaces whenever nothing is oversold (property)", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(200), (spaces, booked, held) => {
        fc.pre(booked + held <= spaces);
        expect(freeSpaces(spaces, { booked, held }) + takenSpaces({ booked, held })).toBe(spaces);
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
