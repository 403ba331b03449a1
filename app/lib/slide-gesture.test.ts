import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLIDE_THRESHOLD_PX, swipeStep, wheelStep, wrapIndex } from "./slide-gesture.ts";

describe("swipeStep", () => {
  it("changes the slide from 50 px sideways, not at 49", () => {
    expect(SLIDE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(50, 3)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49.9, 0)).toBe(0);
  });

  it("leaves a mostly vertical gesture to the page's scrolling", () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -60)).toBe(0);
  });

  it("is symmetric: the mirrored swipe goes the other way", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (dx, dy) => {
          expect(swipeStep(-dx, dy)).toBe(-swipeStep(dx, dy) || 0);
        },
      ),
    );
  });
});

describe("wheelStep", () => {
  it("adds up small sideways scrolls until 50 px, then starts again", () => {
    let state = { step: 0 as -1 | 0 | 1, sum: 0 };
    const steps: number[] = [];
    for (const delta of [20, 20, 20, 20, 20, 20]) {
      state = wheelStep(state.sum, delta);
      steps.push(state.step);
    }
    expect(steps).toEqual([0, 0, 1, 0, 0, 1]);
    expect(wheelStep(0, -50)).toEqual({ step: -1, sum: 0 });
  });

  it("starts the sum again when the direction changes", () => {
    expect(wheelStep(40, -20)).toEqual({ step: 0, sum: -20 });
  });

  it("never makes more than one step per 50 px scrolled", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 200, noNaN: true }), { maxLength: 40 }), (deltas) => {
        let sum = 0;
        let steps = 0;
        for (const delta of deltas) {
          const next = wheelStep(sum, delta);
          sum = next.sum;
          steps += next.step;
        }
        const total = deltas.reduce((a, b) => a + b, 0);
        expect(steps).toBeLessThanOrEqual(Math.floor(total / SLIDE_THRESHOLD_PX));
      }),
    );
  });
});

describe("wrapIndex", () => {
  it("goes round at either end", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
