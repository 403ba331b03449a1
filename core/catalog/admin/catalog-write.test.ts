import { describe, expect, it } from "vitest";
import { indexOutOfRange, pick } from "./catalog-write.ts";

describe("the catalogue's shared write steps", () => {
  it("keeps only the fields a change sent (undefined means not sent; null and empty are sent)", () => {
    const change = { name: "Koh Bon", summary: undefined, minDepthM: null, features: [] };
    expect(pick(change, ["name", "summary", "minDepthM", "features"])).toEqual({
      name: "Koh Bon",
      minDepthM: null,
      features: [],
    });
  });

  it("names the index field and the valid range of a sub-item past the end", () => {
    expect(indexOutOfRange("Detail", "detailIndex", 3, 2)).toMatchObject({
      code: "bad_request",
      field: "detailIndex",
      message: "Detail 3 does not exist: detailIndex must be from 0 to 1",
    });
    expect(indexOutOfRange("Feature", "index", 0, 0).message).toBe(
      "Feature 0 does not exist: the list is empty",
    );
  });
});
