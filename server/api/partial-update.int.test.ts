/**
 * Every admin PUT of the API changes only the fields it receives. The admin screens send every field,
 * but outside clients send one: a departure's title alone must not put the boat's default cabins,
 * prices and spaces back. Each resource is read before and after a one-field PUT, and everything but
 * that field (and the time of the change) must be as it was. (A new name without a slug also moves the
 * address, by design: the slug follows the name and the old one redirects; docs/api.md.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiHarness,
  apiCall,
  insertUser,
  signedInUser,
  startApi,
} from "../../tests/support/api-harness.ts";
import { makeBoat, makeCategory, makeDiveSite } from "../../tests/support/factories.ts";

let h: ApiHarness;
let admin: string;

beforeAll(async () => {
  ({ h, admin } = await startApi());
});

afterAll(async () => {
  await h.close();
});

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const response = await apiCall(h, admin, method, `/admin${url}`, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A form-urlencoded call, as the catalogue's calls are made (spec §7). */
async function form(method: "POST" | "PUT", url: string, fields: Record<string, string>) {
  const response = await h.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** The record without the field the PUT changed and the bookkeeping times. */
function rest(record: Record<string, unknown>, changed: string) {
  const { [changed]: _changed, updatedAt: _updated, ...others } = record;
  return others;
}

describe("an admin PUT with one field keeps every other field", () => {
  it("a departure keeps its own cabins, prices, spaces, dive sites and fees", async () => {
    const boat = await makeBoat(h.database.db, { name: "MV Partial" }, [
      { name: "Twin", spaces: 2, cabinCount: 4, price: 1_000_000 },
      { name: "Suite", spaces: 2, cabinCount: 1, price: 1_500_000 },
    ]);
    const site = await makeDiveSite(h.database.db, { name: "Partial Rock" });
    const before = await call("GET", `/boat/${boat.id}`);
    const [twin, suite] = before.boat.cabins as { id: string }[];
    const { trip } = await call("POST", "/trip/new", {
      boatId: boat.id,
      departure: "2026-12-03",
      returnDate: "2026-12-07",
      title: "Before",
      itinerary: "Day 1",
      diveSiteIds: [site.id],
      discount: 10,
      fees: 1700,
      dives: 12,
      crewNotes: "Vegetarian cook on board",
      cabins: [
        { cabinId: suite!.id, price: 20_000, spaces: 5 },
        { cabinId: twin!.id, price: 12_000, spaces: 6 },
      ],
    });
    const changed = await call("PUT", `/trip/${trip.id}`, { title: "After" });
    expect(changed.trip.title).toBe("After");
    const read = (await call("GET", `/trip/${trip.id}`)).trip;
    expect(rest(read, "title")).toEqual(rest(trip, "title"));
    expect(read.cabins.map((c: { price: number; spaces: number }) => [c.price, c.spaces])).toEqual([
      [20_000, 5],
      [12_000, 6],
    ]);
  });

  /** A catalogue record made through its form, then one field of it sent alone. */
  type OneFieldPut = {
    test: string;
    /** The record's name in the API's answers, and its address. */
    key: string;
    path: string;
    fields: Record<string, string> | (() => Promise<Record<string, string>>);
    field: string;
    sent: string;
    /** What the field reads back as, when not the text sent. */
    stored?: unknown;
  };
  const catalogue: OneFieldPut[] = [
    {
      test: "a boat keeps its cabins, details and description",
      key: "boat",
      path: "/boat",
      fields: {
        name: "MV Keep",
        summary: "A summary",
        description: "<p>Teak decks</p>",
        details: JSON.stringify([{ title: "Length", text: "32 m" }]),
        cabins: JSON.stringify([{ name: "Twin", spaces: 2, cabinCount: 3, price: 9_000 }]),
      },
      field: "summary",
      sent: "Changed",
    },
    {
      test: "a dive site keeps its depths, features and description",
      key: "diveSite",
      path: "/dive-site",
      fields: {
        name: "Keep Reef",
        region: "Similan",
        level: "Advanced",
        minDepthM: "5",
        maxDepthM: "35",
        description: "<p>Mantas</p>",
        features: JSON.stringify([{ title: "Current", text: "Strong" }]),
      },
      field: "level",
      sent: "All levels",
    },
    {
      test: "a course keeps its price, duration, minimum age and features",
      key: "course",
      path: "/course",
      fields: {
        name: "Keep Course",
        price: "15000",
        durationDays: "4",
        minimumAge: "12",
        prerequisites: "None",
        features: JSON.stringify([{ title: "Dives", text: "Four" }]),
      },
      field: "summary",
      sent: "Now with a summary",
    },
    {
      test: "a page keeps its body, list items, category and position",
      key: "page",
      path: "/page",
      fields: async () => ({
        title: "Keep Page",
        body: "<p>Body</p>",
        listItems: JSON.stringify([{ title: "One", text: "First" }]),
        categoryId: (await makeCategory(h.database.db, { name: "Keep Category" })).id,
        position: "2",
      }),
      field: "body",
      sent: "<p>New body</p>",
    },
    {
      test: "a category keeps its slug, placement and position",
      key: "category",
      path: "/category",
      fields: { name: "Keep Me", placement: "footer", position: "3" },
      field: "position",
      sent: "7",
      stored: 7,
    },
  ];

  it.each(catalogue)("$test", async ({ key, path, fields, field, sent, stored = sent }) => {
    const made = (await form("POST", `${path}/new`, typeof fields === "function" ? await fields() : fields))[
      key
    ];
    await form("PUT", `${path}/${made.id}`, { [field]: sent });
    const read = (await call("GET", `${path}/${made.id}`))[key];
    expect(read[field]).toBe(stored);
    expect(rest(read, field)).toEqual(rest(made, field));
  });

  it("a user keeps their names, country and phone when only the role changes", async () => {
    const user = await insertUser(h);
    const before = (await call("GET", `/user/${user.id}`)).user;
    await call("PUT", `/user/${user.id}`, { role: "agent" });
    const read = (await call("GET", `/user/${user.id}`)).user;
    expect(read.role).toBe("agent");
    expect(rest(read, "role")).toEqual(rest(before, "role"));
  });

  it("the rentals keep the prices and names a change leaves out", async () => {
    const before = (await call("GET", "/rentals")).rentals as { id: string; available: boolean }[];
    expect(before.length).toBeGreaterThan(0);
    const first = before[0]!;
    await call("PUT", "/rentals", { rentals: [{ id: first.id, available: !first.available }] });
    const after = (await call("GET", "/rentals")).rentals as { id: string; available: boolean }[];
    expect(after.find((r) => r.id === first.id)!.available).toBe(!first.available);
    expect(after.map((r) => rest(r, "available"))).toEqual(before.map((r) => rest(r, "available")));
  });

  it("the homepage keeps its subtitle, parallax and call-to-action items", async () => {
    const before = (
      await form("POST", "/home/new", {
        heroTitle: "Dive the Andaman Sea",
        heroSubtitle: "Liveaboards from Phuket",
        intro: "Welcome aboard",
        parallax: JSON.stringify([{ title: "Mantas", text: "At Koh Bon" }]),
        callToAction: JSON.stringify([
          { title: "Trips", text: "Go", linkLabel: "See", href: "/trip-schedules" },
        ]),
      })
    ).homepage;
    await form("PUT", "/home/1", { heroTitle: "Whale sharks" });
    const read = (await h.app.inject({ url: "/api/v1/homepage" })).json().homepage;
    expect(read.hero.title).toBe("Whale sharks");
    expect({ ...read, hero: rest(read.hero, "title") }).toEqual({
      ...before,
      hero: rest(before.hero, "title"),
      updatedAt: read.updatedAt,
    });
  });

  it("a booking keeps its guests' names and lead guest when only the flag is cleared", async () => {
    const boat = await makeBoat(h.database.db, { name: "MV Booked" }, [
      { name: "Twin", spaces: 2, cabinCount: 2, price: 2_000_000 },
    ]);
    const cabinId = (await call("GET", `/boat/${boat.id}`)).boat.cabins[0].id as string;
    const { trip } = await call("POST", "/trip/new", {
      boatId: boat.id,
      departure: "2027-03-04",
      returnDate: "2027-03-07",
      title: "Booked trip",
    });
    const { cookie } = await signedInUser(h);
    const placed = await apiCall(h, cookie, "POST", "/booking/new", {
      tripId: trip.id,
      guestArray: [
        { cabinId, name: "Ann Diver" },
        { cabinId, name: "Bo Diver" },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().booking.id as string;
    const before = (await call("GET", `/booking/${id}`)).booking;
    await call("PUT", `/booking/${id}`, { clearFlag: true });
    expect((await call("GET", `/booking/${id}`)).booking).toEqual(before);
  });
});
