import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/bookings/me")).toBe("/bookings/me");
    expect(safeRedirect("/trip/1?x=2#top")).toBe("/trip/1?x=2#top");
  });

  it("refuses other origins and odd forms, answering the fallback", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil",
      "/ok\\..",
      "/a\nb",
    ]) {
      expect(safeRedirect(bad, "/"), bad).toBe("/");
    }
    expect(safeRedirect("", "/")).toBe("/");
    expect(safeRedirect(null)).toBeUndefined();
  });
});
