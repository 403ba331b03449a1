import { describe, expect, it } from "vitest";
import { assertDepths } from "./dive-sites.ts";

describe("a dive site's depth range", () => {
  it("accepts a minimum up to the maximum, or either unknown", () => {
    expect(() => assertDepths(5, 30)).not.toThrow();
    expect(() => assertDepths(18, 18)).not.toThrow();
    expect(() => assertDepths(40, null)).not.toThrow();
    expect(() => assertDepths(undefined, 3)).not.toThrow();
  });

  it("refuses a minimum deeper than the maximum, naming minDepthM", () => {
    expect(() => assertDepths(31, 30)).toThrow(
      expect.objectContaining({ code: "bad_request", field: "minDepthM" }),
    );
  });
});
