import { describe, expect, it } from "vitest";
import { isValidEmail, normaliseEmail } from "./email.ts";

describe("isValidEmail (spec: non-space characters, an at sign, a domain with a dot)", () => {
  it.each([
    "diver@example.com",
    "a@b.co",
    "first.last+trip@mail.example.co.th",
    "UPPER@EXAMPLE.COM",
    "a@b.c",
    // The rule is loose on purpose; these pass /^\S+@\S+\.\S+$/ too.
    "a@b@c.d",
    "a@.b.c",
    "ผู้ใช้@ตัวอย่าง.ไทย",
  ])("accepts %j", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    "",
    "diver",
    "diver@",
    "@example.com",
    "diver@example",
    "diver@example.",
    "diver.example.com",
    "diver @example.com",
    "diver@exa mple.com",
    "diver@example. com",
    " diver@example.com",
    "diver@example.com ",
    "diver@example.com\n",
    "\tdiver@example.com",
  ])("rejects %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Diver@Example.COM \n")).toBe("diver@example.com");
  });

  it("leaves an already normal address as it is", () => {
    expect(normaliseEmail("diver@example.com")).toBe("diver@example.com");
  });

  it("makes a padded address valid", () => {
    const typed = " Diver@Example.com ";
    expect(isValidEmail(typed)).toBe(false);
    expect(isValidEmail(normaliseEmail(typed))).toBe(true);
  });
});
