/**
 * The course checkout in steps, at phone (375 px) and desktop (1440 px) width: a customer books two
 * students on a course date, one with a crew pak. On every step (cart, students, payment, done) the
 * step indicator marks the step and the trip checkout's itemised summary shows each number as the
 * course itemiser computes it from the published date price (core/courses/course-lines.ts over the
 * course price rule, imported here, nothing hard-coded), the course's payment rule and the CMS page's
 * cancellation terms; axe finds nothing on each step. At 1440 px the admin then finds the booking on
 * the course bookings list by its reference, typed in lower case.
 */
import type { Locator } from "@playwright/test";
import { coursePaymentPlan, itemiseCourse } from "../../core/courses/course-lines.ts";
import { REFERENCE_PATTERN } from "../../core/shared/booking-reference.ts";
import { bahtToSatang, formatTHB } from "../../core/shared/money.ts";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  bookCourseDate,
  continueToGuests,
  courseWithRoom,
  expectSeededTerms,
  expectStep,
  summary,
  summaryWithTotal,
} from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { fillTestCard, registerCustomer } from "./site.ts";

for (const width of [375, 1440]) {
  const phone = width < 600;
  test(`a student follows the course checkout steps with an itemised summary at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: phone ? 800 : 900 });
    const user = await registerCustomer(page.request, "Course");
    // Each width its own course where it can, so the two runs do not crowd one date.
    const { course, date, index } = await courseWithRoom(page.request, phone ? 1 : 2);

    // What the course rules say these choices cost, from the price the site publishes.
    const students = [
      { name: `Ann ${user.lastName}`, coursePrice: bahtToSatang(date.price), crewPak: true },
      { name: `Bo ${user.lastName}`, coursePrice: bahtToSatang(date.price), crewPak: false },
    ];
    const expected = itemiseCourse(course.name, students, 0);
    const plan = coursePaymentPlan(expected.total, new Date());

    async function expectNumbers(box: Locator) {
      await expect(box.locator('[data-amount="total"]')).toHaveText(formatTHB(expected.total));
      await expect(box.locator('[data-amount="guest-total"]')).toHaveText(
        expected.guests.map((guest) => formatTHB(guest.total)),
      );
      await expect(box.getByText(`Course: ${course.name}`)).toHaveCount(2);
      await expect(box.getByText("PADI crew pak")).toHaveCount(1);
      await expect(box.locator('[data-amount="deposit"]')).toHaveText(formatTHB(plan.deposit));
      await expect(
        box.getByText("Due now in full (a course is paid in full when it is booked)"),
      ).toBeVisible();
    }

    // Step 1: the cart, from the course page's date.
    await page.goto(`/course/${course.slug}`);
    await bookCourseDate(page, index);
    await expectStep(page, "Cart");
    await page.getByLabel("Number of students").selectOption("2");
    for (const [i, student] of students.entries()) {
      const group = page.getByRole("group", { name: `Student ${i + 1}` });
      const [first, last] = student.name.split(" ");
      await group.getByLabel("First name").fill(first!);
      await group.getByLabel("Last name").fill(last!);
    }
    await page
      .getByRole("group", { name: "Student 1" })
      .getByRole("checkbox", { name: /crew pak/ })
      .check();
    // Closed, the phone's summary still says the total.
    let box = await summaryWithTotal(page, phone, formatTHB(expected.total));
    await expectNumbers(box);
    // The cancellation terms are the operator's CMS page, as on the trip checkout.
    await expectSeededTerms(box);
    await expectNoAxeViolations(page, `/course-booking at ${width}px`);

    // Step 2: the students' details; the course and the total stay in view.
    box = await continueToGuests(page, phone, {
      button: "Continue to student information",
      url: "/course-information",
      title: course.name,
    });
    await expectNumbers(box);
    for (const student of students) {
      const group = page.getByRole("group", { name: student.name });
      await group.getByLabel("Date of birth").fill("12/03/1990");
    }
    await expectNoAxeViolations(page, `/course-information at ${width}px`);

    // Step 3: payment, priced by the server: the same numbers, and the booking's reference.
    await page.getByRole("button", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/payment\?course=/);
    const bookingId = new URL(page.url()).searchParams.get("course")!;
    await expectStep(page, "Payment");
    const reference = (await page.locator("[data-booking-reference]").first().textContent())!;
    expect(reference).toMatch(REFERENCE_PATTERN);
    box = await summary(page, phone);
    await expectNumbers(box);
    await expectNoAxeViolations(page, `/payment?course= at ${width}px`);
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await fillTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay THB/ }).click();

    // Step 4: done, with what is paid.
    await expect(page).toHaveURL(`/course-success?booking=${bookingId}`);
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
    await expectStep(page, "Done");
    box = await summary(page, phone);
    await expectNumbers(box);
    await expect(box.locator('[data-amount="paid"]')).toHaveText(formatTHB(expected.total));
    await expectNoAxeViolations(page, `/course-success at ${width}px`);

    if (phone) return;
    // The admin finds the course booking by its reference, typed in lower case, and only it.
    const admin = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      await addAdminSession(admin);
      const adminPage = await admin.newPage();
      await adminPage.goto(`/admin/bookings?kind=course&search=${reference.toLowerCase()}`);
      const rows = adminPage.locator("tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.locator("[data-booking-reference]")).toHaveText(reference);
      await expect(rows).toContainText(course.name);
      await expectNoAxeViolations(adminPage, "/admin/bookings?kind=course&search={reference}");
    } finally {
      await admin.close();
    }
  });
}
