import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify (spec: keep word characters, & , space, hyphen; spaces to hyphens; lower-case)", () => {
  it.each([
    ["Richelieu Rock!", "richelieu-rock"],
    ["Koh Bon & Koh Tachai", "koh-bon-&-koh-tachai"],
    ["Similan Islands", "similan-islands"],
    ["MV Andaman Explorer", "mv-andaman-explorer"],
    ["PADI Open Water Diver", "padi-open-water-diver"],
    ["Hin Daeng/Hin Muang", "hin-daenghin-muang"],
    ["4 Days, 4 Nights", "4-days-4-nights"],
    ["Boon-Sung Wreck", "boon-sung-wreck"],
    ["Advanced_Open_Water", "advanced_open_water"],
    ["Terms (& Conditions)?", "terms-&-conditions"],
    ["already-a-slug", "already-a-slug"],
    ["", ""],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("turns each space into a hyphen, without collapsing runs", () => {
    expect(slugify("Koh  Bon")).toBe("koh--bon");
    expect(slugify("Koh - Bon")).toBe("koh---bon");
  });

  it("does not trim: a leading or trailing space becomes a hyphen", () => {
    expect(slugify(" Koh Bon ")).toBe("-koh-bon-");
  });

  it("removes characters outside the kept set, including non-ASCII letters, tabs and line breaks", () => {
    expect(slugify("Café Reef")).toBe("caf-reef");
    expect(slugify("เกาะบอน Koh Bon")).toBe("-koh-bon");
    expect(slugify("Koh\tBon\nReef")).toBe("kohbonreef");
    expect(slugify("Shark Point #1 — 20m")).toBe("shark-point-1--20m");
  });

  it("is idempotent on its own output", () => {
    for (const name of ["Richelieu Rock!", "Koh Bon & Koh Tachai", "Café Reef", " A  B "]) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
  });

  it("returns only lower-case word characters, ampersands and hyphens", () => {
    expect(slugify("ÀÉÎ Mixed CASE & Symbols: @#$%^*()+=[]{}|\\;'\",.<>/?`~ 123")).toMatch(/^[a-z0-9_&-]*$/);
  });
});
