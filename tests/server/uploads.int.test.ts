/**
 * Uploads are limited per route, and a file over its limit is answered 413 with a
 * message naming its field. (server/uploads.test.ts covers the helper with routes of its own.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../core/images/limits.ts";
import {
  type ApiHarness,
  createApiHarness,
  multipart,
  newUserFields,
  signedInUser,
  updateProfile,
} from "../support/api-harness.ts";

const oversize = { bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1, 7), filename: "huge.png", type: "image/png" };
const tooLarge = { success: false, message: "avatar: the file is too large (5 MB at most)", field: "avatar" };

describe(`upload limits on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await createApiHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers 413 naming avatar to an oversize picture at sign-up, and creates no account", async () => {
    const fields = newUserFields();
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/register",
      body: multipart({ user: JSON.stringify(fields), key: await h.humanKey(), avatar: oversize }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge);
    const login = await h.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: fields.email, password: fields.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it("answers 413 naming avatar to an oversize picture on a profile change", async () => {
    const { user, cookie } = await signedInUser(h);
    const response = await updateProfile(h, cookie, {
      user: JSON.stringify(newUserFields({ email: user.email })),
      avatar: oversize,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge);
  });

  it("answers 400 to a file in a field the route does not take", async () => {
    const png = { bytes: Buffer.from("png"), filename: "a.png", type: "image/png" };
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/register",
      body: multipart({ user: JSON.stringify(newUserFields()), picture: png }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "picture does not take a file here",
      field: "picture",
    });
  });
});
