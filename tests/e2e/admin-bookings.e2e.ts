/**
 * Admin bookings: find a customer's booking, record a bank transfer (DEPOSIT PAID),
 * send the receipt again, download the departure's manifest, cancel another booking after the
 * confirmation. axe on both screens.
 */
import type { APIRequestContext } from "@playwright/test";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { registerCustomer } from "./site.ts";

/** A new customer, signed in on `request`, who books `guests` spaces of a departure with room. */
async function customerBooking(request: APIRequestContext, guests: number, page: number) {
  const user = await registerCustomer(request, "Otto");
  const id = user.lastName;
  const list = (await (await request.get(`/api/v1/trips?available=true&page=${page}`)).json()) as {
    trips: { id: string; cabins: { cabinId: string; spacesLeft: number }[] }[];
  };
  const trip = list.trips.find((t) => t.cabins.some((c) => c.spacesLeft >= guests))!;
  const cabin = trip.cabins.find((c) => c.spacesLeft >= guests)!;
  const booked = await request.post("/api/v1/booking/new", {
    data: {
      tripId: trip.id,
      guestArray: Array.from({ length: guests }, (_, i) => ({
        cabinId: cabin.cabinId,
        name: `Otto guest ${i + 1} ${id}`,
      })),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { user, tripId: trip.id, booking: (await booked.json()).booking as { id: string; deposit: number } };
}

test("an admin finds a booking, records a bank transfer, downloads the manifest and cancels another booking", async ({
  page,
  context,
  request: customer,
}) => {
  test.setTimeout(120_000);
  const first = await customerBooking(customer, 2, 4);
  const second = await customerBooking(customer, 1, 5);

  await addAdminSession(context);
  await page.goto("/admin/bookings");
  await page.getByLabel("Search").fill(first.user.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page, "/admin/bookings");
  await page.getByRole("link", { name: `${first.user.firstName} ${first.user.lastName}` }).click();
  await expect(page).toHaveURL(`/admin/booking/${first.booking.id}`);
  await expectNoAxeViolations(page, "/admin/booking/{id}");

  await page.getByLabel("Amount received (THB)").fill(String(first.booking.deposit));
  await page.getByLabel("Note").fill("Kasikorn ref 77812");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment recorded." })).toBeVisible();
  await expect(page.locator(".admin-page-summary .payment-status")).toHaveText("DEPOSIT PAID");
  await expect(page.getByRole("row").filter({ hasText: "Kasikorn ref 77812" })).toBeVisible();

  // The receipt goes again (the select offers it once something is paid); the outbox shows it.
  const resend = page.getByRole("form", { name: "Send an e-mail again" });
  await expect(resend.getByLabel("E-mail to the lead guest")).toHaveValue("payment-receipt");
  await resend.getByRole("button", { name: "Send again" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `E-mail sent again to ${first.user.email}` }),
  ).toBeVisible();
  const outbox = (await (
    await page.request.get(`/api/v1/admin/mails?search=${encodeURIComponent(first.user.email)}`)
  ).json()) as { mails: { kind: string }[] };
  expect(outbox.mails.filter((mail) => mail.kind === "payment-receipt").length).toBeGreaterThanOrEqual(2);

  const manifest = await page.request.get(`/api/v1/admin/trip/${first.tripId}/manifest.csv`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("text/csv");
  expect(await manifest.text()).toContain("Otto guest 1");

  await page.goto(`/admin/booking/${second.booking.id}`);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("alert")).toContainText("is refunded; the guest is told by e-mail");
  await page.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled" })).toBeVisible();
  await expect(page.locator(".admin-page-summary")).toContainText("cancelled");
});
