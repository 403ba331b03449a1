/**
 * The admin screens' route actions (decision 0031), called as React Router calls them: a Request and
 * the load context, with the services of a test database. Each answers a refusal with the status of
 * the shared table (a missing item 404, a taken address 409, a bad form 400 naming its field), and
 * saves what the API would save from the same form.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { action as boatAction } from "../../app/routes/admin/boat-form.tsx";
import { action as cabinPicturesAction } from "../../app/routes/admin/cabin-pictures.ts";
import { action as categoryAction } from "../../app/routes/admin/category-form.tsx";
import { action as courseAction } from "../../app/routes/admin/course-form.tsx";
import { action as tripAction } from "../../app/routes/admin/trip-form.tsx";
import { action as userAction } from "../../app/routes/admin/user.tsx";
import { type ApiHarness, createApiHarness, insertUser, pngBytes } from "../support/api-harness.ts";
import { makeCourse } from "../support/factories.ts";

const MISSING = "0b7c4f3e-2a4b-4c1d-9e8f-123456789abc";

let h: ApiHarness;
let admin: SessionUser;

beforeAll(async () => {
  h = await createApiHarness();
  const row = await insertUser(h, { role: "admin" });
  admin = { ...row, avatarUrl: null, agentDiscount: 0, secondFactor: true };
}, 180_000);
afterAll(() => h.close());

/** What an action gives back: its status (200 for a plain answer) and its body. */
type Answer = { status: number; body: Record<string, unknown> };

async function call(
  handler: (args: never) => unknown,
  params: Record<string, string>,
  body: FormData | Record<string, unknown>,
  user: SessionUser | null = admin,
): Promise<Answer> {
  const request = new Request("https://dive.example/admin/x", {
    method: "POST",
    ...(body instanceof FormData
      ? { body }
      : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
  });
  const context = { services: h.services, nonce: undefined, user, inlineStylesheet: null, overLimit: null };
  const answer = (await handler({ request, params, context } as never)) as Record<string, unknown>;
  if (answer && answer.type === "DataWithResponseInit") {
    const init = answer.init as { status?: number } | null;
    return { status: init?.status ?? 200, body: answer.data as Record<string, unknown> };
  }
  return { status: 200, body: answer };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe("admin route actions answer through the shared status table", () => {
  it("answers 404 for a user that does not exist, not a blanket 400", async () => {
    const answer = await call(userAction, { id: MISSING }, { firstName: "Ann" });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatch(/not found/i);
  });

  it("answers 409, naming the field, for an e-mail address another user has", async () => {
    const [one, other] = await Promise.all([insertUser(h), insertUser(h)]);
    const answer = await call(userAction, { id: one.id }, { email: other.email });
    expect(answer).toMatchObject({ status: 409, body: { field: "email" } });
    const saved = await call(userAction, { id: one.id }, { role: "agent", agentDiscount: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ role: "agent", agentDiscount: 12 });
  });

  it("checks a user's change with the API's schema: a discount above 100 is a 400 naming it", async () => {
    const user = await insertUser(h);
    const answer = await call(userAction, { id: user.id }, { agentDiscount: 101 });
    expect(answer).toMatchObject({ status: 400, body: { field: "agentDiscount" } });
  });

  it("sends anyone but an admin away before reading the form", async () => {
    const customer = await insertUser(h);
    const asCustomer = { ...customer, avatarUrl: null, agentDiscount: 0, secondFactor: true };
    await expect(call(userAction, { id: customer.id }, {}, asCustomer)).rejects.toMatchObject({
      status: 302,
    });
  });

  it("creates a boat with a picture from a multipart form, then deletes the picture and the boat", async () => {
    const body = form({ intent: "save", name: "Action Test Boat", imageAlts: JSON.stringify(["The deck"]) });
    body.append("images", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "deck.png");
    const created = await call(boatAction, {}, body);
    expect(created.status).toBe(200);
    const item = created.body.item as { id: string; name: string; images: { id: string; alt: string }[] };
    expect(item.name).toBe("Action Test Boat");
    expect(item.images.map((image) => image.alt)).toEqual(["The deck"]);

    const gone = await call(
      boatAction,
      { id: item.id },
      form({ intent: "delete-image", imgId: item.images[0]!.id }),
    );
    expect(gone.body).toEqual({ imageDeleted: item.images[0]!.id });
    expect((await h.services.catalog.getBoat(item.id)).images).toEqual([]);

    expect((await call(boatAction, { id: item.id }, form({ intent: "delete" }))).body).toMatchObject({
      deleted: true,
    });
    expect((await call(boatAction, { id: item.id }, form({ intent: "delete" }))).status).toBe(404);
  });

  it("answers a cabin picture sent as a plain post (before script ran) with a redirect back to the boat", async () => {
    const created = await call(
      boatAction,
      {},
      form({
        intent: "save",
        name: "Plain Post Boat",
        cabins: JSON.stringify([{ name: "Twin", spaces: 2 }]),
      }),
    );
    const boat = created.body.item as { id: string; cabins: { id: string }[] };
    const plainPost = async (body: FormData) => {
      const request = new Request(`https://dive.example/admin/boat/${boat.id}/cabin-pictures`, {
        method: "POST",
        headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
        body,
      });
      const context = {
        services: h.services,
        nonce: undefined,
        user: admin,
        inlineStylesheet: null,
        overLimit: null,
      };
      return (await cabinPicturesAction({ request, params: { id: boat.id }, context } as never)) as Response;
    };
    const picture = form({ cabinId: boat.cabins[0]!.id, imageAlt: "Twin berths" });
    picture.append("images", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "twin.png");
    const added = await plainPost(picture);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/admin/boat/${boat.id}?done=cabin-picture-added`);
    const [cabin] = (await h.services.catalog.getBoat(boat.id)).cabins;
    expect(cabin!.images.map((image) => image.alt)).toEqual(["Twin berths"]);

    // Refused (no alt text): back to the boat with the problem named, nothing saved.
    const noAlt = form({ cabinId: boat.cabins[0]!.id });
    noAlt.append("images", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "x.png");
    const refused = await plainPost(noAlt);
    expect(refused.headers.get("location")).toBe(`/admin/boat/${boat.id}?problem=cabin-picture-refused`);
    expect((await h.services.catalog.getBoat(boat.id)).cabins[0]!.images).toHaveLength(1);
  });

  it("refuses a boat without a name with a 400 naming the field, and a file where none is taken", async () => {
    expect(await call(boatAction, {}, form({ intent: "save" }))).toMatchObject({
      status: 400,
      body: { field: "name" },
    });
    const body = form({ intent: "save", name: "Boat" });
    body.append("summary", new Blob(["x"]), "x.txt");
    expect(await call(boatAction, {}, body)).toMatchObject({ status: 400, body: { field: "summary" } });
  });

  it("answers 404 for a category that does not exist", async () => {
    expect((await call(categoryAction, { id: MISSING }, { intent: "delete" })).status).toBe(404);
    const created = await call(categoryAction, {}, { name: "Action Tests", placement: "none", position: "" });
    expect(created.body.category).toMatchObject({ name: "Action Tests" });
  });

  it("adds, changes and cancels a course's date through the course screen's action", async () => {
    const course = await makeCourse(h.database.db);
    const bad = await call(
      courseAction,
      { id: course.id },
      { intent: "add-date", start: "2031-02-01", seats: 0 },
    );
    expect(bad).toMatchObject({ status: 400, body: { field: "seats" } });
    expect(
      await call(courseAction, { id: course.id }, { intent: "add-date", start: "2031-02-01", seats: 6 }),
    ).toEqual({ status: 200, body: { done: "Date added" } });
    const [date] = (await h.services.courseDates.adminList(course.id)).dates;
    expect(
      (await call(courseAction, { id: course.id }, { intent: "save-date", dateId: date!.id, seats: 8 })).body,
    ).toEqual({ done: "Date saved" });
    expect(
      (await call(courseAction, { id: course.id }, { intent: "save-date", dateId: MISSING, seats: 8 }))
        .status,
    ).toBe(404);
    await call(courseAction, { id: course.id }, { intent: "cancel-date", dateId: date!.id });
    const [after] = (await h.services.courseDates.adminList(course.id)).dates;
    expect(after).toMatchObject({ seats: 8, status: "cancelled" });
  });

  it("answers 404 when a departure to cancel does not exist (the departure form's action)", async () => {
    expect((await call(tripAction, { id: MISSING }, form({ intent: "cancel" }))).status).toBe(404);
  });
});
