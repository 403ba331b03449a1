import { describe, expect, it } from "vitest";
import { isValidEmail, MAX_EMAIL_LENGTH, MAX_LOCAL_PART_LENGTH, normaliseEmail } from "./email.ts";

/** An address of exactly `total` characters with a local part of `local` characters. */
function addressOf(local: number, total: number): string {
  // The domain: labels of up to 63 characters, each followed by a dot, then "com".
  let room = total - local - 1 - "com".length;
  let domain = "com";
  while (room > 0) {
    let size = Math.min(63, room - 1);
    if (room - (size + 1) === 1) size -= 1; // never leave room for a dot alone
    domain = `${"d".repeat(size)}.${domain}`;
    room -= size + 1;
  }
  return `${"a".repeat(local)}@${domain}`;
}

/** The spec's own wording as a pattern: every accepted address must still pass it. */
const SPEC_PATTERN = /^\S+@\S+\.\S+$/;

const accepted: [string, string][] = [
  ["an ordinary address", "diver@example.com"],
  ["the shortest sensible one", "a@b.co"],
  ["a one-letter top-level domain", "a@b.c"],
  ["dots, plus and sub-domains", "first.last+trip@mail.example.co.th"],
  ["upper case", "UPPER@EXAMPLE.COM"],
  ["an apostrophe", "o'brien@example.ie"],
  ["every other atext sign", "!#$%&'*+-/=?^_`{|}~@example.com"],
  ["hyphens inside domain labels", "diver@dive-boat.example-site.com"],
  ["digits in the domain", "diver@123.example.com"],
  ["a punycode (IDN) domain", "diver@xn--72c1a1bt4awk9o.xn--o3cw4h"],
  ["a 64-character local part", addressOf(MAX_LOCAL_PART_LENGTH, 80)],
  ["254 characters in all", addressOf(20, MAX_EMAIL_LENGTH)],
  ["a 63-character domain label", `diver@${"d".repeat(63)}.com`],
];

const refused: [string, string][] = [
  ["nothing", ""],
  ["no at sign", "diver"],
  ["no local part", "@example.com"],
  ["no domain", "diver@"],
  ["a domain without a dot", "diver@example"],
  ["a domain ending in a dot", "diver@example."],
  ["a domain starting with a dot", "diver@.example.com"],
  ["two dots in the domain", "diver@example..com"],
  ["a label starting with a hyphen", "diver@-example.com"],
  ["a label ending with a hyphen", "diver@example-.com"],
  ["an underscore in the domain", "diver@ex_ample.com"],
  ["an all-digit top-level label (an IP address)", "diver@10.0.0.1"],
  ["an address literal", "diver@[10.0.0.1]"],
  ["a second at sign", "a@b@example.com"],
  ["two at signs together", "diver@@example.com"],
  ["a double quote", 'di"ver@example.com'],
  ["a quoted local part", '"diver"@example.com'],
  ["a comma (a list)", "diver,other@example.com"],
  ["two addresses", "diver@example.com, other@example.com"],
  ["a semicolon", "diver;other@example.com"],
  ["angle brackets", "<diver@example.com>"],
  ["a display name", "Diver <diver@example.com>"],
  ["parentheses (a comment)", "diver(me)@example.com"],
  ["a colon", "diver:x@example.com"],
  ["a backslash", "di\\ver@example.com"],
  ["square brackets in the local part", "di[ver]@example.com"],
  ["a space in the local part", "di ver@example.com"],
  ["a space in the domain", "diver@exa mple.com"],
  ["a space after a dot", "diver@example. com"],
  ["a leading space", " diver@example.com"],
  ["a trailing space", "diver@example.com "],
  ["a trailing line break", "diver@example.com\n"],
  ["a line break and a header", "diver@example.com\r\nBcc: x@example.com"],
  ["a leading tab", "\tdiver@example.com"],
  ["a NUL character", "diver\u0000@example.com"],
  ["a DEL character", "diver\u007f@example.com"],
  ["a leading dot in the local part", ".diver@example.com"],
  ["a trailing dot in the local part", "diver.@example.com"],
  ["two dots in the local part", "di..ver@example.com"],
  ["a non-ASCII local part", "ผู้ใช้@example.com"],
  ["a non-ASCII domain (type its xn-- form)", "diver@ตัวอย่าง.ไทย"],
  ["an accented letter", "josé@example.com"],
  ["a 65-character local part", addressOf(MAX_LOCAL_PART_LENGTH + 1, 81)],
  ["255 characters in all", addressOf(20, MAX_EMAIL_LENGTH + 1)],
  ["a 64-character domain label", `diver@${"d".repeat(64)}.com`],
];

describe("isValidEmail: one deliverable address (a stricter reading of spec §5)", () => {
  it("builds the length cases to the length they name", () => {
    expect(addressOf(64, 80).split("@")[0]).toHaveLength(64);
    expect(addressOf(20, 254)).toHaveLength(254);
    expect(addressOf(20, 255)).toHaveLength(255);
  });

  it.each(accepted)("accepts %s: %j", (_why, value) => {
    expect(isValidEmail(value)).toBe(true);
    // Still true to the spec's wording: non-space characters, an at sign, a domain with a dot.
    expect(value).toMatch(SPEC_PATTERN);
  });

  it.each(refused)("refuses %s: %j", (_why, value) => {
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
