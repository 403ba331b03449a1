import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/bookings/me")).toBe("/bookings/me");
    expect(safeRedirect("/trip/1?x=2#top")).toBe("/trip/1?x=2#top");
  });

  it("percent-encodes what a Location header cannot hold (it takes Latin-1 only)", () => {
    expect(safeRedirect("/€")).toBe("/%E2%82%AC");
    expect(safeRedirect("/trip/ä?q=ü ß#été")).toBe("/trip/%C3%A4?q=%C3%BC%20%C3%9F#%C3%A9t%C3%A9");
    expect(safeRedirect("/\u{1F420}")).toBe("/%F0%9F%90%A0");
    // Already encoded stays as it is.
    expect(safeRedirect("/%E2%82%AC")).toBe("/%E2%82%AC");
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
      "/a\u007fb",
    ]) {
      expect(safeRedirect(bad, "/"), bad).toBe("/");
    }
    expect(safeRedirect("", "/")).toBe("/");
    expect(safeRedirect(null)).toBeUndefined();
  });
});
