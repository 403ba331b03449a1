import { describe, expect, it } from "vitest";
import { readCourseInfo, resizeStudents } from "./course-cart.ts";

const COURSE = "0b5e1c0a-7f43-4c1e-9a55-3b5c1d7e2f10";
const DATE = "6d1f3a2b-2c4e-4b8a-8f0e-9a7b6c5d4e3f";
const ann = { firstName: "Ann", lastName: "Diver", crewPak: true };
const info = (extra: Record<string, unknown> = {}) => ({
  courseId: COURSE,
  courseDateId: DATE,
  studentArray: [ann],
  ...extra,
});

describe("the cart's course info, checked on load", () => {
  it("reads a valid choice, and nothing as nothing", () => {
    expect(readCourseInfo(info())).toEqual(info());
    expect(readCourseInfo(null)).toBeNull();
  });

  it("accepts students not named yet (the screen asks for the names)", () => {
    const blank = { firstName: "", lastName: "", crewPak: false };
    expect(readCourseInfo(info({ studentArray: [blank] }))?.studentArray).toEqual([blank]);
  });

  it.each([
    ["a price slipped in", info({ price: 1 })],
    ["a student's price slipped in", info({ studentArray: [{ ...ann, price: 1 }] })],
    ["no student", info({ studentArray: [] })],
    ["thirteen students", info({ studentArray: Array.from({ length: 13 }, () => ann) })],
    ["a date that is no id", info({ courseDateId: "tomorrow" })],
    ["a crew pak that is no yes or no", info({ studentArray: [{ ...ann, crewPak: "yes" }] })],
    ["an older shape", { courseId: COURSE, students: 2 }],
    ["not an object", "course"],
  ])("refuses %s", (_name, value) => {
    expect(readCourseInfo(value)).toBeNull();
  });
});

describe("choosing the number of students", () => {
  it("keeps the names of the students still there and adds empty ones", () => {
    const bo = { firstName: "Bo", lastName: "Diver", crewPak: false };
    expect(resizeStudents([ann, bo], 1)).toEqual([ann]);
    expect(resizeStudents([ann], 3)).toEqual([
      ann,
      { firstName: "", lastName: "", crewPak: false },
      { firstName: "", lastName: "", crewPak: false },
    ]);
  });
});
