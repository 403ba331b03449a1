/** What the browser tests need to know of the seeded site, read from its own API. */
import type { APIRequestContext, Page } from "@playwright/test";
import { demoBoats, demoCourses, demoDiveSites, demoPages } from "../../db/seed/demo-content.ts";
import { solveForTests } from "../../core/human-check/solve.ts";

export type SeededSite = {
  boats: { slug: string; name: string }[];
  diveSites: { slug: string; name: string }[];
  courses: { slug: string; name: string }[];
  pages: { slug: string; title: string; inFooter: boolean }[];
};

export async function seededSite(request: APIRequestContext): Promise<SeededSite> {
  const get = async (path: string) => (await request.get(path)).json();
  const [boats, diveSites, courses, pages, site] = await Promise.all([
    get("/api/v1/boats"),
    get("/api/v1/dive-sites"),
    get("/api/v1/courses"),
    get("/api/v1/pages"),
    get("/api/v1/site"),
  ]);
  // The footer lists the pages of the categories placed there (the site's chrome says which).
  const inFooter = new Set((site.footerPages as { slug: string }[]).map((page) => page.slug));
  return {
    boats: boats.boats,
    diveSites: diveSites.diveSites,
    courses: courses.courses,
    pages: (pages.pages as { slug: string; title: string }[]).map(({ slug, title }) => ({
      slug,
      title,
      inFooter: inFooter.has(slug),
    })),
  };
}

/**
 * The site the server seeds on its first start, known before any test runs (pages.e2e.ts checks the
 * server lists exactly this), so a test can be declared for each of its pages.
 */
export const demoSite: SeededSite = {
  boats: demoBoats.map(({ slug, name }) => ({ slug, name })),
  diveSites: demoDiveSites.map(({ slug, name }) => ({ slug, name })),
  courses: demoCourses.map(({ slug, name }) => ({ slug, name })),
  pages: demoPages.map(({ slug, title, category }) => ({ slug, title, inFooter: category === "footer" })),
};

/** The address and heading of every catalogue item and information page. */
export function namedPages(site: SeededSite): [path: string, name: string][] {
  return [
    ...site.boats.map((b): [string, string] => [`/boat/${b.slug}`, b.name]),
    ...site.diveSites.map((d): [string, string] => [`/dive-site/${d.slug}`, d.name]),
    ...site.courses.map((c): [string, string] => [`/course/${c.slug}`, c.name]),
    ...site.pages.map((p): [string, string] => [`/page/${p.slug}`, p.title]),
  ];
}

/** Every public path of the spec's route table that shows a screen without further input. */
export function publicPaths(site: SeededSite): string[] {
  return [
    "/",
    "/trip-schedules",
    "/trip-list",
    "/booking",
    "/services",
    "/course-booking",
    "/course-information",
    "/course-success",
    "/reviews",
    "/login",
    "/password/reset/some-token",
    ...site.boats.map((b) => `/boat/${b.slug}`),
    ...site.diveSites.map((d) => `/dive-site/${d.slug}`),
    ...site.courses.map((c) => `/course/${c.slug}`),
    ...site.pages.map((p) => `/page/${p.slug}`),
  ];
}

/**
 * A light public page (text, one small picture) for tests that need the site's chrome, panels or
 * alerts but not a particular page: the home page's pictures and carousel cost Chromium without a GPU
 * several times more to draw, and every test loads a page.
 */
export const LIGHT_PAGE = "/page/faq";

/**
 * The address a list of pages means by `wanted`: itself, or for "TRIP" the page of the first departure
 * `GET /api/v1/trips` lists (its id is made by the seed, so a list cannot spell it).
 */
export async function pagePath(request: APIRequestContext, wanted: string): Promise<string> {
  if (wanted !== "TRIP") return wanted;
  const list = (await (await request.get("/api/v1/trips")).json()) as { trips: { id: string }[] };
  return `/trip/${list.trips[0]!.id}`;
}

/** A departure as `GET /api/v1/trips` lists it (the fields the tests read). */
export type ListedTrip = {
  id: string;
  departure: string;
  discount: number;
  fees: number;
  cabins: { cabinId: string; price: number; spacesLeft: number }[];
};

/**
 * A seeded departure chosen by what it offers, not by where it falls in the schedule: of every
 * departure with room (all pages of `/api/v1/trips?available=true`) that `fits`, the cabin type with
 * the most spaces left, so that tests booking at the same time still find room in it.
 */
export async function roomiestDeparture(
  request: APIRequestContext,
  fits: (trip: ListedTrip) => boolean = () => true,
): Promise<{ trip: ListedTrip; cabin: ListedTrip["cabins"][number] }> {
  let best: { trip: ListedTrip; cabin: ListedTrip["cabins"][number] } | undefined;
  for (let page = 1; ; page++) {
    const list = (await (await request.get(`/api/v1/trips?available=true&page=${page}`)).json()) as {
      trips: ListedTrip[];
      filteredTripsCount: number;
      resPerPage: number;
    };
    for (const trip of list.trips.filter(fits)) {
      for (const cabin of trip.cabins) {
        if (!best || cabin.spacesLeft > best.cabin.spacesLeft) best = { trip, cabin };
      }
    }
    if (list.trips.length === 0 || page * list.resPerPage >= list.filteredTripsCount) break;
  }
  if (!best || best.cabin.spacesLeft === 0) throw new Error("no seeded departure with room fits");
  return best;
}

/**
 * A booking of one space on a seeded departure with room, made through the API by whoever `request` is
 * signed in as (screens that read a booking need a real one). Answers its id and its departure's.
 */
export async function makeBooking(
  request: APIRequestContext,
): Promise<{ bookingId: string; tripId: string }> {
  const list = (await (await request.get("/api/v1/trips?available=true&page=6")).json()) as {
    trips: { id: string; cabins: { cabinId: string; spacesLeft: number }[] }[];
  };
  const trip = list.trips.find((t) => t.cabins.some((c) => c.spacesLeft > 0));
  if (!trip) throw new Error("no seeded departure with a free space");
  const cabin = trip.cabins.find((c) => c.spacesLeft > 0)!;
  const response = await request.post("/api/v1/booking/new", {
    data: { tripId: trip.id, guestArray: [{ cabinId: cabin.cabinId }] },
  });
  if (response.status() !== 201)
    throw new Error(`booking refused: ${response.status()} ${await response.text()}`);
  return { bookingId: (await response.json()).booking.id, tripId: trip.id };
}

let customers = 0;

/**
 * Signs a new customer up through the API (the human check solved in Node); `request` is signed in as
 * them. The last name is made unique unless given.
 */
export async function registerCustomer(request: APIRequestContext, firstName = "Tara", lastName?: string) {
  const id = `${Date.now().toString(36)}${(customers++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const user = {
    title: "Ms",
    firstName,
    lastName: lastName ?? `Booker${id}`,
    email: `booker-${id}@e2e.test`,
    phone: "+66 81 234 5678",
    country: "Thailand",
    countryCode: "th",
    password: `blue-water-${id}`,
  };
  const challenge = await (await request.get("/api/v1/human-check/challenge")).json();
  const response = await request.post("/api/v1/register", {
    multipart: { user: JSON.stringify(user), key: await solveForTests(challenge) },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up refused: ${response.status()} ${await response.text()}`);
  return user;
}

/**
 * Puts `spaces` spaces of a departure's cabin type in the cart, as "Add to cart" does (the cart lives in
 * localStorage: the page must be on the site first).
 */
export async function putInCart(page: Page, tripId: string, cabinId: string, spaces: number) {
  await page.evaluate(
    (item) =>
      localStorage.setItem(
        "cart",
        JSON.stringify({ cartItems: [{ kind: "trip", ...item }], bookingInfo: null, courseInfo: null }),
      ),
    { tripId, cabinId, spaces },
  );
}

/**
 * Fills the offline provider's card form (app/components/test-card-form.tsx): the card number, an
 * expiry still to come and a CVC; the name on the card is the signed-in guest's already.
 */
export async function fillTestCard(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/40");
  await page.getByLabel("CVC").fill("123");
}

/**
 * Puts one departure's cabin (2 spaces) in the browser's stored cart and reloads the page, so the
 * header shows a cart; the ids need not exist, the header only counts the items.
 */
export async function withTripInCart(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify({
        cartItems: [
          {
            kind: "trip",
            tripId: "0b5e1c0a-7f43-4c1e-9a55-3b5c1d7e2f10",
            cabinId: "6d1f3a2b-2c4e-4b8a-8f0e-9a7b6c5d4e3f",
            spaces: 2,
          },
        ],
        bookingInfo: null,
        courseInfo: null,
      }),
    ),
  );
  await page.reload();
}
