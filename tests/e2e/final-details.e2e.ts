/**
 * Final details end to end, at phone and desktop widths: a customer with a booking of two guests finds
 * the final details from the success page ("Not started"), saves with an impossible date and a missing
 * choice (the summary lists both, the first wrong field has the focus, the complete guest is saved),
 * comes back from My bookings ("1 of 2 guests done"), sees a date checked as it leaves the field, and
 * saves the rest ("Complete"). The admin then reads every guest's details on the booking's page, the
 * departure's page shows the booking's progress, and its manifest link downloads the CSV. axe on each
 * screen.
 */
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { registerCustomer } from "./site.ts";

type Guest = {
  fullName: string;
  passport: string;
  dateOfBirth: string;
  gender: string;
  emergency: string;
};

/** A booking of two guests on a departure with room, made by the customer signed in on `request`. */
async function twoGuestBooking(request: APIRequestContext, listPage: number) {
  const list = (await (await request.get(`/api/v1/trips?available=true&page=${listPage}`)).json()) as {
    trips: { id: string; cabins: { cabinId: string; spacesLeft: number }[] }[];
  };
  const trip = list.trips.find((t) => t.cabins.some((c) => c.spacesLeft >= 2))!;
  const cabin = trip.cabins.find((c) => c.spacesLeft >= 2)!;
  const booked = await request.post("/api/v1/booking/new", {
    data: {
      tripId: trip.id,
      guestArray: [
        { cabinId: cabin.cabinId, name: "Ann Diver" },
        { cabinId: cabin.cabinId, name: "Bo Diver" },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { tripId: trip.id, bookingId: ((await booked.json()) as { booking: { id: string } }).booking.id };
}

const guestGroup = (page: Page, index: number) =>
  page.getByRole("group", { name: new RegExp(`^Guest ${index + 1}`) });

async function fillGuest(guest: Locator, details: Guest) {
  await guest.getByLabel("Full name as in passport").fill(details.fullName);
  await guest.getByLabel("Passport number").fill(details.passport);
  await guest.getByLabel("Nationality").fill("Thai");
  await guest.getByLabel("Date of birth").fill(details.dateOfBirth);
  if (details.gender) await guest.getByLabel("Gender").selectOption(details.gender);
  await guest.getByLabel("Certification agency").selectOption("PADI");
  await guest.getByLabel("Logged dives").fill("25");
  await guest.getByLabel("Wetsuit size").selectOption("M");
  await guest.getByLabel("Hotel for the pickup").fill("Kata Beach Resort");
  await guest.getByLabel("Emergency contact").fill(details.emergency);
}

for (const [width, height, listPage] of [
  [375, 812, 3],
  [1440, 900, 5],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a guest gives the final details from the booking; the admin sees them and the manifest", async ({
      page,
      browser,
      expectedHttpErrors,
    }) => {
      // Six axe checks and two browser contexts; a busy machine needs the margin.
      test.setTimeout(180_000);
      expectedHttpErrors.push({ status: 400, url: /\/final-details\// }); // the refused save
      await registerCustomer(page.request, "Ann");
      const { tripId, bookingId } = await twoGuestBooking(page.request, listPage);
      const ann: Guest = {
        fullName: "Ann Diver",
        passport: `PA${width}771`,
        dateOfBirth: "31/02/1990",
        gender: "",
        emergency: "Mum, +66 81 000 0001",
      };
      const bo: Guest = {
        fullName: "Bo Diver",
        passport: `PB${width}772`,
        dateOfBirth: "02/03/1991",
        gender: "male",
        emergency: "Dad, +66 81 000 0002",
      };

      // From the success page, with the state.
      await page.goto(`/success/${bookingId}`);
      const fromSuccess = page.getByRole("link", { name: "Give the final details: Not started" });
      await expect(fromSuccess).toBeVisible();
      await expectNoAxeViolations(page, `/success/{id} at ${width} px`);
      await fromSuccess.click();
      await expect(page).toHaveURL(`/final-details/${bookingId}`);
      const first = guestGroup(page, 0);
      for (const section of ["Passport", "Diving", "Rental sizes", "Travel", "Emergency contact and diet"])
        await expect(first.getByRole("group", { name: section })).toBeVisible();
      await expect(first.getByRole("textbox", { name: "Passport number" })).toHaveAttribute("required", "");
      await expect(first.getByLabel("Diet and allergies")).not.toHaveAttribute("required", "");
      await expect(first.locator(".field-required")).toHaveCount(8);
      await expectNoAxeViolations(page, `/final-details/{id} at ${width} px`);

      // A failed save: the summary names both problems, the first wrong field has the focus, and the
      // complete guest is kept.
      await fillGuest(first, ann);
      await fillGuest(guestGroup(page, 1), bo);
      await page.getByRole("button", { name: "Save the details" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toBeVisible();
      await expect(summary.getByRole("link")).toHaveText([
        "Guest 1, date of birth: 31 February 1990 does not exist",
        "Guest 1, gender: Choose female, male or other",
      ]);
      await expect(summary).toContainText("Guest 2: saved.");
      await expect(first.getByLabel("Date of birth")).toBeFocused();
      await expect(first.getByText("31 February 1990 does not exist")).toBeVisible();
      await expect(page.getByText(/enter the date as dd\/mm\/yyyy/i)).toHaveCount(0);
      await summary.getByRole("link", { name: /gender/ }).click();
      await expect(first.getByLabel("Gender")).toBeFocused();
      await expectNoAxeViolations(page, `/final-details/{id} refused at ${width} px`);

      // Back from My bookings: one of two done.
      await page.goto("/bookings/me");
      const fromList = page.getByRole("link", { name: /Give the final details.*: 1 of 2 guests done/ });
      await expect(fromList).toBeVisible();
      await expectNoAxeViolations(page, `/bookings/me at ${width} px`);
      await fromList.click();
      await expect(page).toHaveURL(`/final-details/${bookingId}`);
      await expect(page.getByTestId("final-details-progress")).toHaveText("1 of 2 guests done");
      await expect(guestGroup(page, 1).getByLabel("Passport number")).toHaveValue(bo.passport);

      // The date is checked as the guest leaves it, with the same rule.
      const again = guestGroup(page, 0);
      await fillGuest(again, { ...ann, dateOfBirth: "30/02/1990", gender: "female" });
      await again.getByLabel("Date of birth").blur();
      await expect(again.getByText("30 February 1990 does not exist")).toBeVisible();
      await again.getByLabel("Date of birth").fill("02/03/1990");
      await again.getByLabel("Date of birth").blur();
      await expect(again.getByText("30 February 1990 does not exist")).toHaveCount(0);
      await page.getByRole("button", { name: "Save the details" }).click();
      await expect(page.getByRole("status").filter({ hasText: "the details are saved" })).toBeVisible();
      await expect(page.getByTestId("final-details-progress")).toHaveText("Complete");

      await page.goto(`/booking/${bookingId}`);
      await expect(page.getByRole("link", { name: "Final details: Complete" })).toBeVisible();

      // The office sees every guest's details, and the departure the booking's progress and manifest.
      const office = await browser.newContext({ viewport: { width, height } });
      try {
        await addAdminSession(office);
        const admin = await office.newPage();
        await admin.goto(`/admin/booking/${bookingId}`);
        const details = admin.getByRole("region", { name: /^Final details/ });
        await expect(details.getByRole("heading", { name: /^Final details/ })).toContainText("Complete");
        const annDetails = details.getByTestId("guest-details-0");
        await expect(annDetails).toContainText(`${ann.passport} (Thai)`);
        await expect(annDetails).toContainText("02/03/1990");
        await expect(annDetails).toContainText(ann.emergency);
        await expect(annDetails).toContainText("wetsuit M");
        await expect(annDetails).toContainText("Kata Beach Resort");
        await expect(details.getByTestId("guest-details-1")).toContainText(bo.passport);
        await expectNoAxeViolations(admin, `/admin/booking/{id} at ${width} px`);

        await admin.goto(`/admin/trip/${tripId}`);
        const bookings = admin.getByRole("region", { name: "Bookings and final details" });
        // This booking's row by its own link: a retry of this journey books the same departure again.
        const row = bookings
          .getByRole("listitem")
          .filter({ has: admin.locator(`a[href="/admin/booking/${bookingId}"]`) });
        await expect(row).toContainText("Ann Booker");
        await expect(row).toContainText("Complete");
        await expectNoAxeViolations(admin, `/admin/trip/{id} at ${width} px`);
        const [download] = await Promise.all([
          admin.waitForEvent("download"),
          bookings.getByRole("link", { name: "Download the manifest (CSV)" }).click(),
        ]);
        const csv = await readFile((await download.path())!, "utf8");
        expect(csv).toContain(ann.passport);
        expect(csv).toContain(bo.passport);
      } finally {
        await office.close();
      }
    });
  });
}
