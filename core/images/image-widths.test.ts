import { describe, expect, it } from "vitest";
import { DEFAULT_WIDTHS, variantWidths } from "./image-widths.ts";

describe("variantWidths", () => {
  it("keeps every default width below a large picture's cap, and the cap itself", () => {
    expect(variantWidths(4000, 1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920, 1920)).toEqual([...DEFAULT_WIDTHS]);
  });

  it("never enlarges: the picture's own width is the largest", () => {
    expect(variantWidths(1600, 1920)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1500, 1920)).toEqual([320, 640, 960, 1500]); // 1280 is 85.3 % of 1500
    expect(variantWidths(200, 1920)).toEqual([200]);
    expect(variantWidths(320, 1920)).toEqual([320]);
  });

  it("caps at maxWidth when that is smaller than the picture", () => {
    expect(variantWidths(3000, 256)).toEqual([256]);
    expect(variantWidths(3000, 800)).toEqual([320, 640, 800]);
  });

  it("leaves out a width within 15 % of the largest, which would save almost nothing", () => {
    expect(variantWidths(1000, 1920)).toEqual([320, 640, 1000]); // 960 is 96 % of 1000
    expect(variantWidths(1130, 1920)).toEqual([320, 640, 960, 1130]); // 960 is 85 % of 1130
  });

  it("takes other candidates, in any order, ignoring repeats", () => {
    expect(variantWidths(2000, 2000, [1000, 500, 500])).toEqual([500, 1000, 2000]);
    expect(variantWidths(700.6, 1920, [])).toEqual([700]);
  });
});
