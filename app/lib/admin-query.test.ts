import { describe, expect, it } from "vitest";
import {
  MAIL_STATUSES,
  oneOf,
  pageCount,
  pageParam,
  queryWith,
  textParam,
  USER_ROLES,
} from "./admin-query.ts";

const params = (query: string) => new URLSearchParams(query);

describe("admin list queries", () => {
  it("read the page, falling back to 1", () => {
    expect(pageParam(params("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=x", "page=2.5"])
      expect(pageParam(params(bad)), bad).toBe(1);
  });

  it("read search texts and known values only", () => {
    expect(textParam(params("search=%20anna%20"), "search")).toBe("anna");
    expect(textParam(params("search=%20"), "search")).toBeUndefined();
    expect(textParam(params(`search=${"a".repeat(150)}`), "search")).toBe("a".repeat(100));
    expect(oneOf("agent", USER_ROLES)).toBe("agent");
    expect(oneOf("root", USER_ROLES)).toBeUndefined();
    expect(oneOf(null, MAIL_STATUSES)).toBeUndefined();
  });

  it("count pages", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("build query strings that keep the filters", () => {
    expect(queryWith(params("search=anna&role=agent&page=2"), { page: 3 })).toBe(
      "?search=anna&role=agent&page=3",
    );
    expect(queryWith(params("search=anna&page=2"), { page: 1 })).toBe("?search=anna");
    expect(queryWith({ search: "", role: "admin" }, { page: 2 })).toBe("?role=admin&page=2");
    expect(queryWith(params(""), {})).toBe("");
  });
});
