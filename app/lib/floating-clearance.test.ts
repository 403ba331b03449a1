import { describe, expect, it } from "vitest";
import { coversAny, overlaps } from "./floating-clearance.ts";

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

describe("overlaps", () => {
  const button = box(300, 700, 56, 56);

  it("sees a control under the button, also one only touching its corner", () => {
    expect(overlaps(button, box(16, 690, 343, 44))).toBe(true);
    expect(overlaps(button, box(350, 750, 20, 20))).toBe(true);
  });

  it("leaves a control beside, above or below the button alone", () => {
    expect(overlaps(button, box(16, 700, 270, 44))).toBe(false);
    expect(overlaps(button, box(16, 600, 343, 44))).toBe(false);
    expect(overlaps(button, box(16, 760, 343, 44))).toBe(false);
  });

  it("counts the margin around the button", () => {
    const justAbove = box(16, 652, 343, 44); // ends 4 px above the button
    expect(overlaps(button, justAbove)).toBe(false);
    expect(overlaps(button, justAbove, 6)).toBe(true);
  });

  it("never counts a box without area (a closed popover's control, a hidden input)", () => {
    expect(overlaps(button, box(310, 710, 0, 0))).toBe(false);
    expect(overlaps(box(0, 0, 0, 0), box(0, 0, 100, 100))).toBe(false);
  });
});

describe("coversAny", () => {
  it("is true when any guarded box lies under the button", () => {
    const button = box(300, 700, 56, 56);
    expect(coversAny(button, [box(0, 0, 10, 10), box(290, 720, 80, 30)])).toBe(true);
    expect(coversAny(button, [box(0, 0, 10, 10)])).toBe(false);
    expect(coversAny(button, [])).toBe(false);
  });
});
