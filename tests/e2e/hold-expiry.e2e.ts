/**
 * The browser journey "a declined card shows a warning and the spaces come free after the hold".
 * The hold lasts until the payment is due (days for a departure months away), so the test does not wait
 * for it: it starts its own server whose clock it can move (CLOCK_OFFSET_FILE, server/test-clock.ts,
 * refused in production) and moves that clock past the hold. Its own server, because moving the clock
 * of the shared one would move the time under every other journey running beside it (sessions, second
 * factor codes, holds).
 */
import type { APIRequestContext } from "@playwright/test";
import { startClockedServer } from "./clocked-server.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";
import { fillTestCard, registerCustomer } from "./site.ts";

type ApiTrip = {
  id: string;
  departure: string;
  cabins: { cabinId: string; name: string; spacesLeft: number }[];
};

async function spacesLeft(request: APIRequestContext, tripId: string, cabinId: string) {
  const response = await request.get(`/api/v1/trip/${tripId}`);
  expect(response.status()).toBe(200);
  const { trip } = (await response.json()) as { trip: ApiTrip };
  return trip.cabins.find((cabin) => cabin.cabinId === cabinId)!.spacesLeft;
}

test("a declined card warns and names the hold's end; once the server's clock passes it, the spaces are free again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startClockedServer("hold");
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const guest = await registerCustomer(context.request);
    // A departure months away: the deposit is due in three days, and the spaces are held until then.
    const monthsAway = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const trips: ApiTrip[] = [];
    for (let pageNumber = 1; pageNumber <= 4; pageNumber++) {
      const list = await context.request.get(`/api/v1/trips?available=true&page=${pageNumber}`);
      trips.push(...((await list.json()) as { trips: ApiTrip[] }).trips);
    }
    const trip = trips.find((t) => t.departure > monthsAway && t.cabins.some((c) => c.spacesLeft >= 2));
    expect(trip, "a seeded departure two months away with two free spaces in a cabin type").toBeDefined();
    const cabin = trip!.cabins.find((c) => c.spacesLeft >= 2)!;
    const before = cabin.spacesLeft;

    const created = await context.request.post("/api/v1/booking/new", {
      data: { tripId: trip!.id, guestArray: [{ cabinId: cabin.cabinId }, { cabinId: cabin.cabinId }] },
    });
    expect(created.status()).toBe(201);
    const { booking } = (await created.json()) as { booking: { id: string; holdExpiresAt: string } };
    expect(await spacesLeft(context.request, trip!.id, cabin.cabinId)).toBe(before - 2);
    const holdEnds = Date.parse(booking.holdExpiresAt);
    expect(holdEnds - Date.now(), "held until the deposit is due, three days on").toBeGreaterThan(
      71 * 3_600_000,
    );

    const page = hydratingOnNavigation(await context.newPage());
    await page.goto(`/trip/${trip!.id}`);
    const row = page.getByRole("row").filter({ hasText: cabin.name });
    await expect(row).toContainText(`${before - 2} spaces left`);

    // A declined card: a warning that says until when the spaces stay held; nothing is paid.
    await page.goto(`/payment?booking=${booking.id}`);
    await page.getByRole("radio", { name: /Pay the deposit/ }).check();
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await fillTestCard(page, "4000 0000 0000 0002");
    // The card form's submission, awaited on its own: a failure then says whether the click was sent at
    // all (seen once under a doubled run: no alert and an idle form; docs/performance.md).
    const submitted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/payment"), {
      timeout: 10_000,
    });
    await page.getByRole("button", { name: /^Pay THB/ }).click();
    await submitted;
    const warning = page.getByRole("alert").filter({ hasText: "Your card was declined" });
    await expect(warning).toContainText("Your spaces stay held until");
    await expect(page.getByText(/Your spaces are held until/)).toBeVisible();

    // A minute before the hold ends nothing has changed; a minute after it, the spaces are free again
    // (by time alone: no clean-up job has run) and the booking reads as an expired hold.
    server.moveClock(holdEnds - 60_000 - Date.now());
    expect(await spacesLeft(context.request, trip!.id, cabin.cabinId)).toBe(before - 2);
    server.moveClock(holdEnds + 60_000 - Date.now());
    expect(await spacesLeft(context.request, trip!.id, cabin.cabinId)).toBe(before);
    await page.goto(`/trip/${trip!.id}`);
    await expect(row).toContainText(`${before} spaces left`);
    // Three days on, the session has been idle too long (12 hours): the guest signs in again.
    const signIn = await context.request.post("/api/v1/login", {
      data: { email: guest.email, password: guest.password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto("/bookings/me");
    await expect(page.getByRole("row").filter({ hasText: "Hold expired" })).toBeVisible();
    await page.goto(`/payment?booking=${booking.id}`);
    await expect(page.getByText(/Your spaces are held until/)).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
