/**
 * The account and admin screens at a phone's width (375 px) and a desktop's (1440 px), for a guest whose
 * first and last names are 60 characters each: no sideways scrolling, tables shown as stacked cards on
 * the phone (each cell named by its column), long names wrapped in the profile panel and the account
 * menu, no native select that cuts its text, and no axe violation on any admin screen at 375 px. Then
 * the copy: the home page names the trips' nights as they are sold, the dashboard greets the operator
 * by name, an alert covers no page title, and a Save button that waits says why.
 *
 * The administrator's browser gets the session the "setup" project saved (tests/e2e/admin-session.ts).
 */
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { nightsOnSaleText } from "../../core/trips/nights-on-sale.ts";
import { ADMIN_ROUTES, adminScreens, catalogIds } from "./admin-screens.ts";
import { addAdminSession, adminAt, adminStateFile } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, test as base } from "./fixtures.ts";
import { makeBooking, registerCustomer } from "./site.ts";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** Names of 60 characters without a space, the hardest case for a line to break. */
const LONG_FIRST = "Maximiliana".padEnd(60, "x");
const LONG_LAST = "Featherstonehaugh".padEnd(60, "y");

type LongGuest = {
  email: string;
  userId: string;
  bookingId: string;
  tripId: string;
  /** Signed-in cookies of the guest, for a browser context of their own. */
  storage: Awaited<ReturnType<APIRequestContext["storageState"]>>;
};

let guestOnce: Promise<LongGuest> | undefined;
/** A guest with the long names and one booking, made once per worker. */
function longGuest(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<LongGuest> {
  guestOnce ??= (async () => {
    const request = await playwright.request.newContext({ baseURL });
    const user = await registerCustomer(request, LONG_FIRST, LONG_LAST);
    const { bookingId, tripId } = await makeBooking(request);
    const me = (await (await request.get("/api/v1/me")).json()) as { user: { id: string } };
    const storage = await request.storageState();
    await request.dispose();
    return { email: user.email, userId: me.user.id, bookingId, tripId, storage };
  })();
  return guestOnce;
}

/** The journeys of this file: a test that names `guest` gets the long-named guest of its worker. */
const test = base.extend<{ guest: LongGuest }>({
  guest: async ({ playwright, baseURL }, provide) => {
    await provide(await longGuest(playwright, baseURL!));
  },
});

/** The page's width against the viewport's: nothing scrolls sideways (a failure names what sticks out). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, outside } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // The innermost elements that end past the screen's right edge: what makes the page wider.
    const outside = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > innerWidth + 0.5),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside };
  });
  expect.soft(scrollWidth, `${where}: page width (${outside.join(" | ")})`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every visible native select whose chosen option's text is wider than the select's content box (the
 * text is cut): the text measured in the select's own font.
 */
async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll("select")]
      .filter((select) => select.getClientRects().length > 0)
      .flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? "";
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = context.measureText(text).width;
        return width > room + 0.5 ? [`${select.name || select.id}: "${text}" ${width} px in ${room} px`] : [];
      });
  });
}

/** How the page's card-pattern tables are laid out: "block" (cards) or "table" for each. */
async function tableDisplays(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".table-cards > table")]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => getComputedStyle(table).display),
  );
}

/** At the phone's width every table is cards: rows are blocks, the column heads out of sight. */
async function expectTablesAsCards(page: Page, where: string) {
  const displays = await tableDisplays(page);
  expect(
    displays.every((display) => display === "block"),
    `${where}: tables as cards`,
  ).toBe(true);
  const labelled = await page.evaluate(() =>
    [...document.querySelectorAll(".table-cards > table > tbody > tr > td[data-label]")]
      .filter((cell) => cell.getClientRects().length > 0)
      .every((cell) => getComputedStyle(cell, "::before").content.includes(cell.getAttribute("data-label")!)),
  );
  expect.soft(labelled, `${where}: each card line names its column`).toBe(true);
}

async function checkAtBothWidths(page: Page, where: string, { axe }: { axe: boolean }) {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${where} at 375 px`);
  await expectTablesAsCards(page, `${where} at 375 px`);
  expect.soft(await cutSelects(page), `${where} at 375 px: selects`).toEqual([]);
  if (axe) expect.soft(await axeViolations(page), `${where} at 375 px`).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page, `${where} at 1440 px`);
  expect.soft(await cutSelects(page), `${where} at 1440 px: selects`).toEqual([]);
}

async function guestPage(browser: Browser, baseURL: string, guest: LongGuest): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: guest.storage, viewport: PHONE });
  return hydratingOnNavigation(await context.newPage());
}

test("a guest with 60-character names: account screens fit 375 and 1440 px, tables are cards on the phone", async ({
  browser,
  baseURL,
  guest,
}) => {
  test.setTimeout(90_000);
  const page = await guestPage(browser, baseURL!, guest);
  const id = guest.bookingId;
  for (const path of [
    "/bookings/me",
    `/booking/${id}`,
    `/final-details/${id}`,
    `/deferred-payment/${id}`,
    `/payment?booking=${id}`,
    `/success/${id}`,
    "/information",
  ]) {
    await test.step(path, async () => {
      await page.setViewportSize(PHONE);
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await checkAtBothWidths(page, path, { axe: false });
    });
  }

  // My bookings at 375 px: the booking is a card whose "Pay now" and status are on the screen.
  await page.setViewportSize(PHONE);
  await page.goto("/bookings/me");
  expect(await tableDisplays(page)).toContain("block");
  const payNow = page.getByRole("link", { name: "Pay now" }).first();
  await expect(payNow).toBeVisible();
  const box = (await payNow.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
  expect(await tableDisplays(page)).toContain("table");

  // The long name wraps in the header's account menu and in the profile panel.
  await page.setViewportSize(PHONE);
  const header = page.locator("header[data-sticky]");
  await header.getByRole("button", { name: /account$/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(await menu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.getByRole("menuitem", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Profile" });
  await expect(profile.getByText(guest.email)).toBeVisible();
  expect(
    await profile.evaluate((panel) => panel.scrollWidth <= panel.clientWidth),
    "the profile panel has no content wider than itself",
  ).toBe(true);
  await expectNoSidewaysScroll(page, "profile panel at 375 px");
  await page.context().close();
});

test("the trip page's cabin dropdown shows its whole text at 375 and 1440 px", async ({ page, guest }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/trip/${guest.tripId}`);
  await expect(page.getByLabel("Cabin type")).toBeVisible();
  expect(await cutSelects(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
  expect(await cutSelects(page)).toEqual([]);
});

/** The admin walk in three parts, shared by the browser workers. */
const PARTS = 3;
const GROUPS = Array.from({ length: PARTS }, (_, part) =>
  ADMIN_ROUTES.filter((_, index) => index % PARTS === part),
);

for (const [index, group] of GROUPS.entries()) {
  test(`admin screens ${index + 1}/${PARTS} fit 375 and 1440 px with a 60-character name, tables as cards and no axe violation at 375 px`, async ({
    page,
    context,
    playwright,
    baseURL,
    guest,
  }) => {
    test.setTimeout(240_000);
    const api = await playwright.request.newContext({ baseURL, storageState: adminStateFile });
    const mails = (await (await api.get("/api/v1/admin/mails")).json()).mails as { id: string }[];
    const catalog = { ...(await catalogIds(api)), "/admin/booking/:id": guest.bookingId };
    await api.dispose();
    await addAdminSession(context);
    const screens = adminScreens(group, { user: guest.userId, mail: mails[0]!.id, catalog });
    for (const { path } of screens) {
      await test.step(path, async () => {
        await page.setViewportSize(PHONE);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await checkAtBothWidths(page, path, { axe: true });
      });
    }
  });
}

test("the admin booking page at 375 px shows the guests as cards with roomy name fields", async ({
  page,
  guest,
}) => {
  await adminAt(page, PHONE);
  await page.goto(`/admin/booking/${guest.bookingId}`);
  const name = page.getByLabel("Guest 1 name");
  await expect(name).toBeVisible();
  const card = (await page.locator(".table-cards tbody tr").first().boundingBox())!;
  const field = (await name.boundingBox())!;
  // The field takes the card's line, under its column's name, not a squeezed column beside it.
  expect(field.width).toBeGreaterThan(card.width * 0.8);
  await expect(page.getByText(LONG_FIRST).first()).toBeVisible();
});

// ---- Copy ----

test("the home hero names the nights of the trips on sale", async ({ page, request }) => {
  const nights: number[] = [];
  for (let number = 1; ; number++) {
    const list = (await (await request.get(`/api/v1/trips?available=true&page=${number}`)).json()) as {
      trips: { nights: number }[];
    };
    nights.push(...list.trips.map((trip) => trip.nights));
    if (list.trips.length === 0 || number > 20) break;
  }
  const expected = nightsOnSaleText(nights);
  expect(expected, "the demo sells departures of several lengths").toMatch(/^\d- to \d-night trips$/);
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const hero = page.locator(".home-hero-content, .home-hero-facts");
  await expect(page.getByRole("list", { name: "At a glance" })).toContainText(expected!);
  await expect(hero.first()).not.toContainText(/four-night|five-day/i);
  await expectNoSidewaysScroll(page, "home at 375 px");
});

test("the dashboard greets the operator by name, never as 'Site'", async ({ page, context }) => {
  await addAdminSession(context);
  await page.goto("/admin/dashboard");
  await expect(page.getByText("Welcome back, Andaman Liveaboards Office.")).toBeVisible();
  const avatar = page.locator("header[data-sticky]").getByRole("button", { name: /account$/ });
  await expect(avatar).toHaveAccessibleName(/Andaman Liveaboards' account$/);
  await expect(page.locator("main")).not.toContainText(/\bSite\b/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the "User updated" alert covers neither the title nor the Save button`, async ({
    page,
    guest,
  }) => {
    await adminAt(page, viewport);
    await page.goto(`/admin/user/${guest.userId}`);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toContainText(LONG_FIRST);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await page.getByLabel("Phone / WhatsApp").fill(`+66 81 234 ${viewport.width}`);
    await save.click();
    const alert = page.getByRole("status").filter({ hasText: "User updated" });
    await expect(alert).toBeVisible();
    const alertBox = (await alert.boundingBox())!;
    for (const [name, covered] of [
      ["title", title],
      ["Save button", save],
      ["header", page.locator("header[data-sticky]")],
    ] as const) {
      const box = (await covered.boundingBox())!;
      const overlaps =
        alertBox.x < box.x + box.width &&
        box.x < alertBox.x + alertBox.width &&
        alertBox.y < box.y + box.height &&
        box.y < alertBox.y + alertBox.height;
      expect(overlaps, `the alert over the ${name}`).toBe(false);
    }
  });
}

test("a Save button that waits for alt text says why, tied to the button", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL, storageState: adminStateFile });
  const boatId = (await catalogIds(api))["/admin/boat/:id"]!;
  await api.dispose();
  await addAdminSession(context);
  await page.goto(`/admin/boat/${boatId}`);
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await page.getByLabel("Alt text of picture 1").fill("");
  const why = "Each picture needs its alt text (what it shows) before this can be saved.";
  await expect(page.getByText(why)).toBeVisible();
  await expect(save).toHaveAccessibleDescription(why);
  await page.getByLabel("Alt text of picture 1").fill("The boat at anchor");
  await expect(page.getByText(why)).toHaveCount(0);
  await expect(save).not.toHaveAttribute("aria-disabled", "true");
});
