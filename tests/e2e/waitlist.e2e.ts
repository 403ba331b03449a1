/**
 * The waitlist in one journey (decision 0020): a guest joins the line for a sold-out cabin type on the
 * trip page, an admin cancels the booking that filled it, the offer e-mail (read from the outbox as the
 * admin) links to the offer, and the guest books the held space through the booking screens. axe on
 * the join form, the offer screen, the guest's waitlist in /bookings/me and the admin's waitlist.
 */
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { registerCustomer } from "./site.ts";

type TripRow = { id: string; cabins: { cabinId: string; name: string; spacesLeft: number }[] };

test("a guest on the waitlist is offered a cancelled booking's space and books it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext({ baseURL });
  await addAdminSession(admin);
  const filler = await browser.newContext({ baseURL });
  try {
    // Another customer books every free space of one cabin type on a departure.
    await registerCustomer(filler.request, "Fill");
    const list = (await (await filler.request.get("/api/v1/trips?available=true&page=6")).json()) as {
      trips: TripRow[];
    };
    const trip = list.trips.find((t) => t.cabins.some((c) => c.spacesLeft > 0 && c.spacesLeft <= 8))!;
    const cabin = trip.cabins.find((c) => c.spacesLeft > 0 && c.spacesLeft <= 8)!;
    const filled = await filler.request.post("/api/v1/booking/new", {
      data: {
        tripId: trip.id,
        guestArray: Array.from({ length: cabin.spacesLeft }, () => ({ cabinId: cabin.cabinId })),
      },
    });
    expect(filled.status(), await filled.text()).toBe(201);
    const fillerBooking = (await filled.json()).booking as { id: string };

    // The guest joins the line on the trip page, where the sold-out cabin type cannot be added to a cart.
    const guest = await registerCustomer(page.request, "Wanda");
    await page.goto(`/trip/${trip.id}`);
    const join = page.getByRole("form", { name: "Join the waitlist" });
    await join.getByLabel("Cabin type").selectOption(cabin.cabinId);
    await join.getByLabel("Spaces").selectOption("1");
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are number 1 in line" })).toBeVisible();
    await expectNoAxeViolations(page, "/trip/{id} with the waitlist form");

    // The admin cancels the booking that filled the cabin type: the offer is made at once.
    const cancelled = await admin.request.post(`/api/v1/admin/booking/${fillerBooking.id}/cancel`);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.goto("/bookings/me");
    await expect(page.getByRole("heading", { name: "Your waitlist" })).toBeVisible();
    await expect(page.getByText("Offered to you")).toBeVisible();
    await expectNoAxeViolations(page, "/bookings/me with the waitlist");

    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/trip/${trip.id}`);
    await expect(adminPage.getByRole("heading", { name: "Waitlist" })).toBeVisible();
    await expect(adminPage.getByRole("row").filter({ hasText: guest.email })).toContainText("Offered until");
    await expectNoAxeViolations(adminPage, "/admin/trip/{id} with the waitlist");

    // The offer's e-mail, from the outbox.
    const mails = (await (
      await admin.request.get(`/api/v1/admin/mails?search=${encodeURIComponent(guest.email)}`)
    ).json()) as { mails: { id: string; kind: string }[] };
    const offerMail = mails.mails.filter((mail) => mail.kind === "waitlist-offer");
    expect(offerMail).toHaveLength(1);
    const mail = (await (await admin.request.get(`/api/v1/admin/mail/${offerMail[0]!.id}`)).json()) as {
      mail: { text: string };
    };
    const link = /https?:\/\/[^\s]+(\/waitlist\/offer\/[0-9a-f-]{36})/.exec(mail.mail.text);
    expect(link, mail.mail.text).not.toBeNull();

    // The guest follows the link and books the held space.
    await page.goto(link![1]!);
    await expect(page.getByText(`1 space in ${cabin.name} is held for you`)).toBeVisible();
    await expectNoAxeViolations(page, "/waitlist/offer/{id}");
    await page.getByRole("button", { name: "Book these spaces" }).click();
    await expect(page).toHaveURL("/booking");
    await page.getByRole("button", { name: "Continue to guest information" }).click();
    await expect(page).toHaveURL("/information");
    await page.getByRole("button", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/payment\?booking=/);
    const entries = (await (await page.request.get("/api/v1/waitlist/me")).json()) as {
      entries: { state: string }[];
    };
    expect(entries.entries).toMatchObject([{ state: "booked" }]);
  } finally {
    await filler.close();
    await admin.close();
  }
});
