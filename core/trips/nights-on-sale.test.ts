import { describe, expect, it } from "vitest";
import { nightsOnSaleText } from "./nights-on-sale.ts";

describe("nightsOnSaleText", () => {
  it("names one length, two lengths, or the range of three or more", () => {
    expect(nightsOnSaleText([4, 4, 4])).toBe("4-night trips");
    expect(nightsOnSaleText([5, 3, 5])).toBe("3- and 5-night trips");
    expect(nightsOnSaleText([5, 3, 4, 4])).toBe("3- to 5-night trips");
  });

  it("says nothing when no departure is on sale", () => {
    expect(nightsOnSaleText([])).toBeNull();
  });
});
