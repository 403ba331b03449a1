/**
 * Forms that explain themselves (spec §5 keeps submit buttons disabled until the form is valid): an
 * empty required field says so when it is left, and pressing the not-yet-ready button shows every
 * field's message and moves the focus to the first; the country list stays where it opened while
 * typing shrinks it; the sign-up view's scroll-to-top button never covers a field on a phone; controls
 * of one family; no account screen or panel scrolls sideways at 320 px.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import routes from "../../app/routes.ts";
import { adminAt } from "./admin-session.ts";
import { expect, test } from "./fixtures.ts";
import { makeBooking } from "./site.ts";

const PHONE = { width: 375, height: 667 };

const header = (page: Page) => page.locator("header[data-sticky]");
const panel = (page: Page, name: string) => page.getByRole("dialog", { name });

async function openSignUp(page: Page) {
  await page.goto("/page/faq");
  await header(page).getByRole("button", { name: "Log in" }).click();
  await panel(page, "Login").getByRole("button", { name: "New user" }).click();
  const signUp = panel(page, "Create an Account");
  await expect(signUp.getByLabel("First name")).toBeVisible();
  return signUp;
}

test("an empty required field says so when left, and the disabled button says why when pressed", async ({
  page,
}) => {
  await page.goto("/page/faq");
  await header(page).getByRole("button", { name: "Log in" }).click();
  const login = panel(page, "Login");
  const email = login.getByLabel("E-mail");
  const submit = login.getByRole("button", { name: "Login" });
  await expect(email).toBeFocused();
  await expect(login.getByText("Email is required")).toHaveCount(0); // nothing said before leaving

  await page.keyboard.press("Tab"); // leaves the empty e-mail
  await expect(login.getByText("Email is required")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(submit).toBeDisabled();
  await expect(login.getByText("Password must be at least 6 characters")).toHaveCount(0);

  // aria-disabled, not disabled: Playwright would wait for it to be enabled, a visitor just presses it.
  // A forced click skips Playwright's wait for the panel to stop sliding in: wait for it here (a CI run
  // on a busy machine clicked while the button was still outside the window).
  await expect(submit).toBeInViewport();
  await submit.click({ force: true }); // says why, and sends nothing
  await expect(login.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(email).toBeFocused(); // the first field that needs something
  await expect(login).toBeVisible();

  await email.fill("diver@e2e.test");
  await expect(login.getByText("Email is required")).toHaveCount(0);

  await login.getByRole("button", { name: "New user" }).click();
  const signUp = panel(page, "Create an Account");
  await expect(signUp.getByLabel("First name")).toBeInViewport(); // the panel has slid in
  await signUp.getByRole("button", { name: "Create an account" }).click({ force: true });
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Phone is required",
    "Country is required",
  ]) {
    await expect(signUp.getByText(message), message).toBeVisible();
  }
  await expect(signUp.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(signUp.getByRole("button", { name: "Create an account" })).toBeDisabled();
});

test("closing the country list without a choice says the country is required", async ({ page }) => {
  const signUp = await openSignUp(page);
  await signUp.getByRole("button", { name: /^Country/ }).click();
  await expect(page.getByRole("combobox", { name: "Search countries" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(signUp.getByText("Country is required")).toBeVisible();
});

/** The search box's top edge, in viewport pixels. */
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

for (const where of ["top", "bottom"] as const) {
  test(`the country list opened with the panel scrolled to the ${where} stays put while typing shrinks it`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const signUp = await openSignUp(page);
    const country = signUp.getByRole("button", { name: /^Country/ });
    await signUp.evaluate((el, end) => el.scrollTo({ top: end === "top" ? 0 : el.scrollHeight }), where);
    await country.click();
    const search = page.getByRole("combobox", { name: "Search countries" });
    const options = page.getByRole("listbox", { name: "Countries" }).getByRole("option");
    await expect(search).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Choose a country" })).toBeInViewport({ ratio: 1 });
    const opened = await topOf(search);

    for (const text of ["s", "sw", "swe", "swed"]) {
      await search.fill(text);
      await expect(options.first()).toBeVisible();
      expect(Math.abs((await topOf(search)) - opened), `after typing "${text}"`).toBeLessThan(1);
    }
    await expect(options).toHaveCount(1); // Sweden
    await search.fill("no such country");
    await expect(page.getByText("No country matches")).toBeVisible();
    expect(Math.abs((await topOf(search)) - opened), "with nothing left in the list").toBeLessThan(1);
  });
}

test("on a phone the sign-up view's scroll-to-top button covers no field wherever the panel is scrolled", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const signUp = await openSignUp(page);
  const toTop = signUp.getByRole("button", { name: "Back to top of the form" });
  const height = await signUp.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(height, "the form is taller than the phone").toBeGreaterThan(100);

  for (let top = 30; top <= height + 40; top += 60) {
    await signUp.evaluate((el, y) => el.scrollTo({ top: y }), top);
    await expect(toTop).toBeVisible();
    const overlaps = await signUp.evaluate((dialog) => {
      const button = dialog.querySelector('[aria-label="Back to top of the form"]')!.getBoundingClientRect();
      const head = dialog.querySelector(".side-modal-head")!.getBoundingClientRect();
      const controls = dialog.querySelectorAll<HTMLElement>(
        ".side-modal-body input, .side-modal-body select, .side-modal-body textarea, .side-modal-body button, .side-modal-body label",
      );
      const hits: string[] = [];
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        // Only the part on screen below the panel's head (what scrolled under the head is out of view).
        const top = Math.max(box.top, head.bottom);
        const bottom = Math.min(box.bottom, window.innerHeight);
        if (bottom <= top || box.width === 0) continue;
        const apart =
          box.right <= button.left ||
          box.left >= button.right ||
          bottom <= button.top ||
          top >= button.bottom;
        if (!apart) hits.push(control.getAttribute("name") ?? control.textContent ?? control.tagName);
      }
      return hits;
    });
    expect(overlaps, `scrolled to ${top} px`).toEqual([]);
  }
});

test("at 320 px the picture field shows the picture, never a file name, and the title select has the picker's chevron", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const signUp = await openSignUp(page);
  const field = signUp.locator(".avatar-field");
  await expect(field.getByText("Choose a picture")).toBeVisible();
  await expect(field).not.toContainText(/No file chosen|Choose File/);

  const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#1589c6" } })
    .png()
    .toBuffer();
  await signUp.getByLabel("Profile picture").setInputFiles({
    name: "a-very-long-file-name-from-a-phone-camera-IMG_20261123_101010.png",
    mimeType: "image/png",
    buffer: picture,
  });
  await expect(field.getByRole("img", { name: "The picture you chose" })).toBeVisible();
  await expect(field.getByText("Change picture")).toBeVisible();
  await expect(signUp).not.toContainText("IMG_20261123"); // the picture, not its name
  const row = await field.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(row.scroll).toBeLessThanOrEqual(row.client);

  await field.getByRole("button", { name: "Remove" }).click();
  await expect(field.getByText("Choose a picture")).toBeVisible();
  await expect(field.getByRole("img")).toHaveCount(0);

  const title = signUp.getByLabel("Title");
  expect(await title.evaluate((el) => getComputedStyle(el).appearance)).toBe("none");
  await expect(signUp.locator(".select-wrap .select-chevron")).toBeVisible();
});

test("no account screen or account panel scrolls sideways at 320 px", async ({ page }) => {
  // Any signed-in user sees these screens; the set-up's session will do.
  await adminAt(page, { width: 320, height: 640 });
  const widths = () =>
    page.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        panel: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
      };
    });
  const { bookingId } = await makeBooking(page.request);
  for (const path of accountPaths(bookingId)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await widths(), path).toEqual({ page: 0, panel: 0 });
  }
  await page
    .locator("header[data-sticky]")
    .getByRole("button", { name: /account$/ })
    .click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  const profile = panel(page, "Profile");
  await expect(profile).toBeVisible();
  expect(await widths(), "profile panel").toEqual({ page: 0, panel: 0 });
  await profile.getByRole("button", { name: "Edit profile" }).click();
  await expect(panel(page, "Update profile")).toBeVisible();
  expect(await widths(), "update profile panel").toEqual({ page: 0, panel: 0 });
  await panel(page, "Update profile").getByRole("button", { name: "Cancel" }).click();
  await profile.getByRole("button", { name: "Change password" }).click();
  await expect(panel(page, "Update password")).toBeVisible();
  expect(await widths(), "update password panel").toEqual({ page: 0, panel: 0 });
});

/** Every signed-in screen of app/routes.ts (the account layout's routes), with an id where one is read. */
function accountPaths(bookingId: string): string[] {
  type Entry = { path?: string; file: string; children?: Entry[] };
  const layout = (routes as Entry[]).find((entry) => entry.file === "routes/account/layout.tsx");
  expect(layout, "the account layout in app/routes.ts").toBeDefined();
  const paths = (layout!.children ?? []).map((child) => `/${child.path ?? ""}`.replace(":id", bookingId));
  expect(paths.length).toBeGreaterThanOrEqual(5);
  return paths;
}
