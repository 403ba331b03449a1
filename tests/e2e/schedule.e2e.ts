/**
 * The schedule (/trip-schedules) at a phone's and a desktop's width: it opens on the first month that
 * has a departure, one row per departure with the boat's picture, dates, nights, price from, spaces left
 * and a Book link that opens the departure; the month as a calendar with each departure on its day; the
 * next month by its link, with and without JavaScript; no season tab without departures and no month
 * before the first departure the API offers (the API lists only departures after the server's today).
 * The departure's page shows the boat's pictures and its cabins. axe on each view.
 *
 * Departures are found through the API (by id, never by their position on the page), since other
 * journeys add and book departures on the same server.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { dateRange, monthLabel, priceLabel, spacesText } from "../../app/lib/trip-format.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** A departure as the API answers it (amounts in THB). */
type ApiTrip = {
  id: string;
  departure: string;
  returnDate: string;
  nights: number;
  discount: number;
  priceFrom: number;
  spacesLeft: number;
  boat: { name: string };
  cabins: { name: string }[];
};
type ApiList = {
  trips: ApiTrip[];
  filteredTripsCount: number;
  seasonOne: { label: string };
  seasonTwo: { label: string };
  seasonThree: { label: string };
};

const trips = async (request: APIRequestContext, query = ""): Promise<ApiList> =>
  (await request.get(`/api/v1/trips${query}`)).json() as Promise<ApiList>;

const rowOf = (page: Page, trip: ApiTrip) =>
  page.locator(".schedule-row").filter({ has: page.locator(`a[href="/trip/${trip.id}"].schedule-book`) });

for (const width of [375, 1440]) {
  test(`schedule at ${width} px: rows, Book, calendar, next month, seasons; the trip's pictures`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // The first departure the API offers is the earliest after the server's today.
    const all = await trips(request);
    const first = all.trips[0]!;
    const month = first.departure.slice(0, 7);

    await page.goto("/trip-schedules");
    await expect(page.getByRole("heading", { name: `Departures in ${monthLabel(month)}` })).toBeVisible();
    const inMonth = await trips(request, `?month=${month}`);
    const rows = page.locator(".schedule-row");
    // Only this month's departures are on the page (at least the ones the API listed a moment ago).
    expect(await rows.count()).toBeGreaterThanOrEqual(inMonth.filteredTripsCount);
    for (const trip of inMonth.trips) await expect(rowOf(page, trip)).toHaveCount(1);

    // Every row: a picture, dates, nights, price from, spaces left and a Book link to its departure.
    const row = rowOf(page, first);
    await expect(row.locator(".schedule-row-picture img")).toHaveAttribute("src", /\/uploads\//);
    expect(
      await row.locator(".schedule-row-picture img").evaluate((img: HTMLImageElement) => img.width),
    ).toBeGreaterThan(40);
    await expect(row.getByRole("heading", { level: 3 })).toHaveText(
      dateRange(first.departure, first.returnDate),
    );
    await expect(row).toContainText(`${first.nights} nights`);
    await expect(row).toContainText(first.boat.name);
    await expect(row.locator(".trip-price")).toHaveText(
      priceLabel(Math.round(first.priceFrom * 100), first.discount).now,
    );
    await expect(row.locator(".trip-availability")).toHaveText(
      first.spacesLeft <= 0 ? "Sold out" : first.spacesLeft <= 3 ? "Few left" : spacesText(first.spacesLeft),
    );
    for (const each of await rows.all()) {
      await expect(each.locator(".schedule-row-picture img")).toHaveCount(1);
      await expect(each.getByRole("link", { name: /^Book/ })).toHaveAttribute(
        "href",
        /^\/trip\/[0-9a-f-]{36}$/,
      );
    }
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `/trip-schedules at ${width} px`);

    // No season tab without departures; no month before the first departure offered.
    const tabs = page.getByRole("navigation", { name: "Seasons" }).getByRole("link");
    for (const tab of await tabs.all()) {
      await expect(tab).not.toContainText(/\b0 departures/);
      const label = /Season (\d{4}\/\d{2})/.exec((await tab.textContent()) ?? "")![1]!;
      expect(
        (await trips(request, `?season=${encodeURIComponent(label)}`)).filteredTripsCount,
      ).toBeGreaterThan(0);
    }
    const offeredMonths = await page
      .getByLabel("Month")
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offeredMonths.length).toBeGreaterThan(0);
    for (const offered of offeredMonths) expect(offered >= month, `month ${offered}`).toBe(true);
    const monthLinks = page.getByRole("navigation", { name: /^Months of season/ }).getByRole("link");
    for (const link of await monthLinks.all())
      expect(/month=(\d{4}-\d{2})/.exec((await link.getAttribute("href")) ?? "")![1]! >= month).toBe(true);

    // The calendar: each departure of the month on its day.
    const rowCount = await rows.count();
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page).toHaveURL(/view=calendar/);
    for (const trip of inMonth.trips) {
      const day = page.locator(`td[data-day="${trip.departure}"]`);
      await expect(day.locator(`a[href="/trip/${trip.id}"]`)).toContainText(trip.boat.name);
    }
    await expect(page.locator(".schedule-calendar a[href^='/trip/']")).toHaveCount(rowCount);
    await expectNoAxeViolations(page, `/trip-schedules calendar at ${width} px`);
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).not.toHaveURL(/view=calendar/);

    // The next month is a link away.
    const next = page.getByRole("link", { name: /^Next: / });
    if ((await next.count()) > 0) {
      const nextMonth = /month=(\d{4}-\d{2})/.exec((await next.getAttribute("href")) ?? "")![1]!;
      expect(nextMonth > month).toBe(true);
      await next.click();
      await expect(
        page.getByRole("heading", { name: `Departures in ${monthLabel(nextMonth)}` }),
      ).toBeVisible();
      const later = await trips(request, `?month=${nextMonth}`);
      await expect(rowOf(page, later.trips[0]!)).toHaveCount(1);
      await expect(page.getByRole("link", { name: /^Earlier: / })).toHaveAttribute(
        "href",
        new RegExp(`month=${month}`),
      );
      await page.getByRole("link", { name: /^Earlier: / }).click();
      await expect(page.getByRole("heading", { name: `Departures in ${monthLabel(month)}` })).toBeVisible();
    }

    // Book opens the departure, which shows the boat's pictures and its cabins.
    await rowOf(page, first).getByRole("link", { name: /^Book/ }).click();
    await expect(page).toHaveURL(`/trip/${first.id}`);
    await expect(page.locator(".page-hero-image")).toHaveAttribute("src", /\/uploads\//);
    const gallery = page.getByRole("region", { name: `${first.boat.name} in pictures` });
    await expect(gallery.locator("img").first()).toHaveAttribute("src", /\/uploads\//);
    const cabins = page.getByRole("region", { name: `The cabins on ${first.boat.name}` });
    await expect(cabins.getByRole("img", { name: /berth/ }).first()).toBeVisible();
    await expect(cabins.getByRole("heading", { level: 3 })).toHaveText(
      first.cabins.map((cabin) => cabin.name),
    );
    await expectNoAxeViolations(page, `/trip/{id} at ${width} px`);
  });
}

test("without JavaScript the schedule's months, calendar and Book links work", async ({
  browser,
  request,
}) => {
  const all = await trips(request);
  const first = all.trips[0]!;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/trip-schedules");
  await expect(
    page.getByRole("heading", { name: `Departures in ${monthLabel(first.departure.slice(0, 7))}` }),
  ).toBeVisible();
  const next = page.getByRole("link", { name: /^Next: / });
  if ((await next.count()) > 0) {
    const label = ((await next.textContent()) ?? "").replace(/^Next: /, "");
    await next.click();
    await expect(page.getByRole("heading", { name: `Departures in ${label}` })).toBeVisible();
    await page.getByRole("link", { name: /^Earlier: / }).click();
  }
  await page.getByRole("link", { name: "Calendar", exact: true }).click();
  await expect(page.locator(`td[data-day="${first.departure}"] a[href="/trip/${first.id}"]`)).toBeVisible();
  await page.getByRole("link", { name: "List", exact: true }).click();
  await rowOf(page, first).getByRole("link", { name: /^Book/ }).click();
  await expect(page).toHaveURL(`/trip/${first.id}`);
  await context.close();
});
