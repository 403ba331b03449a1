import { describe, expect, it } from "vitest";
import { queryWith, UUID_PATTERN } from "./admin-query.ts";

const params = (query: string) => new URLSearchParams(query);

describe("admin list links", () => {
  it("build query strings that keep the filters", () => {
    expect(queryWith(params("search=anna&role=agent&page=2"), { page: 3 })).toBe(
      "?search=anna&role=agent&page=3",
    );
    expect(queryWith(params("search=anna&page=2"), { page: 1 })).toBe("?search=anna");
    expect(queryWith({ search: "", role: "admin" }, { page: 2 })).toBe("?role=admin&page=2");
    expect(queryWith(params(""), {})).toBe("");
  });

  it("know an id when they see one", () => {
    expect(UUID_PATTERN.test("0b7c1f64-3c2e-4d8a-9f1e-2a6b5c4d3e2f")).toBe(true);
    expect(UUID_PATTERN.test("0b7c1f64-3c2e-4d8a-9f1e-2a6b5c4d3e2")).toBe(false);
    expect(UUID_PATTERN.test("../admin")).toBe(false);
  });
});
