import { describe, expect, it } from "vitest";
import { queryWith } from "./admin-query.ts";

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
});
