import { describe, expect, it } from "vitest";
import { boatCapacity, days, depthRange, noun, plural } from "./catalog-format.ts";

describe("catalogue wording", () => {
  it("writes depth ranges", () => {
    expect(depthRange({ minDepthM: 5, maxDepthM: 40 })).toBe("5–40 m");
    expect(depthRange({ minDepthM: 18, maxDepthM: 18 })).toBe("18 m");
    expect(depthRange({ minDepthM: 5, maxDepthM: null })).toBe("from 5 m");
    expect(depthRange({ minDepthM: null, maxDepthM: 30 })).toBe("to 30 m");
    expect(depthRange({ minDepthM: null, maxDepthM: null })).toBeNull();
  });

  it("adds up a boat's berths and cabins", () => {
    const cabins = [
      { spaces: 2, cabinCount: 6 },
      { spaces: 4, cabinCount: 2 },
    ];
    expect(boatCapacity({ cabins } as never)).toEqual({ guests: 20, cabins: 8 });
    expect(boatCapacity({ cabins: [] })).toEqual({ guests: 0, cabins: 0 });
  });

  it("pluralises", () => {
    expect(days(1)).toBe("1 day");
    expect(days(4)).toBe("4 days");
    expect(plural(1, "guest")).toBe("1 guest");
    expect(plural(3, "berth")).toBe("3 berths");
    expect(noun(0, "dive site")).toBe("dive sites");
    expect(noun(1, "dive site")).toBe("dive site");
  });
});
