import { describe, expect, it } from "vitest";
import { listStyle } from "./page-list-style.ts";

const items = (...titles: string[]) => titles.map((title) => ({ title, text: "…" }));

describe("listStyle", () => {
  it("shows questions as questions and answers", () => {
    expect(listStyle(items("Do I need a licence?", "When is the season? "))).toEqual({
      kind: "questions",
      title: "Questions and answers",
    });
  });

  it("numbers days and steps", () => {
    expect(listStyle(items("Day 1: Departure", "day 2 – Similans"))).toEqual({
      kind: "steps",
      title: "Day by day",
    });
    expect(listStyle(items("Step 1", "Step 2"))).toEqual({ kind: "steps", title: "Step by step" });
  });

  it("shows anything else, or a mix, as cards", () => {
    expect(listStyle(items("BCD", "Fins")).kind).toBe("cards");
    expect(listStyle(items("Day 1: Departure", "Is lunch included?")).kind).toBe("cards");
    expect(listStyle([]).kind).toBe("cards");
  });
});
