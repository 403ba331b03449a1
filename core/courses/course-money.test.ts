import { describe, expect, it } from "vitest";
import { ageOn, courseBookingTotal, studentPrice, tooYoungMessage } from "./course-money.ts";

const OPEN_WATER = 1_400_000; // 14,000 THB in satang

describe("course price rule", () => {
  it.each([
    // students (crew pak each), agent percent, total in satang
    { students: [false], agent: 0, total: 1_400_000 },
    { students: [true], agent: 0, total: 1_700_000 },
    { students: [true, false], agent: 0, total: 3_100_000 },
    { students: [true, true, true], agent: 0, total: 5_100_000 },
    // the agent's percent comes off the course price only, never off the crew pak
    { students: [false], agent: 10, total: 1_260_000 },
    { students: [true], agent: 10, total: 1_560_000 },
    { students: [true, false], agent: 25, total: 1_050_000 * 2 + 300_000 },
    { students: [false], agent: 100, total: 0 },
    { students: [true], agent: 100, total: 300_000 },
  ])(
    "$students.length student(s), crew paks $students, agent $agent% → $total",
    ({ students, agent, total }) => {
      const choices = students.map((crewPak) => ({ crewPak }));
      expect(courseBookingTotal(choices, OPEN_WATER, agent)).toBe(total);
      expect(choices.reduce((sum, s) => sum + studentPrice(s, OPEN_WATER, agent), 0)).toBe(total);
    },
  );

  it("rounds a percent to the satang, halves up, like the trip bookings", () => {
    expect(studentPrice({ crewPak: false }, 333_333, 10)).toBe(300_000);
    expect(studentPrice({ crewPak: false }, 5, 10)).toBe(5); // 4.5 satang rounds up
  });

  it("refuses a percent outside 0–100 and fractional satang", () => {
    expect(() => studentPrice({ crewPak: false }, OPEN_WATER, 101)).toThrow(RangeError);
    expect(() => studentPrice({ crewPak: false }, 10.5, 0)).toThrow(RangeError);
  });
});

describe("minimum age on the start date", () => {
  it.each([
    { born: "2017-06-10", on: "2027-06-10", age: 10 },
    { born: "2017-06-11", on: "2027-06-10", age: 9 },
    { born: "2017-07-01", on: "2027-06-30", age: 9 },
    { born: "2016-12-31", on: "2027-01-01", age: 10 },
    { born: "2016-02-29", on: "2026-02-28", age: 9 },
    { born: "2016-02-29", on: "2026-03-01", age: 10 },
    { born: "2016-02-29", on: "2028-02-29", age: 12 },
  ])("born $born is $age on $on", ({ born, on, age }) => {
    expect(ageOn(born, on)).toBe(age);
  });

  it("names the student who is too young on the first day, and lets the old enough through", () => {
    const course = { name: "Open Water Diver", minimumAge: 10 };
    expect(
      tooYoungMessage({ firstName: "Kit", lastName: "Lee", dateOfBirth: "2017-06-11" }, course, "2027-06-10"),
    ).toBe("Kit Lee must be at least 10 years old on the first day of Open Water Diver");
    expect(
      tooYoungMessage({ firstName: "Kit", lastName: "Lee", dateOfBirth: "2017-06-10" }, course, "2027-06-10"),
    ).toBe(null);
  });
});
