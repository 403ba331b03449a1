import { describe, expect, it } from "vitest";
import {
  asConflict,
  isDataException,
  isForeignKeyViolation,
  isUniqueViolation,
  sqlState,
} from "./db-errors.ts";
import { expectConflict } from "../../tests/support/refusal.ts";

const driverError = (code: string) => Object.assign(new Error(`driver error ${code}`), { code });
/** Drizzle's wrapper: the SQL and parameters in the message, the driver's error as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert into …"), { cause });

describe("sqlState", () => {
  it("reads the code on the error or on its cause, however deep the wrapping", () => {
    expect(sqlState(driverError("23505"))).toBe("23505");
    expect(sqlState(wrapped(driverError("23503")))).toBe("23503");
    expect(sqlState(wrapped(wrapped(driverError("22021"))))).toBe("22021");
  });

  it("answers undefined for errors without a SQLSTATE", () => {
    expect(sqlState(new Error("plain"))).toBeUndefined();
    expect(sqlState(Object.assign(new Error("x"), { code: "FST_ERR_BAD_URL" }))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
    expect(sqlState("23505")).toBeUndefined();
  });

  it("tells the kinds apart", () => {
    expect(isUniqueViolation(wrapped(driverError("23505")))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError("23503")))).toBe(false);
    expect(isForeignKeyViolation(wrapped(driverError("23503")))).toBe(true);
    expect(isForeignKeyViolation(wrapped(driverError("23001")))).toBe(true);
    expect(isDataException(wrapped(driverError("22P02")))).toBe(true);
    expect(isDataException(wrapped(driverError("23505")))).toBe(false);
  });
});

describe("asConflict", () => {
  it.each(["23505", "23503", "23001"])(
    "turns violation %s into a conflict with the user's message and field",
    (code) => {
      expectConflict(wrapped(driverError(code)), "An account with this email already exists", "email");
    },
  );

  it("leaves every other error as it was", () => {
    const other = wrapped(driverError("42P01"));
    expect(asConflict(other, "taken")).toBe(other);
    const plain = new Error("disk full");
    expect(asConflict(plain, "taken")).toBe(plain);
  });
});
