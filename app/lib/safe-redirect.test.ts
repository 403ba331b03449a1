import fc from "fast-check";
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
      // Dot segments that leave a double slash once resolved.
      "/..//evil.example",
      "/../..//evil.example/x",
      "/.%2e//evil.example",
      "/%2e%2e//evil.example",
      "/a/../..//evil.example",
      "/./..//evil.example?x=1",
      // Back-slashes, tabs and other controls a browser drops or reads as a slash.
      "/\\/evil.example",
      "/..\\/evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "\u0000//evil.example",
      " //evil.example",
      "///evil.example",
      "http:evil.example",
      "HTTPS://evil.example",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      expect(safeRedirect(bad, "/"), bad).toBe("/");
    }
    expect(safeRedirect("", "/")).toBe("/");
    expect(safeRedirect(null)).toBeUndefined();
  });

  it("answers a path that a browser resolves on this site, whatever it is given", () => {
    // A browser resolves a Location header against the page's address: the oracle is that resolution,
    // not this function's own steps. Inputs mix the pieces open redirects are made of.
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      "..",
      ".",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "evil.example",
      "@",
      ":",
      "?",
      "#",
      "\t",
      "\n",
      "\r",
      "\u0000",
      " ",
      "http:",
      "javascript:",
      "a",
      "€",
    );
    const site = "https://dive.example";
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
        (input) => {
          const answer = safeRedirect(input, "/");
          expect(answer).toBeDefined();
          const resolved = new URL(answer!, `${site}/login`);
          expect(resolved.origin).toBe(site);
          expect(answer!.startsWith("/")).toBe(true);
          expect(answer!.startsWith("//")).toBe(false);
          expect([...answer!].some((char) => char <= "\u001f" || char === "\u007f" || char === "\\")).toBe(
            false,
          );
        },
      ),
      // Short strings of these pieces are cheap; enough runs that "/..//evil.example" turns up.
      { numRuns: 5_000 },
    );
  });
});
