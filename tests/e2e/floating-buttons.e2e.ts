/**
 * The floating WhatsApp and back-to-top buttons never cover a form control or a primary button, at a
 * phone's and a desktop's width, on every public screen with a form: a departure's page, the
 * schedule, the cart, the lead guest's details, the payment, a course's page and its booking, the
 * reviews, the login page and the contact panel. Each control is scrolled to the bottom of the window
 * (where the buttons sit), and the page to its end; the topmost element at the
 * control's corners and centre must never be a floating button. The buttons come back once nothing
 * lies under them.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LIGHT_PAGE, makeBooking, putInCart, registerCustomer } from "./site.ts";

/** Every control the buttons must not cover (app/lib/floating-clearance.ts guards the same). */
const GUARDED =
  'input:not([type="hidden"]), select, textarea, [role="combobox"], .button-primary, .button-accent, button[type="submit"]';

/** The controls under `root` that a floating button covers at some scroll position, named. */
async function coveredControls(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate(
    async ({ root, guarded }) => {
      const frames = (count: number) =>
        new Promise<void>((resolve) => {
          const step = (left: number) =>
            left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
          step(count);
        });
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      };
      const controls = [...document.querySelector(root)!.querySelectorAll(guarded)].filter(
        (element) => !element.closest(".floating-button") && shown(element),
      );
      const named = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`;
      const problems: string[] = [];
      const covered = (element: Element) => {
        const b = element.getBoundingClientRect();
        const points = [
          [b.left + 1, b.top + 1],
          [b.right - 1, b.top + 1],
          [b.left + 1, b.bottom - 1],
          [b.right - 1, b.bottom - 1],
          [(b.left + b.right) / 2, (b.top + b.bottom) / 2],
        ] as const;
        for (const [x, y] of points) {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          if (document.elementFromPoint(x, y)?.closest(".floating-button")) return true;
        }
        return false;
      };
      // The buttons step aside within a frame or two of a scroll: a control still covered after a
      // few more frames is covered for good.
      const look = async (element: Element, where: string) => {
        if (!covered(element)) return;
        await frames(6);
        if (covered(element)) problems.push(`${named(element)} ${where}`);
      };
      // The buttons sit at the window's bottom: each control is brought there, the worst place for it.
      for (const element of controls) {
        element.scrollIntoView({ block: "end", inline: "nearest" });
        await frames(2);
        await look(element, "at the window's bottom");
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frames(2);
      for (const element of controls) await look(element, "with the page at its end");
      return [...new Set(problems)];
    },
    { root, guarded: GUARDED },
  );
}

async function expectNothingCovered(page: Page, where: string, root?: string) {
  await expect(
    page
      .locator(root ?? "main")
      .locator(GUARDED)
      .first(),
    `${where} has a form`,
  ).toBeVisible();
  expect(await coveredControls(page, root), `${where}: controls under a floating button`).toEqual([]);
}

type ApiTrip = { id: string; cabins: { cabinId: string; spacesLeft: number }[] };
type ApiCourse = { slug: string };

for (const width of [375, 1440]) {
  test(`at ${width} px no floating button covers a form control or a primary button`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    // The cookie banner sits at the bottom too; it is not what this test is about.
    await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
    await registerCustomer(page.request, "Flo");
    const list = (await (await page.request.get("/api/v1/trips?available=true&page=4")).json()) as {
      trips: ApiTrip[];
    };
    const trip = list.trips.find((t) => t.cabins.some((c) => c.spacesLeft > 0))!;
    const cabin = trip.cabins.find((c) => c.spacesLeft > 0)!;

    // A departure's page: the buttons are there, and stand aside only while a control is under them.
    await page.goto(`/trip/${trip.id}`);
    const whatsapp = page.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(whatsapp).toBeVisible();
    await expectNothingCovered(page, "/trip/{id}");
    await page
      .getByRole("button", { name: "Add to cart" })
      .evaluate((button) => button.scrollIntoView({ block: "end" }));
    if (width === 375) await expect(whatsapp).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(whatsapp).toBeVisible();

    await page.goto("/trip-schedules");
    await expectNothingCovered(page, "/trip-schedules");

    await putInCart(page, trip.id, cabin.cabinId, 1);
    await page.goto("/booking");
    await expect(page.getByRole("group", { name: "Guest 1" })).toBeVisible();
    await expectNothingCovered(page, "/booking");

    await page.goto("/information");
    await expectNothingCovered(page, "/information");

    const { bookingId } = await makeBooking(page.request);
    await page.goto(`/payment?booking=${bookingId}`);
    await expectNothingCovered(page, "/payment");
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expectNothingCovered(page, "/payment (the card form)");

    const { courses } = (await (await page.request.get("/api/v1/courses")).json()) as {
      courses: ApiCourse[];
    };
    await page.goto(`/course/${courses[0]!.slug}`);
    await expectNothingCovered(page, "/course/{slug}");
    await page
      .getByRole("button", { name: /^Book this course/ })
      .first()
      .click();
    await expect(page).toHaveURL("/course-booking");
    await expect(page.getByLabel("Number of students")).toBeVisible();
    await expectNothingCovered(page, "/course-booking");

    await page.goto("/reviews");
    await expectNothingCovered(page, "/reviews");

    // Signed out: the login page shows its form.
    await context.clearCookies();
    await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
    await page.goto("/login");
    await expectNothingCovered(page, "/login");
    await page.goto(LIGHT_PAGE);
    await page.locator("header").getByRole("button", { name: "Contact" }).click();
    const contact = page.getByRole("dialog", { name: "Contact us" });
    await expect(contact.getByRole("textbox").first()).toBeVisible();
    await expectNothingCovered(page, "the contact panel", '[role="dialog"]');
  });
}
