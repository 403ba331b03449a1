import { describe, expect, expectTypeOf, it } from "vitest";
import {
  choiceFilter,
  listPaging,
  listQuerySchema,
  MAX_PAGE,
  pageCount,
  pageWindow,
  readListQuery,
  searchPattern,
  sortFilter,
  sortParts,
  sortValues,
  toggledSort,
} from "./list-query.ts";

const schema = listQuerySchema({ role: choiceFilter(["customer", "agent", "admin"], "Role") });

/** The first problem of a refused query, as the API reports it. */
function problem(query: Record<string, unknown>) {
  const result = schema.safeParse(query);
  if (result.success) throw new Error(`accepted ${JSON.stringify(query)}`);
  const [issue] = result.error.issues;
  return { field: issue?.path.join("."), message: issue?.message };
}

describe("list query schema", () => {
  it("reads page, search and a filter from query-string text", () => {
    expect(schema.parse({ page: "3", search: "  anna  ", role: "agent" })).toEqual({
      page: 3,
      search: "anna",
      role: "agent",
    });
  });

  it("defaults to page 1 with no search and no filter; empty values count as missing", () => {
    expect(schema.parse({})).toEqual({ page: 1, search: undefined, role: undefined });
    expect(schema.parse({ page: "", search: "   ", role: "" })).toEqual({
      page: 1,
      search: undefined,
      role: undefined,
    });
  });

  it("refuses a page that is not a whole number from 1, naming the field", () => {
    for (const page of ["0", "-2", "x", "2.5", String(MAX_PAGE + 1)]) {
      expect(problem({ page }), page).toEqual({
        field: "page",
        message: `Page must be a whole number from 1 to ${MAX_PAGE}`,
      });
    }
    expect(schema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
  });

  it("refuses a search longer than 100 characters after trimming", () => {
    expect(schema.parse({ search: ` ${"a".repeat(100)} ` }).search).toBe("a".repeat(100));
    expect(problem({ search: "a".repeat(101) })).toEqual({
      field: "search",
      message: "Search must be at most 100 characters",
    });
    expect(problem({ search: ["a", "b"] }).field).toBe("search");
  });

  it("refuses a filter value outside its list, naming the choices", () => {
    expect(problem({ role: "pirate" })).toEqual({
      field: "role",
      message: "Role must be one of: customer, agent, admin",
    });
  });
});

describe("reading a page address's query", () => {
  const read = (query: string) => readListQuery(schema, new URLSearchParams(query));

  it("keeps what is valid and drops what is not, instead of failing", () => {
    expect(read("page=2&search=anna&role=agent")).toEqual({ page: 2, search: "anna", role: "agent" });
    expect(read("page=x&search=anna&role=pirate")).toEqual({ page: 1, search: "anna", role: undefined });
    expect(read(`page=0&search=${"a".repeat(150)}&role=admin`)).toEqual({
      page: 1,
      search: undefined,
      role: "admin",
    });
  });

  it("ignores parameters the list does not know", () => {
    expect(read("page=4&sort=evil")).toEqual({ page: 4, search: undefined, role: undefined });
  });

  it("works for any list's own filters", () => {
    const mails = listQuerySchema({ status: choiceFilter(["pending", "sent"], "Status") });
    expect(readListQuery(mails, new URLSearchParams("status=sent&page=9"))).toEqual({
      page: 9,
      search: undefined,
      status: "sent",
    });
    expectTypeOf(readListQuery(mails, new URLSearchParams()).status).toEqualTypeOf<
      "pending" | "sent" | undefined
    >();
  });
});

describe("page windows", () => {
  it("turns page and size into limit and offset", () => {
    expect(pageWindow({}, { perPage: 20 })).toEqual({ page: 1, resPerPage: 20, limit: 20, offset: 0 });
    expect(pageWindow({ page: 3 }, { perPage: 20 })).toEqual({
      page: 3,
      resPerPage: 20,
      limit: 20,
      offset: 40,
    });
    expect(pageWindow({ page: 2, perPage: 5 }, { perPage: 20, max: 100 })).toMatchObject({
      limit: 5,
      offset: 5,
    });
  });

  it("brings a page size and a page number into range", () => {
    expect(pageWindow({ perPage: 1000 }, { perPage: 20, max: 100 }).resPerPage).toBe(100);
    expect(pageWindow({ perPage: 50 }, { perPage: 20 }).resPerPage).toBe(20);
    expect(pageWindow({ page: 0, perPage: 0 }, { perPage: 20 })).toEqual({
      page: 1,
      resPerPage: 1,
      limit: 1,
      offset: 0,
    });
    expect(pageWindow({ page: 2.7 }, { perPage: 10 })).toMatchObject({ page: 2, offset: 10 });
    expect(pageWindow({ page: Number.NaN }, { perPage: 10 }).page).toBe(1);
    expect(pageWindow({ page: 1e20 }, { perPage: 10 })).toMatchObject({
      page: MAX_PAGE,
      offset: (MAX_PAGE - 1) * 10,
    });
  });

  it("shapes the answer's paging fields", () => {
    expect(listPaging(pageWindow({ page: 2 }, { perPage: 20 }), 45)).toEqual({
      count: 45,
      resPerPage: 20,
      page: 2,
    });
  });

  it("counts pages, an empty list being one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe("search patterns", () => {
  it("match anywhere, with LIKE's wildcards and escape taken literally", () => {
    expect(searchPattern("anna")).toBe("%anna%");
    expect(searchPattern("  100%_off ")).toBe("%100\\%\\_off%");
    expect(searchPattern("back\\slash")).toBe("%back\\\\slash%");
  });

  it("are no pattern at all for an empty search", () => {
    expect(searchPattern(undefined)).toBeUndefined();
    expect(searchPattern("   ")).toBeUndefined();
  });
});

describe("sorts", () => {
  const sorted = listQuerySchema({ sort: sortFilter(["name", "updated"]) });
  it("take each key either way, empty or missing being the list's default", () => {
    expect(sortValues(["name", "updated"])).toEqual(["name", "-name", "updated", "-updated"]);
    expect(sorted.parse({ sort: "-updated" }).sort).toBe("-updated");
    expect(sorted.parse({ sort: "" }).sort).toBeUndefined();
    expect(sorted.parse({}).sort).toBeUndefined();
  });
  it("refuse anything else with the values they take", () => {
    for (const sort of ["price", "--name", "Name", "name,updated"]) {
      const result = sorted.safeParse({ sort });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Sort must be one of: name, -name, updated, -updated");
    }
  });
  it("are taken apart, and a column's head turns its own order round", () => {
    expect(sortParts("-name")).toEqual({ key: "name", descending: true });
    expect(sortParts("name")).toEqual({ key: "name", descending: false });
    expect(toggledSort<"name" | "updated">("name", "name")).toBe("-name");
    expect(toggledSort<"name" | "updated">("-name", "name")).toBe("name");
    expect(toggledSort<"name" | "updated">("-name", "updated")).toBe("updated");
  });
});
