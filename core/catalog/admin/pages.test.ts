import { describe, expect, it } from "vitest";
import { orderWithPageAt } from "./pages.ts";

describe("a page's place among its category's pages (1 = first)", () => {
  const others = ["a", "b", "c"];

  it("goes last when no place is given", () => {
    expect(orderWithPageAt(others, "new")).toEqual(["a", "b", "c", "new"]);
    expect(orderWithPageAt([], "new")).toEqual(["new"]);
  });

  it("goes where it is asked to, pushing the rest down", () => {
    expect(orderWithPageAt(others, "new", 1)).toEqual(["new", "a", "b", "c"]);
    expect(orderWithPageAt(others, "new", 2)).toEqual(["a", "new", "b", "c"]);
    expect(orderWithPageAt(others, "new", 4)).toEqual(["a", "b", "c", "new"]);
  });

  it("stops at either end for a place past it", () => {
    expect(orderWithPageAt(others, "new", 0)).toEqual(["new", "a", "b", "c"]);
    expect(orderWithPageAt(others, "new", 99)).toEqual(["a", "b", "c", "new"]);
  });
});
