/**
 * Cabin pictures on a trip page, at phone (375 px) and desktop (1440 px) width: a departure of the
 * seeded flagship shows, after the boat's own pictures, each offered cabin type's photographs in the
 * gallery, named by their cabin type, loaded, and opening the lightbox; axe finds nothing.
 */
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

type Picture = { id: string; alt: string };
type ApiBoat = { id: string; cabins: { id: string; name: string; images: Picture[] }[] };
type ApiTrip = { id: string; boat: { id: string }; cabins: { cabinId: string }[] };

test("a trip page shows the photographs of the cabin types it offers, at 375 and 1440 px", async ({
  page,
}) => {
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
