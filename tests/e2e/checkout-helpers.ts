/**
 * What the checkout journeys' browser tests share (checkout.e2e.ts, course-checkout.e2e.ts,
 * course-booking.e2e.ts): the itemised summary as the page shows it at its width, the step indicator,
 * and a seeded course date with room.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The summary the page shows at its width: the sticky aside, or the phone's panel (opened). */
export async function summary(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) {
    const aside = page.locator(".checkout-summary-aside");
    await expect(aside).toBeVisible();
    return aside;
  }
  const panel = page.locator(".checkout-summary-phone");
  await expect(panel).toBeVisible();
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary").first().click();
  return panel;
}

export async function expectStep(page: Page, step: string) {
  const steps = page.getByRole("navigation", { name: "Booking steps" });
  await expect(steps.getByRole("listitem")).toHaveText([/Cart/, /Guests/, /Payment/, /Done/]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(new RegExp(step));
}

/**
 * From the cart, `button` leads to the guests step at `url`: the step indicator marks it and the
 * summary still names `title` (the trip or the course). Answers the summary.
 */
export async function continueToGuests(
  page: Page,
  phone: boolean,
  { button, url, title }: { button: string; url: string; title: string },
): Promise<Locator> {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(url);
  await expectStep(page, "Guests");
  const box = await summary(page, phone);
  await expect(box).toContainText(title);
  return box;
}

type ApiCourse = { id: string; slug: string; name: string };
type ApiDate = { id: string; start: string; end: string; seatsLeft: number; price: number };

/** A seeded course with an upcoming date that has room for a few students, and that date's index. */
export async function courseWithRoom(request: APIRequestContext, skip = 0) {
  const { courses } = (await (await request.get("/api/v1/courses")).json()) as { courses: ApiCourse[] };
  for (const course of courses.slice(skip)) {
    const { dates } = (await (await request.get(`/api/v1/course/${course.slug}/dates`)).json()) as {
      dates: ApiDate[];
    };
    // Room for this run's two students even while another test books on the same date.
    const index = dates.findIndex((date) => date.seatsLeft >= 5);
    if (index >= 0) return { course, date: dates[index]!, index };
  }
  throw new Error("no seeded course date with free seats");
}

/** The summary at the page's width after checking, on a phone, that its closed panel says the total. */
export async function summaryWithTotal(page: Page, phone: boolean, total: string): Promise<Locator> {
  if (phone) {
    await expect(page.locator(".checkout-summary-phone > summary")).toContainText(`Total ${total}`);
  }
  return summary(page, phone);
}

/** Opens the summary's cancellation terms and finds the seeded CMS page's text. */
export async function expectSeededTerms(box: Locator) {
  await box.getByText("Cancellation terms", { exact: true }).click();
  await expect(box.getByText(/More than 60 days before departure/)).toBeVisible();
}

/** On a course page: "Book this course" on its `index`th date, which opens the course cart. */
export async function bookCourseDate(page: Page, index: number) {
  await page
    .locator(".course-date")
    .nth(index)
    .getByRole("button", { name: /^Book this course/ })
    .click();
  await expect(page).toHaveURL("/course-booking");
}
