import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isId } from "./ids.ts";

describe("a row's id", () => {
  it("is a UUID as the database and Node make them, in any case", () => {
    expect(isId(randomUUID())).toBe(true);
    expect(isId("6F9619FF-8B86-D011-B42D-00C04FC964FF")).toBe(true);
  });

  it("is not 36 hyphens, a UUID with a character more or less, or not text", () => {
    for (const bad of [
      "-".repeat(36),
      "6f9619ff8b86d011b42d00c04fc964ff0000",
      `${randomUUID()}0`,
      "",
      42,
      null,
    ]) {
      expect(isId(bad)).toBe(false);
    }
  });
});
