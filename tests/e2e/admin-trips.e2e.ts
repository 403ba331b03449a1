/**
 * The admin's trip planner: a weekly series appears on the public schedule at once
 * (through the page cache); a departure's price changes on its public page; cancelling says how many
 * guests will be told; the rental price list saves. axe on every trip admin screen.
 */
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("an admin creates a weekly series; a visitor sees it on the schedule at once; price, cancel and rentals", async ({
  page,
  context,
  request: visitor,
}) => {
  test.setTimeout(120_000);
  // The third season has no departures yet: the visitor's schedule offers no tab for it (an empty
  // season is never offered) and is cached so first.
  const season = (await (await visitor.get("/api/v1/trips")).json()).seasonThree.label as string;
  const startYear = Number(season.slice(0, 4));
  const november = `/trip-schedules?season=${encodeURIComponent(season)}&month=${startYear}-11`;
  const before = await (await visitor.get(november)).text();
  expect(before).not.toContain(`Season ${season}`);
  expect(before).not.toContain("Planner test series");

  await addAdminSession(context);
  await page.goto("/admin/trips");
  await expectNoAxeViolations(page, "/admin/trips");
  await page.getByRole("link", { name: "New departure or weekly series" }).click();
  await expect(page).toHaveURL("/admin/trip");
  await expectNoAxeViolations(page, "/admin/trip");
  await page.getByLabel("Weekly series").check();
  await page.getByLabel("Boat").selectOption({ label: "MV Sea Mantra" });
  await page.getByLabel("Weekday").selectOption({ label: "Wednesday" });
  await page.getByLabel("From", { exact: true }).fill(`${startYear}-11-01`);
  await page.getByLabel("To", { exact: true }).fill(`${startYear}-11-30`);
  await page.getByLabel("Nights").fill("4");
  await page.getByLabel("Title", { exact: true }).fill("Planner test series");
  await page.getByRole("button", { name: "Create the series" }).click();
  await expect(page).toHaveURL(/\/admin\/trips\?boat=.*done=series-created&count=5/);
  // The list it lands on confirms what was made.
  await expect(
    page.getByRole("status").filter({ hasText: "Weekly series created: 5 departures" }),
  ).toBeVisible();

  const schedule = await (await visitor.get(november)).text();
  expect(schedule).toContain(`Season ${season}`);
  expect(schedule.match(/class="schedule-row-title">Planner test series/g)).toHaveLength(5);
  const api = (await (await visitor.get(`/api/v1/trips?season=${encodeURIComponent(season)}`)).json()) as {
    trips: { id: string; departure: string; cabins: { cabinId: string; price: number }[] }[];
  };
  expect(api.trips.map((t) => t.departure)).toEqual(
    ["01", "08", "15", "22", "29"].map((day) => `${startYear}-11-${day}`),
  );

  // The calendar shows them; one departure's price changes on its public page.
  await page.goto(`/admin/trips?view=calendar&month=${startYear}-11`);
  await expectNoAxeViolations(page, "/admin/trips calendar");
  await page
    .getByRole("link", { name: /MV Sea Mantra, 4 n/ })
    .first()
    .click();
  await expect(page).toHaveURL(`/admin/trip/${api.trips[0]!.id}`);
  await expectNoAxeViolations(page, "/admin/trip/{id}");
  const firstCabin = page.getByRole("spinbutton", { name: /price per guest/ }).first();
  await firstCabin.fill("40000");
  await page.getByRole("button", { name: "Save departure" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Departure saved." })).toBeVisible();
  const changed = (await (await visitor.get(`/api/v1/trip/${api.trips[0]!.id}`)).json()).trip;
  expect(changed.cabins[0].price).toBe(40000);

  // Cancelling asks first and says who will be told.
  await page.getByRole("button", { name: "Cancel departure" }).click();
  await expect(page.getByRole("alert")).toHaveText(/0 guests will be told by e-mail/);
  await page.getByRole("button", { name: "Yes, cancel the departure" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Departure cancelled" })).toBeVisible();
  expect((await visitor.get(`/api/v1/trip/${api.trips[0]!.id}`)).status()).toBe(404);

  // The rental price list.
  await page.goto("/admin/rentals");
  await expectNoAxeViolations(page, "/admin/rentals");
  const torch = page.getByLabel("Torch price per trip (THB)");
  const old = await torch.inputValue();
  await torch.fill("650");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rental prices saved." })).toBeVisible();
  const rentals = (await (await visitor.get("/api/v1/rentals")).json()).rentals as {
    id: string;
    price: number;
  }[];
  expect(rentals.find((r) => r.id === "torch")?.price).toBe(650);
  // The price put back. The first save's notice stays on screen through this one, so wait for this
  // save's own answer, then read the price back: the other journeys book rentals on the same server.
  await page.getByLabel("Torch price per trip (THB)").fill(old);
  const restored = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/rentals"),
  );
  await page.getByRole("button", { name: "Save prices" }).click();
  expect((await restored).status()).toBe(200);
  const after = (await (await visitor.get("/api/v1/rentals")).json()).rentals as {
    id: string;
    price: number;
  }[];
  expect(after.find((r) => r.id === "torch")?.price).toBe(Number(old));
});
