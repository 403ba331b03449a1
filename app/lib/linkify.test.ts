import { describe, expect, it } from "vitest";
import { addressBreaks, linkifyParts } from "./linkify.ts";

describe("linkifyParts", () => {
  it("links web addresses and keeps the text around them", () => {
    expect(linkifyParts("Open http://localhost:3936/password/reset/Rv_O-x9 within 30 minutes")).toEqual([
      { kind: "text", text: "Open " },
      {
        kind: "link",
        text: "http://localhost:3936/password/reset/Rv_O-x9",
        href: "http://localhost:3936/password/reset/Rv_O-x9",
      },
      { kind: "text", text: " within 30 minutes" },
    ]);
  });

  it("leaves sentence punctuation and an unopened bracket outside the link", () => {
    expect(linkifyParts("(see https://example.com/a_(b)?q=1&r=2).")).toEqual([
      { kind: "text", text: "(see " },
      { kind: "link", text: "https://example.com/a_(b)?q=1&r=2", href: "https://example.com/a_(b)?q=1&r=2" },
      { kind: "text", text: ")." },
    ]);
  });

  it("links www. addresses over https and e-mail addresses with mailto", () => {
    expect(linkifyParts("Write to anna.diver@e2e.test or visit www.example.org.\nThanks")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "link", text: "anna.diver@e2e.test", href: "mailto:anna.diver@e2e.test" },
      { kind: "text", text: " or visit " },
      { kind: "link", text: "www.example.org", href: "https://www.example.org" },
      { kind: "text", text: ".\nThanks" },
    ]);
  });

  it("never links other schemes or markup", () => {
    const text = 'javascript:alert(1) <a href="https://evil.test">x</a> data:text/html,hi ftp://files.test';
    const links = linkifyParts(text).filter((part) => part.kind === "link");
    expect(links).toEqual([{ kind: "link", text: "https://evil.test", href: "https://evil.test" }]);
    expect(
      linkifyParts(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("leaves an address with nothing after the scheme as text", () => {
    expect(linkifyParts("type https:// or www. first")).toEqual([
      { kind: "text", text: "type https:// or www. first" },
    ]);
  });
});

describe("addressBreaks", () => {
  it.each([
    [
      "an e-mail address before its dots and its @",
      "anna.diver-x1@divers-association.example",
      ["anna", ".diver-x1", "@divers-association", ".example"],
    ],
    [
      "a web address after its slashes and query marks, never inside //",
      "https://example.com/trips/similan?cabin=deluxe&guests=2",
      ["https://", "example", ".com/", "trips/", "similan?", "cabin=", "deluxe&", "guests=", "2"],
    ],
  ])("cuts %s", (_rule, address, pieces) => {
    expect(addressBreaks(address)).toEqual(pieces);
  });
});
