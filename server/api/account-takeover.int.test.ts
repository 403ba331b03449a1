/**
 * A session alone cannot take an account over (decisions/0008), on PGlite and PostgreSQL:
 * - a new e-mail, a new or no second factor need the current password (or a current code);
 * - admin access needs a session that passed the second factor, so a user promoted while signed in
 *   gets none until signing in again with a code;
 * - one TOTP code signs in once, even when two sign-ins race with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SECOND_FACTOR_MESSAGE } from "../../core/accounts/session-user.ts";
import { loginFailures, sessions, users } from "../../db/schema.ts";
import {
  type ApiHarness,
  createApiHarness,
  insertUser,
  login,
  newUserFields,
  sessionCookie,
  signInAdmin,
  totpCode,
  userByEmail,
  signedInUser,
  updateProfile,
} from "../../tests/support/api-harness.ts";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.close());

type User = Awaited<ReturnType<typeof insertUser>>;

/** The user's profile as the form sends it, with changes; multipart `user` JSON plus extra fields. */
async function changeProfile(
  cookie: string,
  user: User,
  changes: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const fields = newUserFields({ email: user.email, firstName: user.firstName, lastName: user.lastName });
  return updateProfile(h, cookie, { user: JSON.stringify({ ...fields, ...changes }), ...extra });
}

const me = (cookie: string) => h.app.inject({ url: "/api/v1/me", headers: { cookie } });
const totpCall = (cookie: string, method: "POST" | "DELETE", url: string, payload: object = {}) =>
  h.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

/** What a wrong proof is answered with, by the field it came in. */
const INCORRECT = { currentPassword: "Incorrect password", currentCode: "Incorrect code" } as const;

/**
 * Replacing (POST) or removing (DELETE) the second factor needs proof: sent without any, it is refused
 * with 400 asking for the current password (`asked`); with a wrong password or code (`wrong`), it is
 * refused with 400 naming that field.
 */
async function expectProofAsked(
  cookie: string,
  method: "POST" | "DELETE",
  asked: string,
  wrong: { currentPassword: string } | { currentCode: string },
) {
  const bare = await totpCall(cookie, method, "/me/totp");
  expect(bare.statusCode).toBe(400);
  expect(bare.json()).toMatchObject({ field: "currentPassword", message: asked });
  const field = "currentPassword" in wrong ? "currentPassword" : "currentCode";
  const refused = await totpCall(cookie, method, "/me/totp", wrong);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ field, message: INCORRECT[field] });
}

/** A customer with two-step sign-in on, signed in with a code; answers the cookie and the secret. */
async function customerWithTotp() {
  const { user, cookie } = await signedInUser(h);
  const { secret } = (await totpCall(cookie, "POST", "/me/totp")).json();
  const confirm = await totpCall(cookie, "POST", "/me/totp/confirm", { code: await totpCode(h, secret) });
  expect(confirm.json().user.totpEnabled).toBe(true);
  h.clock.advance(30_000); // the enrolment used this step's code
  return { user, cookie, secret };
}

async function failuresOf(email: string) {
  return h.database.db.select().from(loginFailures).where(eq(loginFailures.email, email));
}

describe(`changing the e-mail needs the current password on ${process.env.TEST_DB}`, () => {
  it("refuses a new e-mail without the password, naming currentPassword, and changes nothing", async () => {
    const { user, cookie } = await signedInUser(h);
    const response = await changeProfile(cookie, user, { email: `taken-over-${Date.now()}@example.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      field: "currentPassword",
      message: "Enter your current password to change your e-mail",
    });
    expect((await h.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(
      user.email,
    );
  });

  it("refuses a wrong password without ending the session, and counts it like a failed sign-in", async () => {
    const { user, cookie } = await signedInUser(h);
    const response = await changeProfile(
      cookie,
      user,
      { email: `taken-over-${Date.now()}@example.com` },
      { currentPassword: "a guess" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "currentPassword", message: "Incorrect password" });
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await failuresOf(user.email)).toHaveLength(1);
  });

  it("throttles guessing through a session as sign-in does", async () => {
    const { user, cookie } = await signedInUser(h);
    const email = `new-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const guess = await changeProfile(cookie, user, { email }, { currentPassword: `guess ${i}` });
      expect(guess.statusCode).toBe(400);
    }
    const slowed = await changeProfile(cookie, user, { email }, { currentPassword: user.password });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/wait \d+ second/);
    h.clock.advance(2000);
    expect(
      (await changeProfile(cookie, user, { email }, { currentPassword: user.password })).statusCode,
    ).toBe(200);
  });

  it("changes the e-mail with the password inside the user JSON, or as its own field", async () => {
    const { user, cookie } = await signedInUser(h);
    const first = `moved-${Date.now()}@example.com`;
    const inJson = await changeProfile(cookie, user, { email: first, currentPassword: user.password });
    expect(inJson.statusCode).toBe(200);
    expect(inJson.json().user.email).toBe(first);

    const second = `moved-again-${Date.now()}@example.com`;
    const asField = await changeProfile(
      cookie,
      { ...user, email: first },
      { email: second },
      { currentPassword: user.password },
    );
    expect(asField.statusCode).toBe(200);
    expect(asField.json().user.email).toBe(second);
    expect((await login(h, second, user.password)).statusCode).toBe(200);
  });

  it("needs no password when the e-mail stays the same (also typed in another case)", async () => {
    const { user, cookie } = await signedInUser(h);
    const response = await changeProfile(cookie, user, {
      email: user.email.toUpperCase(),
      firstName: "Ines",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: "Ines", email: user.email });
  });

  it("takes a current code instead of the password when two-step sign-in is on, once", async () => {
    const { user, cookie, secret } = await customerWithTotp();
    const code = await totpCode(h, secret);
    const email = `coded-${Date.now()}@example.com`;
    const changed = await changeProfile(cookie, user, { email }, { currentCode: code });
    expect(changed.statusCode).toBe(200);
    const replay = await changeProfile(
      cookie,
      { ...user, email },
      { email: `replayed-${Date.now()}@example.com` },
      { currentCode: code },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ field: "currentCode", message: "Incorrect code" });
  });
});

describe(`replacing or removing the second factor needs the current password on ${process.env.TEST_DB}`, () => {
  it("turns it on without a password, but replaces it only with one, at both steps", async () => {
    const { user, cookie, secret: oldSecret } = await customerWithTotp();

    await expectProofAsked(cookie, "POST", "Enter your current password to replace your authenticator app", {
      currentPassword: "not it",
    });

    const start = await totpCall(cookie, "POST", "/me/totp", { currentPassword: user.password });
    expect(start.statusCode).toBe(200);
    const newSecret: string = start.json().secret;
    expect(newSecret).not.toBe(oldSecret);

    const confirmBare = await totpCall(cookie, "POST", "/me/totp/confirm", {
      code: await totpCode(h, newSecret),
    });
    expect(confirmBare.statusCode).toBe(400);
    expect(confirmBare.json().field).toBe("currentPassword");

    const confirm = await totpCall(cookie, "POST", "/me/totp/confirm", {
      code: await totpCode(h, newSecret),
      currentPassword: user.password,
    });
    expect(confirm.statusCode).toBe(200);
    h.clock.advance(30_000);

    // The old authenticator no longer signs in; the new one does.
    const withOld = await login(h, user.email, user.password, await totpCode(h, oldSecret));
    expect(withOld.json()).toMatchObject({ message: "Incorrect code" });
    expect((await login(h, user.email, user.password, await totpCode(h, newSecret))).statusCode).toBe(200);
  });

  it("turns it off only with the password or a current code", async () => {
    const { user, cookie, secret } = await customerWithTotp();
    await expectProofAsked(cookie, "DELETE", "Enter your current password to turn two-step sign-in off", {
      currentCode: "000000",
    });
    expect((await me(cookie)).json().user.totpEnabled).toBe(true);

    const off = await totpCall(cookie, "DELETE", "/me/totp", { currentCode: await totpCode(h, secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.totpEnabled).toBe(false);
    expect((await login(h, user.email, user.password)).statusCode).toBe(200);

    // Off already: turning it on again needs nothing, turning it off again the password.
    const again = await customerWithTotp();
    const offByPassword = await totpCall(again.cookie, "DELETE", "/me/totp", {
      currentPassword: again.user.password,
    });
    expect(offByPassword.json().user.totpEnabled).toBe(false);
  });

  it("keeps an administrator's second factor on, password or not", async () => {
    const { cookie, user } = await signInAdmin(h);
    const response = await totpCall(cookie, "DELETE", "/me/totp", { currentPassword: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Administrators must keep the second factor on");
  });
});

describe(`admin access needs a session that passed the second factor on ${process.env.TEST_DB}`, () => {
  async function sessionRow(cookie: string) {
    const [row] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await me(cookie)).json().user.id));
    return row;
  }

  it("marks a session signed in with a code, and no other", async () => {
    const { cookie: plain } = await signedInUser(h);
    expect((await sessionRow(plain))!.secondFactorAt).toBeNull();
    const { cookie } = await signInAdmin(h);
    expect((await sessionRow(cookie))!.secondFactorAt).toEqual(h.clock.now);
  });

  it("gives a user promoted while signed in no admin access until they sign in again with a code", async () => {
    const admin = await signInAdmin(h);
    const { user, cookie: before } = await signedInUser(h);

    const promote = await h.app.inject({
      method: "PUT",
      url: `/api/v1/admin/user/${user.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: "admin" },
    });
    expect(promote.json().user.role).toBe("admin");

    // The old session is an admin's now, but it never passed the second factor.
    expect((await me(before)).json().user.role).toBe("admin");
    for (const url of ["/api/v1/admin/users", `/api/v1/admin/user/${admin.user.id}`, "/api/v1/admin/mails"]) {
      const refused = await h.app.inject({ url, headers: { cookie: before } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: ADMIN_SECOND_FACTOR_MESSAGE });
    }
    const demoteOthers = await h.app.inject({
      method: "PUT",
      url: `/api/v1/admin/user/${admin.user.id}`,
      headers: { cookie: before },
      payload: { role: "customer" },
    });
    expect(demoteOthers.statusCode).toBe(403);
    expect((await userByEmail(h, admin.user.email))!.role).toBe("admin");

    // Signing in again: the enrolment, then a code, gives a session with admin access.
    const first = await login(h, user.email, user.password);
    const secret: string = first.json().mfaEnrolment.secret;
    const after = sessionCookie(await login(h, user.email, user.password, await totpCode(h, secret)));
    expect((await h.app.inject({ url: "/api/v1/admin/users", headers: { cookie: after } })).statusCode).toBe(
      200,
    );
  });

  it("gives admin access at once to a promoted user whose session passed the second factor", async () => {
    const admin = await signInAdmin(h);
    const { user, secret } = await customerWithTotp();
    const withCode = sessionCookie(await login(h, user.email, user.password, await totpCode(h, secret)));
    await h.app.inject({
      method: "PUT",
      url: `/api/v1/admin/user/${user.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: "admin" },
    });
    expect(
      (await h.app.inject({ url: "/api/v1/admin/users", headers: { cookie: withCode } })).statusCode,
    ).toBe(200);
  });
});

describe(`one TOTP code, two sign-ins at once on ${process.env.TEST_DB}`, () => {
  it("lets exactly one of two simultaneous sign-ins with the same code through", async () => {
    const { user, secret } = await customerWithTotp();
    const code = await totpCode(h, secret);
    const responses = await Promise.all([
      login(h, user.email, user.password, code),
      login(h, user.email, user.password, code),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(responses.find((r) => r.statusCode === 401)!.json()).toMatchObject({
      message: "Incorrect code",
      mfaRequired: true,
    });
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((row) => row.secondFactorAt !== null)).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous enrolment confirmations with the same code through", async () => {
    const { cookie } = await signedInUser(h);
    const { secret } = (await totpCall(cookie, "POST", "/me/totp")).json();
    const code = await totpCode(h, secret);
    const responses = await Promise.all([
      totpCall(cookie, "POST", "/me/totp/confirm", { code }),
      totpCall(cookie, "POST", "/me/totp/confirm", { code }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("lets exactly one of two simultaneous administrator enrolments with the same code through", async () => {
    const admin = await insertUser(h, { role: "admin" });
    const secret: string = (await login(h, admin.email, admin.password)).json().mfaEnrolment.secret;
    const code = await totpCode(h, secret);
    const responses = await Promise.all([
      login(h, admin.email, admin.password, code),
      login(h, admin.email, admin.password, code),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
