/**
 * The operator's dashboard: an admin records a bank transfer on a customer's booking and the
 * dashboard's "Received today" grows by that amount; the charts draw (their library loaded on demand)
 * with their tables; axe finds nothing and nothing scrolls sideways at 375 and 1440 px.
 */
import type { Page } from "@playwright/test";
import { adminAt } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { registerCustomer, roomiestDeparture } from "./site.ts";

/** The amount a figure shows, in THB ("THB 12,000" → 12000). */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole("link", { name: new RegExp(`^${label}`) })
    .locator(".dashboard-figure-value")
    .innerText();
  return Number(text.replace(/[^\d.]/g, ""));
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `/admin/dashboard at ${width} px`).toBeLessThanOrEqual(clientWidth);
}

test("the dashboard shows a payment just recorded; its charts draw with their tables", async ({
  page,
  request: customer,
}) => {
  test.setTimeout(120_000);
  const user = await registerCustomer(customer, "Dana");
  const { trip, cabin } = await roomiestDeparture(customer);
  const booked = await customer.post("/api/v1/booking/new", {
    data: { tripId: trip.id, guestArray: [{ cabinId: cabin.cabinId, name: `Dana ${user.lastName}` }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).booking as { id: string; deposit: number };

  await adminAt(page, { width: 1440, height: 900 });
  await page.goto("/admin/dashboard");
  // The greeting names the signed-in admin in full, as their account has it.
  const me = (await (await page.request.get("/api/v1/me")).json()).user as {
    firstName: string;
    lastName: string;
  };
  await expect(page.locator(".admin-page-summary")).toContainText(
    `Welcome back, ${me.firstName} ${me.lastName}.`,
  );
  const before = await figure(page, "Received today");

  await page.goto(`/admin/booking/${booking.id}`);
  await page.getByLabel("Amount received (THB)").fill(String(booking.deposit));
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment recorded." })).toBeVisible();

  await page.goto("/admin/dashboard");
  // Other tests may record payments meanwhile: at least this one is there.
  expect(await figure(page, "Received today")).toBeGreaterThanOrEqual(before + booking.deposit);
  await expect(page.getByRole("link", { name: /^Received today/ })).toHaveAttribute(
    "href",
    "/admin/bookings",
  );
  await expect(page.getByRole("link", { name: /^Reviews waiting for approval/ })).toHaveAttribute(
    "href",
    "/admin/reviews?status=pending",
  );
  // Both charts draw on a canvas, and each has its table.
  await expect(page.locator(".dashboard-chart canvas")).toHaveCount(2);
  await page.getByText("Money received by month", { exact: false }).first().waitFor();
  await page.locator(".dashboard-chart-table summary").first().click();
  await expect(page.getByRole("table", { name: "Money received by month" })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/dashboard at 1440 px");
  await expectNoSidewaysScroll(page, 1440);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/dashboard");
  await expect(page.locator(".dashboard-chart canvas")).toHaveCount(2);
  await expectNoAxeViolations(page, "/admin/dashboard at 375 px");
  await expectNoSidewaysScroll(page, 375);
});
