/**
 * The catalogue's admin calls (spec §7 Resource calls) on each database: create, read,
 * change and delete each resource; image and sub-item deletes; slugs made, kept unique and redirected;
 * bad input answered 400 with a message and nothing changed; rich text sanitised on save; prices in THB.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boats, cabinTypes, pages } from "../../db/schema.ts";
import {
  type ApiHarness,
  apiCall,
  createApiHarness,
  pngBytes,
  signInAdmin,
} from "../../tests/support/api-harness.ts";
import { buildPageServer } from "../../tests/support/page-server.ts";

let h: ApiHarness;
let cookie: string;

beforeAll(async () => {
  h = await createApiHarness();
  cookie = (await signInAdmin(h)).cookie;
});

afterAll(async () => {
  await h.close();
});

let counter = 0;
/** Posts a new record through its admin form, expects it created (201), and answers the body. */
async function createdBy(url: string, fields?: Record<string, string>) {
  const created = await form("POST", url, fields);
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A form-urlencoded admin call, as the spec's admin screens send them. */
function form(method: "POST" | "PUT" | "DELETE" | "GET", url: string, fields?: Record<string, string>) {
  return h.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { cookie, ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    ...(fields ? { payload: new URLSearchParams(fields).toString() } : {}),
  });
}

/** A multipart admin call with pictures (`images`, more than one allowed) and text fields. */
async function withImages(
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  images: Uint8Array[],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [index, bytes] of images.entries()) {
    body.append("images", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `picture-${index}.png`);
  }
  return h.app.inject({ method, url: `/api/v1/admin${url}`, headers: { cookie }, body });
}

/** Records the ids of pictures removed from the store until `restore` is called. */
function recordRemovals() {
  const removed: string[] = [];
  const remove = h.services.images.remove.bind(h.services.images);
  h.services.images.remove = async (id: string) => {
    removed.push(id);
    return remove(id);
  };
  return { removed, restore: () => (h.services.images.remove = remove) };
}

const cabins = JSON.stringify([
  { name: "Master cabin", spaces: 2, cabinCount: 2, price: 42500 },
  { name: "Quad cabin", spaces: 4, cabinCount: 3, price: "31000.50" },
]);

describe(`boats on ${process.env.TEST_DB}`, () => {
  it("creates a boat with cabin types and pictures (201), reads it, lists it, and the public call has it", async () => {
    const name = unique("MV Blue Manta");
    const created = await withImages(
      "POST",
      "/boat/new",
      {
        name,
        summary: "Our newest boat",
        details: JSON.stringify([{ title: "Length", text: "32 m" }]),
        cabins,
        imageAlts: JSON.stringify(["The boat at anchor", "The sun deck"]),
      },
      [await pngBytes(), await pngBytes(80, 60)],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { boat } = created.json();
    expect(boat).toMatchObject({
      name,
      summary: "Our newest boat",
      details: [{ title: "Length", text: "32 m" }],
    });
    expect(boat.slug).toBe(name.toLowerCase().replaceAll(" ", "-"));
    expect(boat.images.map((image: { alt: string }) => image.alt)).toEqual([
      "The boat at anchor",
      "The sun deck",
    ]);
    expect(boat.cabins.map((c: { name: string; price: number }) => [c.name, c.price])).toEqual([
      ["Master cabin", 42500],
      ["Quad cabin", 31000.5],
    ]);
    // Satang in the database, THB in answers.
    const stored = await h.database.db.select().from(cabinTypes).where(eq(cabinTypes.boatId, boat.id));
    expect(stored.map((c) => c.price).sort()).toEqual([3_100_050, 4_250_000]);

    const got = await form("GET", `/boat/${boat.id}`);
    expect(got.json().boat.cabins).toHaveLength(2);
    const list = await form("GET", `/boats?search=${encodeURIComponent(name)}`);
    expect(list.json()).toMatchObject({ success: true, count: 1, resPerPage: 20 });
    expect(list.json().boats[0].id).toBe(boat.id);
    const publicBoat = await h.app.inject({ url: `/api/v1/boat/${boat.slug}` });
    expect(publicBoat.json().boat.cabins[0].price).toBe(42500);
  });

  it("renames a boat: a new slug from the name, the old address redirects; a given slug is used as is", async () => {
    const { boat } = (await form("POST", "/boat/new", { name: unique("MV Old Name") })).json();
    const renamed = await form("PUT", `/boat/${boat.id}`, { name: unique("MV New Name") });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const newSlug = renamed.json().boat.slug;
    expect(newSlug).not.toBe(boat.slug);
    expect(newSlug).toMatch(/^mv-new-name-/);
    expect(await h.services.catalogAdmin.redirectFor("boat", boat.slug)).toBe(newSlug);

    const chosen = await form("PUT", `/boat/${boat.id}`, { slug: "Chosen Address" });
    expect(chosen.json().boat.slug).toBe("chosen-address");
    // Both older addresses lead to the current one.
    expect(await h.services.catalogAdmin.redirectFor("boat", boat.slug)).toBe("chosen-address");
    expect(await h.services.catalogAdmin.redirectFor("boat", newSlug)).toBe("chosen-address");
    // A PUT of the other fields keeps the slug.
    const same = await form("PUT", `/boat/${boat.id}`, { summary: "Still here" });
    expect(same.json().boat.slug).toBe("chosen-address");
    await form("DELETE", `/boat/${boat.id}`);
  });

  it("changes cabin types in place by id, adds new ones, and deletes one by its place", async () => {
    const { boat } = (await form("POST", "/boat/new", { name: unique("MV Cabins"), cabins })).json();
    const [master, quad] = boat.cabins;
    const changed = await form("PUT", `/boat/${boat.id}`, {
      cabins: JSON.stringify([
        { id: quad.id, name: "Quad cabin", spaces: 4, cabinCount: 2, price: 30000 },
        { id: master.id, name: "Master suite", spaces: 2, cabinCount: 2, price: 45000 },
        { name: "Single", spaces: 1, cabinCount: 1, price: 50000 },
      ]),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().boat.cabins;
    expect(after.map((c: { name: string }) => c.name)).toEqual(["Quad cabin", "Master suite", "Single"]);
    expect(after[0].id).toBe(quad.id); // the same cabin type: trips refer to it
    expect(after[1].id).toBe(master.id);

    const deleted = await form("DELETE", `/boat/cabin?id=${boat.id}&cabinIndex=1`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().boat.cabins.map((c: { name: string }) => c.name)).toEqual(["Quad cabin", "Single"]);

    const outOfRange = await form("DELETE", `/boat/cabin?id=${boat.id}&cabinIndex=2`);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({
      field: "cabinIndex",
      message: expect.stringMatching(/0 to 1/),
    });
    const foreign = await form("PUT", `/boat/${boat.id}`, {
      cabins: JSON.stringify([{ id: "3f1c2a4e-0000-4000-8000-000000000001", name: "X", spaces: 1 }]),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await form("GET", `/boat/${boat.id}`)).json().boat.cabins).toHaveLength(2);
  });

  it("reorders pictures by imageOrder, refusing an order that is not the pictures' ids once each", async () => {
    const created = await withImages(
      "POST",
      "/boat/new",
      { name: unique("MV Order"), imageAlts: JSON.stringify(["first", "second", "third"]) },
      [await pngBytes(), await pngBytes(), await pngBytes()],
    );
    const { boat } = created.json();
    const ids = boat.images.map((image: { id: string }) => image.id);
    const reordered = await form("PUT", `/boat/${boat.id}`, {
      imageOrder: JSON.stringify([ids[2], ids[0], ids[1]]),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().boat.images.map((image: { alt: string }) => image.alt)).toEqual([
      "third",
      "first",
      "second",
    ]);
    for (const order of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], "other"],
    ]) {
      const refused = await form("PUT", `/boat/${boat.id}`, { imageOrder: JSON.stringify(order) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe("imageOrder");
    }
    expect((await h.app.inject({ url: `/api/v1/boat/${boat.slug}` })).json().boat.images[0].alt).toBe(
      "third",
    );
  });

  it("deletes one picture, then the boat with its pictures; the public call then answers 404", async () => {
    const created = await withImages(
      "POST",
      "/boat/new",
      { name: unique("MV Pictures"), imageAlts: JSON.stringify(["one", "two"]) },
      [await pngBytes(), await pngBytes()],
    );
    const { boat } = created.json();
    const { removed, restore } = recordRemovals();
    try {
      const [first, second] = boat.images;
      const image = await form("DELETE", `/boat/image?id=${boat.id}&imgId=${first.id}`);
      expect(image.statusCode, image.body).toBe(200);
      expect(
        (await form("GET", `/boat/${boat.id}`)).json().boat.images.map((i: { id: string }) => i.id),
      ).toEqual([second.id]);
      expect((await form("DELETE", `/boat/image?id=${boat.id}&imgId=nope`)).statusCode).toBe(404);

      expect((await form("DELETE", `/boat/${boat.id}`)).json()).toEqual({ success: true });
      expect(removed).toEqual([first.id, second.id]);
      expect((await h.app.inject({ url: `/api/v1/boat/${boat.slug}` })).statusCode).toBe(404);
      expect((await form("DELETE", `/boat/${boat.id}`)).statusCode).toBe(404);
    } finally {
      restore();
    }
  });
});

describe(`bad input on ${process.env.TEST_DB}: 400 with a message, nothing changed`, () => {
  const boatCount = async () => (await h.database.db.select({ id: boats.id }).from(boats)).length;

  it.each([
    ["a missing name", { summary: "No name" }, "name", /Name is required/],
    ["a name of symbols only", { name: "!!!" }, "slug", /letters or digits/],
    ["cabins that are not JSON", { name: "MV X", cabins: "[{name:" }, "cabins", /JSON list/],
    ["a cabin without spaces", { name: "MV X", cabins: '[{"name":"A"}]' }, "cabins", /spaces/],
    ["a negative price", { name: "MV X", cabins: '[{"name":"A","spaces":2,"price":-5}]' }, "cabins", /THB/],
    ["a control character", { name: "MV \u0000X" }, "name", /control characters/],
  ])("refuses %s", async (_case, fields, field, message) => {
    const before = await boatCount();
    const response = await form("POST", "/boat/new", fields as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().field ?? "").toContain(field);
    expect(response.json().message).toMatch(message);
    expect(await boatCount()).toBe(before);
  });

  it("refuses a duplicate slug on create and on rename", async () => {
    const name = unique("MV Twin");
    const first = await form("POST", "/boat/new", { name });
    expect(first.statusCode).toBe(201);
    const before = await boatCount();
    const again = await form("POST", "/boat/new", { name });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: "slug", message: expect.stringMatching(/already uses/) });
    expect(await boatCount()).toBe(before);
    const other = (await form("POST", "/boat/new", { name: unique("MV Other") })).json().boat;
    const clash = await form("PUT", `/boat/${other.id}`, { slug: first.json().boat.slug });
    expect(clash.statusCode).toBe(400);
    expect((await form("GET", `/boat/${other.id}`)).json().boat.slug).toBe(other.slug);
  });

  it("refuses a picture without its alt text, a non-image and a 50-megapixel image, keeping nothing", async () => {
    const before = await boatCount();
    const noAlt = await withImages("POST", "/boat/new", { name: unique("MV Alt") }, [await pngBytes()]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ field: "imageAlts", message: expect.stringMatching(/alt text/) });

    const notImage = await withImages("POST", "/boat/new", { name: unique("MV Text"), imageAlts: '["a"]' }, [
      new TextEncoder().encode("just some text, not a picture"),
    ]);
    expect(notImage.statusCode, notImage.body).toBe(400);
    expect(notImage.json().field).toBe("images");

    const huge = await withImages("POST", "/boat/new", { name: unique("MV Huge"), imageAlts: '["a"]' }, [
      await pngBytes(10_000, 5_000),
    ]);
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().message).toMatch(/pixels/i);
    expect(await boatCount()).toBe(before);
  });

  it("answers 404 for an unknown id and 400 for an id that is not one", async () => {
    expect((await form("PUT", "/boat/3f1c2a4e-0000-4000-8000-000000000001", { name: "X" })).statusCode).toBe(
      404,
    );
    const bad = await form("PUT", "/boat/not-an-id", { name: "X" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it("keeps visitors and customers out (401, 403)", async () => {
    const anonymous = await apiCall(h, undefined, "POST", "/admin/boat/new", { name: "X" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`a saved picture's alt text on ${process.env.TEST_DB}`, () => {
  it("is changed with the form (savedImageAlts); an empty one or another item's picture is refused and nothing changes", async () => {
    const created = await withImages(
      "POST",
      "/dive-site/new",
      { name: unique("Koh Bon"), summary: "Ridge", imageAlts: JSON.stringify(["Manta", "Ridge"]) },
      [await pngBytes(), await pngBytes(80, 60)],
    );
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().diveSite;
    const [first, second] = site.images as { id: string; alt: string }[];
    const alts = async () => {
      const answer = await h.app.inject({ url: `/api/v1/dive-site/${site.slug}` });
      return (answer.json().diveSite.images as { alt: string }[]).map((image) => image.alt);
    };

    // One picture's alt text, with another change in the same form; the other keeps its own.
    const changed = await form("PUT", `/dive-site/${site.id}`, {
      summary: "The ridge",
      imageOrder: JSON.stringify([first!.id, second!.id]),
      savedImageAlts: JSON.stringify([{ id: first!.id, alt: "  A manta ray over the ridge " }]),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().diveSite.images.map((image: { alt: string }) => image.alt)).toEqual([
      "A manta ray over the ridge",
      "Ridge",
    ]);
    expect(await alts()).toEqual(["A manta ray over the ridge", "Ridge"]); // the visitor's answer too

    // Every picture's alt text at once, as the admin form sends them, with a new order.
    const both = await form("PUT", `/dive-site/${site.id}`, {
      imageOrder: JSON.stringify([second!.id, first!.id]),
      savedImageAlts: JSON.stringify([
        { id: second!.id, alt: "The ridge at low tide" },
        { id: first!.id, alt: "A manta ray" },
      ]),
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(await alts()).toEqual(["The ridge at low tide", "A manta ray"]);

    const refused: [string, string, string, RegExp][] = [
      [
        "an empty alt",
        JSON.stringify([{ id: first!.id, alt: "   " }]),
        "savedImageAlts.0.alt",
        /Alt text is required/,
      ],
      ["no alt", JSON.stringify([{ id: first!.id }]), "savedImageAlts.0.alt", /Alt text/],
      ["a picture it does not have", JSON.stringify([{ id: "nope", alt: "x" }]), "savedImageAlts", /picture/],
      [
        "one picture twice",
        JSON.stringify([
          { id: first!.id, alt: "x" },
          { id: first!.id, alt: "y" },
        ]),
        "savedImageAlts",
        /once/,
      ],
      ["not JSON", "[{id:", "savedImageAlts", /JSON list/],
    ];
    for (const [what, savedImageAlts, field, message] of refused) {
      const before = (await form("GET", `/dive-site/${site.id}`)).json().diveSite;
      const bad = await withImages(
        "PUT",
        `/dive-site/${site.id}`,
        { summary: "Changed", savedImageAlts, imageAlts: JSON.stringify(["A new one"]) },
        [await pngBytes()],
      );
      expect(bad.statusCode, `${what}: ${bad.body}`).toBe(400);
      expect(bad.json().field, what).toBe(field);
      expect(bad.json().message, what).toMatch(message);
      const after = (await form("GET", `/dive-site/${site.id}`)).json().diveSite;
      expect(after, `${what} changes nothing`).toEqual(before);
    }
    expect(await alts()).toEqual(["The ridge at low tide", "A manta ray"]);
  });
});

describe(`dive sites, courses and their features on ${process.env.TEST_DB}`, () => {
  it("creates a dive site with features, deletes one by index, refuses an index out of range", async () => {
    const { diveSite } = await createdBy("/dive-site/new", {
      name: unique("Richelieu Rock"),
      region: "Surin Islands",
      level: "Advanced",
      minDepthM: "5",
      maxDepthM: "35",
      features: JSON.stringify([
        { title: "Whale sharks", text: "In March" },
        { title: "Pinnacle", text: "Purple corals" },
      ]),
    });
    expect(diveSite).toMatchObject({ region: "Surin Islands", minDepthM: 5, maxDepthM: 35 });
    const removed = await form("DELETE", `/dive-site/feature?id=${diveSite.id}&index=0`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await form("GET", `/dive-site/${diveSite.id}`)).json().diveSite.features).toEqual([
      { title: "Pinnacle", text: "Purple corals" },
    ]);
    const outOfRange = await form("DELETE", `/dive-site/feature?id=${diveSite.id}&index=1`);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().field).toBe("index");
    const wrongDepths = await form("PUT", `/dive-site/${diveSite.id}`, { minDepthM: "40" });
    expect(wrongDepths.statusCode).toBe(400);
  });

  it("takes a blank optional number as not given", async () => {
    const created = await createdBy("/course/new", {
      name: unique("Blank Fields"),
      price: "100",
      durationDays: "",
      minimumAge: "",
    });
    expect(created.course).toMatchObject({ durationDays: 1, minimumAge: 10 });
  });

  it("creates a course with its price in THB and sanitises its description on save", async () => {
    const { course } = await createdBy("/course/new", {
      name: unique("Wreck Diver"),
      price: "12500",
      durationDays: "2",
      minimumAge: "15",
      description:
        '<p>Learn <strong>wrecks</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">here</a></p>',
    });
    expect(course.price).toBe(12500);
    expect(course.description).toContain("<strong>wrecks</strong>");
    expect(course.description).not.toMatch(/<script|onerror|javascript:/i);
    const feature = await form("PUT", `/course/${course.id}`, {
      features: JSON.stringify([{ title: "Two dives", text: "On the Boonsung wreck" }]),
    });
    expect(feature.json().course.features).toHaveLength(1);
    expect((await form("DELETE", `/course/feature?id=${course.id}&index=0`)).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/api/v1/course/${course.slug}` })).json().course.price).toBe(12500);
  });
});

describe(`pages and categories on ${process.env.TEST_DB}`, () => {
  it("places pages in a category by page number, answers data.pages for ?categoryId, and deletes list items", async () => {
    const categoryId = (await createdBy("/category/new", { name: unique("Services") })).category.id;
    const titles = ["Pickups", "Dining", "Rental"].map(unique);
    for (const title of titles) {
      await createdBy("/page/new", { title, categoryId });
    }
    // A new page at number 1 moves the others down.
    const first = await form("POST", "/page/new", {
      title: unique("Itinerary"),
      categoryId,
      position: "1",
      listItems: JSON.stringify([
        { title: "Day 1", text: "Board at 7 pm" },
        { title: "Day 2", text: "Three dives" },
      ]),
    });
    const options = await h.app.inject({ url: `/api/v1/pages?categoryId=${categoryId}` });
    expect(options.statusCode, options.body).toBe(200);
    const listed = options.json().data.pages as { title: string; position: number }[];
    expect(listed.map((p) => p.title)).toEqual([first.json().page.title, ...titles]);
    expect(listed.map((p) => p.position)).toEqual([1, 2, 3, 4]);

    const page = first.json().page;
    expect((await form("DELETE", `/page/listItem?id=${page.id}&itemIndex=1`)).statusCode).toBe(200);
    expect((await form("GET", `/page/${page.id}`)).json().page.listItems).toEqual([
      { title: "Day 1", text: "Board at 7 pm" },
    ]);
    expect((await form("DELETE", `/page/listItem?id=${page.id}&itemIndex=5`)).statusCode).toBe(400);

    const unknownCategory = await form("POST", "/page/new", {
      title: unique("Lost"),
      categoryId: "3f1c2a4e-0000-4000-8000-000000000001",
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().field).toBe("categoryId");

    // Deleting the category keeps its pages, without a category.
    expect((await form("DELETE", `/category/${categoryId}`)).statusCode).toBe(200);
    const [kept] = await h.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(kept?.categoryId).toBeNull();
  });

  it("sorts the admin lists by position, name or last change, either way, and refuses an unknown sort", async () => {
    const prefix = unique("Sorted");
    const categoryId = (await form("POST", "/category/new", { name: unique("Sorting") })).json().category.id;
    const ids: Record<string, string> = {};
    // Placed in this order: b is 1st, c 2nd, a 3rd.
    for (const letter of ["b", "c", "a"]) {
      ids[letter] = (await createdBy("/page/new", { title: `${prefix} ${letter}`, categoryId })).page.id;
    }
    // Changed in this order: c, a, b, a second apart (by the test's clock).
    for (const letter of ["c", "a", "b"]) {
      h.clock.advance(1000);
      const changed = await form("PUT", `/page/${ids[letter]}`, {
        listItems: JSON.stringify([{ title: letter, text: "" }]),
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const order = async (sort?: string) => {
      const answer = await form(
        "GET",
        `/pages?search=${encodeURIComponent(prefix)}${sort === undefined ? "" : `&sort=${sort}`}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().pages as { title: string }[]).map((p) => p.title.slice(-1)).join("");
    };
    expect(await order()).toBe("bca");
    expect(await order("position")).toBe("bca");
    expect(await order("-position")).toBe("acb");
    expect(await order("name")).toBe("abc");
    expect(await order("-name")).toBe("cba");
    expect(await order("updated")).toBe("cab");
    expect(await order("-updated")).toBe("bac");
    expect(await order("")).toBe("bca"); // empty is the default

    for (const list of ["boats", "dive-sites", "courses", "pages"]) {
      for (const sort of ["price", "name,updated", "--name", "Name"]) {
        const bad = await form("GET", `/${list}?sort=${encodeURIComponent(sort)}`);
        expect(bad.statusCode, `${list} ${sort}`).toBe(400);
        expect(bad.json().message).toBe(
          "Sort must be one of: position, -position, name, -name, updated, -updated",
        );
      }
      const sorted = await form("GET", `/${list}?sort=-updated`);
      expect(sorted.statusCode, sorted.body).toBe(200);
    }
  });

  it("lists categories with their pages in order, publicly and for admins", async () => {
    const category = (await form("POST", "/category/new", { name: unique("Useful links") })).json().category;
    await form("POST", "/page/new", { title: unique("FAQ"), categoryId: category.id });
    const admin = await form("GET", "/categories");
    expect(admin.json().categories.find((c: { id: string }) => c.id === category.id).pages).toHaveLength(1);
    const visitor = await h.app.inject({ url: "/api/v1/categories" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().categories.find((c: { id: string }) => c.id === category.id).pages).toHaveLength(1);
  });

  it("a category's placement builds the Services sections and the footer's useful links", async () => {
    const bad = await form("POST", "/category/new", { name: unique("Sidebar"), placement: "sidebar" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Placement must be one of: none, services, footer");
    const services = (
      await form("POST", "/category/new", { name: unique("Dive services"), placement: "services" })
    ).json().category;
    expect(services.placement).toBe("services");
    const title = unique("Night dives");
    await form("POST", "/page/new", { title, categoryId: services.id });
    const sections = await h.services.catalog.serviceSections();
    expect(sections.find((section) => section.id === services.id)?.pages.map((page) => page.title)).toEqual([
      title,
    ]);
    expect(
      (await h.app.inject({ url: "/api/v1/site" })).json().footerPages.map((p: { title: string }) => p.title),
    ).not.toContain(title);

    // Moved to the footer: the chrome's copy drops at once (the change is announced), and the link is there.
    const moved = await form("PUT", `/category/${services.id}`, { placement: "footer" });
    expect(moved.json().category.placement).toBe("footer");
    expect(
      (await h.app.inject({ url: "/api/v1/site" })).json().footerPages.map((p: { title: string }) => p.title),
    ).toContain(title);
    expect((await h.services.catalog.serviceSections()).some((section) => section.id === services.id)).toBe(
      false,
    );
  });
});

describe(`old addresses of renamed items on ${process.env.TEST_DB}`, () => {
  it("answer 301 to the current page, for boats, dive sites, courses and pages; unknown ones 404", async () => {
    const pageServer = await buildPageServer(h);
    try {
      for (const [kind, field] of [
        ["boat", "name"],
        ["dive-site", "name"],
        ["course", "name"],
        ["page", "title"],
      ] as const) {
        const fields: Record<string, string> = { [field]: unique(`Old ${kind}`) };
        if (kind === "course") fields.price = "100";
        const created = (await form("POST", `/${kind}/new`, fields)).json();
        const item = created[kind === "dive-site" ? "diveSite" : kind];
        const renamed = (await form("PUT", `/${kind}/${item.id}`, { [field]: unique(`New ${kind}`) })).json();
        const current = renamed[kind === "dive-site" ? "diveSite" : kind].slug;
        const old = await pageServer.inject({ url: `/${kind}/${item.slug}` });
        expect(old.statusCode, `${kind}: ${old.body.slice(0, 200)}`).toBe(301);
        expect(old.headers.location).toBe(`/${kind}/${current}`);
        expect((await pageServer.inject({ url: `/${kind}/${current}` })).statusCode).toBe(200);
      }
      expect((await pageServer.inject({ url: "/boat/never-was-a-boat" })).statusCode).toBe(404);
    } finally {
      await pageServer.close();
    }
  });
});

describe(`the homepage on ${process.env.TEST_DB}`, () => {
  const cta = (title: string) => ({ title, text: "Go", linkLabel: "See", href: "/trip-schedules" });

  it("is made once, changed with a new hero picture, and loses items by index; the visitor's call follows", async () => {
    expect((await h.app.inject({ url: "/api/v1/homepage" })).statusCode).toBe(404); // none yet
    const created = await createdBy("/home/new", {
      heroTitle: "Dive the Andaman Sea",
      heroSubtitle: "Liveaboards from Phuket",
      parallax: JSON.stringify([{ title: "Mantas", text: "At Koh Bon" }]),
      callToAction: JSON.stringify([cta("Trips"), cta("Courses")]),
    });
    expect(created.homepage.hero.title).toBe("Dive the Andaman Sea");
    expect((await form("POST", "/home/new", { heroTitle: "Again" })).statusCode).toBe(400);

    const hero = new FormData();
    hero.append("heroTitle", "Whale sharks at Richelieu Rock");
    hero.append("heroImageAlt", "A whale shark");
    hero.append("heroImage", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "hero.png");
    const changed = await h.app.inject({
      method: "PUT",
      url: "/api/v1/admin/home/1",
      headers: { cookie },
      body: hero,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().homepage.hero).toMatchObject({
      title: "Whale sharks at Richelieu Rock",
      subtitle: "Liveaboards from Phuket",
      image: { alt: "A whale shark" },
    });

    const removed = await form("DELETE", "/home/callToAction?id=1&index=0");
    expect(removed.statusCode, removed.body).toBe(200);
    const visitor = (await h.app.inject({ url: "/api/v1/homepage" })).json().homepage;
    expect(visitor.callToAction.map((item: { title: string }) => item.title)).toEqual(["Courses"]);
    expect(visitor.hero.title).toBe("Whale sharks at Richelieu Rock");
    expect((await form("DELETE", "/home/parallax?id=1&index=3")).statusCode).toBe(400);
    expect((await form("DELETE", "/home/parallax?id=1&index=0")).statusCode).toBe(200);
    expect((await form("PUT", "/home/2", { heroTitle: "X" })).statusCode).toBe(404);
    const badLink = await form("PUT", "/home/1", {
      callToAction: JSON.stringify([{ ...cta("Bad"), href: "javascript:alert(1)" }]),
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toMatch(/path on this site|https/);
  });

  it("takes hero slides like a gallery; a parallax section may show a slide, which outlives the slide's delete", async () => {
    const ids = (home: { images: { id: string }[] }) => home.images.map((image) => image.id);
    const added = await withImages(
      "PUT",
      "/home/1",
      { imageAlts: JSON.stringify(["Reef at dawn", "Boat at anchor"]) },
      [await pngBytes(), await pngBytes()],
    );
    expect(added.statusCode, added.body).toBe(200);
    const [reef, boat] = added.json().homepage.images;
    expect([reef.alt, boat.alt]).toEqual(["Reef at dawn", "Boat at anchor"]);

    // Reordered and re-described, plus one more at the end; a parallax section shows the reef.
    const third = await withImages(
      "PUT",
      "/home/1",
      {
        imageOrder: JSON.stringify([boat.id, reef.id]),
        savedImageAlts: JSON.stringify([{ id: reef.id, alt: "Coral reef at dawn" }]),
        imageAlts: JSON.stringify(["Mantas"]),
        parallax: JSON.stringify([{ title: "Reefs", text: "Hard corals", imageId: reef.id }]),
      },
      [await pngBytes()],
    );
    expect(third.statusCode, third.body).toBe(200);
    const home = third.json().homepage;
    expect(ids(home).slice(0, 2)).toEqual([boat.id, reef.id]);
    expect(home.images[1].alt).toBe("Coral reef at dawn");
    expect(home.images).toHaveLength(3);
    expect(home.parallax[0].image.id).toBe(reef.id);

    // Bad input changes nothing.
    const before = (await h.app.inject({ url: "/api/v1/homepage" })).json().homepage;
    const refusals: Record<string, string>[] = [
      { imageOrder: JSON.stringify([boat.id]) },
      { savedImageAlts: JSON.stringify([{ id: "nope", alt: "x" }]) },
      { parallax: JSON.stringify([{ title: "X", text: "", imageId: "nope" }]) },
    ];
    for (const fields of refusals) {
      const refused = await form("PUT", "/home/1", fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const noAlt = await withImages("PUT", "/home/1", {}, [await pngBytes()]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().field).toBe("imageAlts");
    const notImage = await withImages("PUT", "/home/1", { imageAlts: '["x"]' }, [
      new TextEncoder().encode("hi"),
    ]);
    expect(notImage.statusCode).toBe(400);
    expect((await h.app.inject({ url: "/api/v1/homepage" })).json().homepage).toEqual(before);

    const { removed, restore } = recordRemovals();
    try {
      // The reef slide goes, but the parallax section still shows it: the file stays.
      const gone = await form("DELETE", `/home/image?id=1&imgId=${reef.id}`);
      expect(gone.statusCode, gone.body).toBe(200);
      expect(ids(gone.json().homepage)).not.toContain(reef.id);
      expect(gone.json().homepage.parallax[0].image.id).toBe(reef.id);
      expect(removed).toEqual([]);
      // The boat slide goes with its file; the section's delete lets the reef go too.
      await form("DELETE", `/home/image?id=1&imgId=${boat.id}`);
      expect(removed).toEqual([boat.id]);
      await form("DELETE", "/home/parallax?id=1&index=0");
      expect(removed).toEqual([boat.id, reef.id]);
      expect((await form("DELETE", "/home/image?id=1&imgId=nope")).statusCode).toBe(404);
      expect((await form("DELETE", "/home/image?id=1")).statusCode).toBe(400);
    } finally {
      restore();
    }
  });
});

describe(`content changes are announced on ${process.env.TEST_DB}`, () => {
  it("show in the header's menu at once (the chrome's short-lived copy is dropped)", async () => {
    const menuBoats = async () =>
      ((await h.app.inject({ url: "/api/v1/site" })).json().menu.boats as { name: string }[]).map(
        (b) => b.name,
      );
    await menuBoats(); // warm the copy
    const name = unique("MV Menu");
    const { boat } = (await form("POST", "/boat/new", { name })).json();
    expect(await menuBoats()).toContain(name);
    await form("DELETE", `/boat/${boat.id}`);
    expect(await menuBoats()).not.toContain(name);
  });

  it("emits one change per successful write and none for a refused one", async () => {
    const seen: string[] = [];
    const off = h.services.contentEvents.on((change) => seen.push(change.kind));
    try {
      const { boat } = (await form("POST", "/boat/new", { name: unique("MV Events") })).json();
      await form("PUT", `/boat/${boat.id}`, { summary: "x" });
      await form("POST", "/boat/new", { summary: "no name" });
      await form("DELETE", `/boat/${boat.id}`);
      expect(seen).toEqual(["boat", "boat", "boat"]);
    } finally {
      off();
    }
  });
});

describe(`cabin type pictures on ${process.env.TEST_DB}`, () => {
  it("adds pictures to one cabin type, shows them on the public boat, deletes one; bad calls change nothing", async () => {
    const created = (await form("POST", "/boat/new", { name: unique("MV Cabin Pictures"), cabins })).json();
    const [master, quad] = created.boat.cabins as { id: string; images: unknown[] }[];
    expect(master!.images).toEqual([]);
    const where = `id=${created.boat.id}&cabinId=${master!.id}`;

    const added = await withImages(
      "POST",
      `/boat/cabin/images?${where}`,
      { imageAlts: JSON.stringify(["Twin berths", "The bathroom"]) },
      [await pngBytes(), await pngBytes(80, 60)],
    );
    expect(added.statusCode, added.body).toBe(200);
    const alts = (cabin: { images: { alt: string }[] }) => cabin.images.map((image) => image.alt);
    expect(alts(added.json().boat.cabins[0])).toEqual(["Twin berths", "The bathroom"]);
    expect(alts(added.json().boat.cabins[1])).toEqual([]);
    const visible = (await h.app.inject({ url: `/api/v1/boat/${created.boat.slug}` })).json().boat;
    expect(alts(visible.cabins[0])).toEqual(["Twin berths", "The bathroom"]);
    expect(visible.cabins[0].images[0].variants.length).toBeGreaterThan(0);

    // Refused, naming the field: no alt text, no file, a cabin of another boat, an id that is not one.
    const noAlt = await withImages("POST", `/boat/cabin/images?${where}`, {}, [await pngBytes()]);
    expect([noAlt.statusCode, noAlt.json().field]).toEqual([400, "imageAlts"]);
    const noFile = await withImages("POST", `/boat/cabin/images?${where}`, { imageAlts: "[]" }, []);
    expect([noFile.statusCode, noFile.json().field]).toEqual([400, "images"]);
    const other = (await form("POST", "/boat/new", { name: unique("MV Other"), cabins })).json().boat;
    const foreign = await withImages(
      "POST",
      `/boat/cabin/images?id=${created.boat.id}&cabinId=${other.cabins[0].id}`,
      { imageAlts: JSON.stringify(["x"]) },
      [await pngBytes()],
    );
    expect(foreign.statusCode).toBe(404);
    const badId = await form("DELETE", `/boat/cabin/image?id=${created.boat.id}&cabinId=nope&imgId=x`);
    expect([badId.statusCode, badId.json().field]).toEqual([400, "cabinId"]);

    const recorder = recordRemovals();
    try {
      const [first, second] = added.json().boat.cabins[0].images as { id: string }[];
      const deleted = await form("DELETE", `/boat/cabin/image?${where}&imgId=${first!.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().boat.cabins[0].images.map((image: { id: string }) => image.id)).toEqual([
        second!.id,
      ]);
      expect(recorder.removed).toEqual([first!.id]);
      expect((await form("DELETE", `/boat/cabin/image?${where}&imgId=${first!.id}`)).statusCode).toBe(404);
    } finally {
      recorder.restore();
    }
    const [row] = await h.database.db.select().from(cabinTypes).where(eq(cabinTypes.id, quad!.id));
    expect(row!.images).toEqual([]);
  });

  it("removes a cabin type's picture files when the cabin type or its boat goes", async () => {
    const created = (await form("POST", "/boat/new", { name: unique("MV Cabin Files"), cabins })).json();
    const boatId = created.boat.id as string;
    const picture = async (cabinId: string, alt: string) => {
      const answer = await withImages(
        "POST",
        `/boat/cabin/images?id=${boatId}&cabinId=${cabinId}`,
        { imageAlts: JSON.stringify([alt]) },
        [await pngBytes()],
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const cabin = (answer.json().boat.cabins as { id: string; images: { id: string }[] }[]).find(
        (candidate) => candidate.id === cabinId,
      );
      return cabin!.images[0]!.id;
    };
    const [master, quad] = created.boat.cabins as { id: string; name: string }[];
    const masterPicture = await picture(master!.id, "Master berth");
    const quadPicture = await picture(quad!.id, "Quad berths");

    const recorder = recordRemovals();
    try {
      // The boat form's list without the quad cabin deletes that cabin type, and its picture's files.
      const kept = JSON.stringify([
        { id: master!.id, name: master!.name, spaces: 2, cabinCount: 2, price: 42500 },
      ]);
      expect((await form("PUT", `/boat/${boatId}`, { cabins: kept })).statusCode).toBe(200);
      expect(recorder.removed).toEqual([quadPicture]);

      // A new cabin type with a picture, deleted by its place.
      const more = JSON.stringify([
        { id: master!.id, name: master!.name, spaces: 2, cabinCount: 2, price: 42500 },
        { name: "Single cabin", spaces: 1, cabinCount: 1, price: 50000 },
      ]);
      const single = (await form("PUT", `/boat/${boatId}`, { cabins: more })).json().boat.cabins[1];
      const singlePicture = await picture(single.id, "Single berth");
      expect((await form("DELETE", `/boat/cabin?id=${boatId}&cabinIndex=1`)).statusCode).toBe(200);
      expect(recorder.removed).toEqual([quadPicture, singlePicture]);

      // The boat itself: the remaining cabin type's picture goes with it.
      expect((await form("DELETE", `/boat/${boatId}`)).statusCode).toBe(200);
      expect(recorder.removed).toEqual([quadPicture, singlePicture, masterPicture]);
    } finally {
      recorder.restore();
    }
  });
});
