/**
 * Course booking in the browser: on a phone (375 px) a student picks a date on a course page, books two
 * students with one crew pak (the live total is the course price rule's), fills the students'
 * information, pays with the test card, sees /course-success say so and the booking in /bookings/me
 * (another customer gets not-found for both addresses);
 * then at 1440 px an admin adds a date to the course, changes and cancels it, sees the cancel
 * confirmation of the booked date count the students to tell, and finds the booking under the
 * course-bookings filter. axe and the phone's width are
 * checked on every new screen.
 */
import type { Page } from "@playwright/test";
import { CREW_PAK_PRICE } from "../../core/bookings/booking-money.ts";
import { courseBookingTotal } from "../../core/courses/course-money.ts";
import { bahtToSatang, formatTHB } from "../../core/shared/money.ts";
import { dateRange } from "../../app/lib/trip-format.ts";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { bookCourseDate, courseWithRoom } from "./checkout-helpers.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";
import { fillTestCard, registerCustomer } from "./site.ts";

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

/** The screen and its checks at a width: axe finds nothing and nothing scrolls sideways. */
async function checkScreen(page: Page, where: string) {
  await expectNoAxeViolations(page, where);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** yyyy-MM-dd `days` from now. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a student books two students on a course date and pays; an admin adds a date and finds the booking", async ({
  page,
  request,
  browser,
  expectedHttpErrors,
}) => {
  test.setTimeout(120_000);
  const { course, date, index } = await courseWithRoom(request);
  const user = await registerCustomer(page.request, "Cora");
  await page.setViewportSize(PHONE);

  // The course page lists its dates; "Book this course" puts one in the cart.
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole("heading", { name: "Dates and seats" })).toBeVisible();
  await checkScreen(page, "/course/{slug}");
  await bookCourseDate(page, index);

  // Two students, the first with the crew pak: the live total is the shared rule's.
  await page.getByLabel("Number of students").selectOption("2");
  for (const [i, [first, last]] of [
    ["Ann", "Student"],
    ["Bo", "Student"],
  ].entries()) {
    const student = page.getByRole("group", { name: `Student ${i + 1}` });
    await student.getByLabel("First name").fill(first!);
    await student.getByLabel("Last name").fill(`${last} ${user.lastName}`);
  }
  await page
    .getByRole("group", { name: "Student 1" })
    .getByRole("checkbox", { name: /crew pak/ })
    .check();
  const expected = courseBookingTotal([{ crewPak: true }, { crewPak: false }], bahtToSatang(date.price), 0);
  expect(expected).toBe(2 * bahtToSatang(date.price) + CREW_PAK_PRICE);
  await expect(page.locator(".checkout-summary-phone > summary")).toContainText(
    `Total ${formatTHB(expected)}`,
  );
  // The choice is kept in the browser: a reload shows it again.
  await page.reload();
  await expect(page.getByRole("group", { name: "Student 2" }).getByLabel("First name")).toHaveValue("Bo");
  await checkScreen(page, "/course-booking");

  await page.getByRole("button", { name: "Continue to student information" }).click();
  await expect(page).toHaveURL("/course-information");
  for (const name of ["Ann", "Bo"]) {
    const student = page.getByRole("group", { name: new RegExp(`^${name} Student`) });
    await student.getByLabel("Date of birth").fill("12/03/1990");
    await student.getByLabel("Certification held").selectOption(name === "Ann" ? "Open Water" : "None");
  }
  await checkScreen(page, "/course-information");
  await page.getByRole("button", { name: "Book now" }).click();
  await expect(page).toHaveURL(/\/payment\?course=/);
  const bookingId = new URL(page.url()).searchParams.get("course")!;
  await expect(page.getByRole("radio", { name: `Pay in full: ${formatTHB(expected)}` })).toBeChecked();
  await checkScreen(page, "/payment?course={id}");
  await page.getByRole("button", { name: "Continue to card payment" }).click();
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay THB/ }).click();

  await expect(page).toHaveURL(`/course-success?booking=${bookingId}`);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.locator(".payment-status")).toHaveText("COMPLETED");
  await expect(page.getByRole("row").filter({ hasText: "Ann Student" })).toContainText("Open Water");
  await checkScreen(page, "/course-success");

  await page.goto("/bookings/me");
  const row = page.getByRole("row").filter({ hasText: course.name });
  await expect(row).toContainText("COMPLETED");
  await expect(row).toContainText("2 students");
  await checkScreen(page, "/bookings/me");
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(`/booking/${bookingId}`);
  await expect(page.getByText(`Total ${formatTHB(expected)}`)).toBeVisible();
  await checkScreen(page, "/booking/{id} (course)");

  // Another customer gets not-found for the booking's addresses.
  const other = await browser.newContext();
  try {
    const otherPage = hydratingOnNavigation(await other.newPage());
    await registerCustomer(otherPage.request);
    expectedHttpErrors.push(
      { status: 404, url: /\/course-success\?booking=/ },
      { status: 404, url: new RegExp(`/booking/${bookingId}`) },
    );
    expect((await otherPage.goto(`/course-success?booking=${bookingId}`))?.status()).toBe(404);
    expect((await otherPage.goto(`/booking/${bookingId}`))?.status()).toBe(404);
  } finally {
    await other.close();
  }

  // The admin, at desktop width.
  const admin = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  try {
    await addAdminSession(admin);
    const adminPage = hydratingOnNavigation(await admin.newPage());
    await adminPage.goto(`/admin/course/${course.id}`);
    const dates = adminPage.getByRole("region", { name: "Dates" });
    await expect(dates).toBeVisible();
    const offset = 250 + Math.floor(Math.random() * 60);
    const [start, end] = [daysAhead(offset), daysAhead(offset + 2)];
    const add = adminPage.getByRole("form", { name: "Add a date" });
    await add.getByLabel("Start").fill(start);
    await add.getByLabel("End").fill(end);
    await add.getByLabel("Seats").fill("7");
    await add.getByLabel("Note (meeting point, language)").fill("Meet at the dive centre, 8:00");
    await add.getByRole("button", { name: "Add the date" }).click();
    await expect(adminPage.getByRole("status").filter({ hasText: "Date added" })).toBeVisible();
    const added = dates.getByRole("row").filter({ hasText: dateRange(start, end) });
    await expect(added).toHaveCount(1);
    // Edit it: more seats.
    await added.getByRole("button", { name: /^Edit/ }).click();
    const edit = adminPage.getByRole("form", { name: `Edit ${dateRange(start, end)}` });
    await edit.getByLabel("Seats").fill("9");
    await edit.getByRole("button", { name: "Save the date" }).click();
    await expect(adminPage.getByRole("status").filter({ hasText: "Date saved" })).toBeVisible();
    await expect(added.getByRole("cell").first()).toHaveText("9");
    // Cancel it: no one booked it, so no one is told.
    await added.getByRole("button", { name: /^Cancel/ }).click();
    await expect(adminPage.getByRole("alertdialog")).toContainText("No one has booked it");
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Cancel the date" }).click();
    await expect(added).toContainText("Cancelled");

    // Cancelling the booked date would tell its students: the confirmation counts them (and is dismissed).
    const bookedRow = dates
      .getByRole("row")
      .filter({ hasText: dateRange(date.start, date.end) })
      .first();
    await bookedRow.getByRole("button", { name: /^Cancel/ }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await expect(dialog).toContainText(/\d+ students? on \d+ bookings? will be told by e-mail/);
    await checkScreen(adminPage, "/admin/course/{id} (cancel dialog)");
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await adminPage.goto(`/admin/bookings?kind=course&course=${course.id}&search=${user.lastName}`);
    const adminRow = adminPage.getByRole("row").filter({ hasText: user.lastName });
    await expect(adminRow).toContainText("COMPLETED");
    await checkScreen(adminPage, "/admin/bookings?kind=course");
    await adminRow.getByRole("link").click();
    await expect(adminPage).toHaveURL(`/admin/booking/${bookingId}`);
    await expect(adminPage.getByRole("row").filter({ hasText: "Bo Student" })).toBeVisible();
    await expect(adminPage.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    await checkScreen(adminPage, "/admin/booking/{id} (course)");
  } finally {
    await admin.close();
  }
});
