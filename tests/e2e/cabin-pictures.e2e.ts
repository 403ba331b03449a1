/**
 * Cabin pictures on a trip page, at phone (375 px) and desktop (1440 px) width: a departure of the
 * seeded flagship shows, after the boat's own pictures, each offered cabin type's photographs in the
 * gallery, named by their cabin type, loaded, and opening the lightbox; axe finds nothing. An admin
 * adds a picture to another boat's cabin type on the boat screen (its route action), the trip page
 * shows it, and the admin deletes it again.
 */
import { projectPath } from "../../core/shared/project-path.ts";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";

type Picture = { id: string; alt: string };
type ApiBoat = { id: string; cabins: { id: string; name: string; images: Picture[] }[] };
type ApiTrip = { id: string; boat: { id: string }; cabins: { cabinId: string }[] };

test("a trip page shows the photographs of the cabin types it offers, at 375 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { boat } = (await (await page.request.get("/api/v1/boat/mv-sea-mantra")).json()) as { boat: ApiBoat };
  const { trips } = (await (await page.request.get(`/api/v1/trips?boat=${boat.id}`)).json()) as {
    trips: ApiTrip[];
  };
  const trip = trips.find((t) => t.boat.id === boat.id)!;
  expect(trip, "a seeded departure of MV Sea Mantra").toBeDefined();
  const offered = new Set(trip.cabins.map((cabin) => cabin.cabinId));
  const expected = boat.cabins
    .filter((cabin) => offered.has(cabin.id))
    .flatMap((cabin) => cabin.images.map((image) => `${cabin.name}: ${image.alt}`));
  expect(expected.length, "the seed gives the flagship's cabins pictures").toBeGreaterThan(0);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/trip/${trip.id}`);
    const gallery = page.getByRole("region", { name: "The cabins in pictures" });
    const openers = gallery.locator(".gallery-open");
    await expect(openers).toHaveCount(expected.length);
    for (const [index, alt] of expected.entries()) {
      await expect(openers.nth(index)).toHaveAccessibleName(
        `Open picture ${index + 1} of ${expected.length}: ${alt}`,
      );
    }
    const first = openers.first().locator("img");
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveJSProperty("complete", true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, `/trip/{id} cabin pictures at ${width}px`);

    await openers.first().click();
    const box = page.getByRole("dialog");
    await expect(box.locator("figcaption")).toContainText(expected[0]!);
    await page.keyboard.press("Escape");
    await expect(box).toHaveCount(0);
  }
});

test("an admin adds a picture to a cabin type on the boat screen, the trip page shows it, and deletes it", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const { boat } = (await (await page.request.get("/api/v1/boat/mv-blue-similan")).json()) as {
    boat: ApiBoat;
  };
  const cabin = boat.cabins[0]!;
  const { trips } = (await (await page.request.get(`/api/v1/trips?boat=${boat.id}`)).json()) as {
    trips: ApiTrip[];
  };
  const trip = trips.find((t) => t.cabins.some((c) => c.cabinId === cabin.id))!;
  const alt = `Bunks by the porthole ${Date.now().toString(36)}`;

  const admin = await browser.newContext({ viewport: { width: 375, height: 900 } });
  try {
    await addAdminSession(admin);
    // The picture form is a fetcher's: sent before the app runs, it would post as a document.
    const adminPage = hydratingOnNavigation(await admin.newPage());
    await adminPage.goto(`/admin/boat/${boat.id}`);
    const pictures = adminPage
      .getByRole("region", { name: "Cabin pictures" })
      .getByRole("region", { name: cabin.name, exact: true });
    const add = pictures.getByRole("form", { name: `Add a picture of ${cabin.name}` });
    await add
      .getByLabel(`Picture of ${cabin.name}`)
      .setInputFiles(projectPath("db", "seed", "pictures", "deck-dinner-531-640w.webp"));
    await add.getByLabel("Alt text").fill(alt);
    await add.getByRole("button", { name: "Add the picture" }).click();
    await expect(
      adminPage.getByRole("status").filter({ hasText: `${cabin.name}: Picture added` }),
    ).toBeVisible();
    await expect(pictures.getByText(alt)).toBeVisible();
    await expectNoAxeViolations(adminPage, "/admin/boat/{id} cabin pictures at 375px");

    await page.goto(`/trip/${trip.id}`);
    await expect(
      page
        .getByRole("region", { name: "The cabins in pictures" })
        .getByRole("button", { name: new RegExp(`${cabin.name}: ${alt}`) }),
    ).toBeVisible();
    // The visitor leaves before the picture is deleted: a copy the open page had not fetched yet would
    // otherwise be asked for after its files are gone, and that 404 is not what this test is about.
    await page.goto("about:blank");

    await pictures.getByRole("button", { name: `Delete picture 1 of ${cabin.name}` }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      adminPage.getByRole("status").filter({ hasText: `${cabin.name}: Picture deleted` }),
    ).toBeVisible();
    await expect(pictures.getByText(alt)).toHaveCount(0);
  } finally {
    await admin.close();
  }
});

test("a cabin picture sent without JavaScript lands back on the boat screen, saying what happened", async ({
  browser,
  page,
}) => {
  const { boat } = (await (await page.request.get("/api/v1/boat/mv-blue-similan")).json()) as {
    boat: ApiBoat;
  };
  const cabin = boat.cabins[boat.cabins.length - 1]!;
  const alt = `Plain post ${Date.now().toString(36)}`;
  const admin = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  try {
    await addAdminSession(admin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/boat/${boat.id}`);
    const pictures = adminPage.getByRole("region", { name: "Cabin pictures" });
    const add = pictures
      .getByRole("region", { name: cabin.name, exact: true })
      .getByRole("form", { name: `Add a picture of ${cabin.name}` });
    await add
      .getByLabel(`Picture of ${cabin.name}`)
      .setInputFiles(projectPath("db", "seed", "pictures", "deck-dinner-531-640w.webp"));
    await add.getByLabel("Alt text").fill(alt);
    await add.getByRole("button", { name: "Add the picture" }).click();
    // Not the action's data as text: the boat screen again, with the picture and a done line.
    await expect(adminPage).toHaveURL(`/admin/boat/${boat.id}?done=cabin-picture-added`);
    await expect(pictures.getByRole("status")).toHaveText("Cabin picture added.");
    await expect(pictures.getByText(alt)).toBeVisible();
  } finally {
    await admin.close();
  }
  const stored = (await (await page.request.get(`/api/v1/boat/mv-blue-similan`)).json()) as { boat: ApiBoat };
  const added = stored.boat.cabins.find((c) => c.id === cabin.id)!.images.find((image) => image.alt === alt);
  expect(added, "the picture is stored").toBeDefined();
  // Leave the seeded boat as it was for the other journeys.
  const cleanup = await browser.newContext();
  try {
    await addAdminSession(cleanup);
    const gone = await cleanup.request.delete(
      `/api/v1/admin/boat/cabin/image?id=${boat.id}&cabinId=${cabin.id}&imgId=${added!.id}`,
    );
    expect(gone.status()).toBe(200);
  } finally {
    await cleanup.close();
  }
});
