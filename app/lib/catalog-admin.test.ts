import { describe, expect, it } from "vitest";
import { adminNavItemFor } from "./admin-sections.ts";
import { editPath, kindOfListPath, publicPath } from "./catalog-admin.ts";
import { given, toListItems } from "./use-catalog-form.ts";

describe("catalogue admin screens", () => {
  it("know a list's kind from its address, and an item's admin and public addresses", () => {
    expect(kindOfListPath("/admin/dive-sites")).toBe("dive-site");
    expect(kindOfListPath("/admin/boats/")).toBe("boat");
    expect(kindOfListPath("/admin/users")).toBeUndefined();
    expect(editPath("course", "abc")).toBe("/admin/course/abc");
    expect(publicPath("page", "faq")).toBe("/page/faq");
  });

  it("place category screens under Categories", () => {
    expect(adminNavItemFor("/admin/category/new")?.label).toBe("Categories");
    expect(adminNavItemFor("/admin/categories")?.label).toBe("Categories");
  });

  it("leave blank fields out, and read stored list items as text with their ids", () => {
    expect(given({ name: "Koh Bon", durationDays: "", level: "  " })).toEqual({ name: "Koh Bon" });
    const [cabin] = toListItems(
      [{ id: "c1", name: "Twin", spaces: 2, price: 1250.5, extra: true }],
      ["name", "spaces", "price", "description"],
    );
    expect(cabin).toMatchObject({ id: "c1", name: "Twin", spaces: "2", price: "1250.5", description: "" });
    expect(cabin).not.toHaveProperty("extra");
  });
});
