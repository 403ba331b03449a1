/**
 * The account calls of spec §7 with good and bad input, on PGlite and PostgreSQL:
 * password rules, sessions, sign-in throttling, password reset, fields a user may not set, input
 * validation, uploads checked by content and cross-site posts.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LINK_MESSAGES } from "../../core/accounts/reset-link.ts";
import { mailOutbox, passwordResetTokens, sessions, users } from "../../db/schema.ts";
import {
  type ApiHarness,
  apiCall,
  createApiHarness,
  insertUser,
  login,
  multipart,
  newUserFields,
  PUBLIC_URL,
  pngBytes,
  sessionCookie,
  signIn,
  signInAdmin,
  userByEmail,
  signedInUser,
  updateProfile,
} from "../../tests/support/api-harness.ts";
import { UNDELIVERABLE_ADDRESSES } from "../../tests/support/email-addresses.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.close());

async function register(
  user: Record<string, unknown>,
  options: { avatar?: Buffer | null; key?: string | null } = {},
) {
  const fields: Parameters<typeof multipart>[0] = { user: JSON.stringify(user) };
  if (options.avatar !== null) {
    fields.avatar = { bytes: options.avatar ?? (await pngBytes()), filename: "me.png", type: "image/png" };
  }
  if (options.key !== null) fields.key = options.key ?? (await h.humanKey());
  return h.app.inject({ method: "POST", url: "/api/v1/register", body: multipart(fields) });
}

async function latestMail(to: string) {
  const [mail] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(mailOutbox.createdAt);
  return mail;
}

describe(`POST /api/v1/register on ${process.env.TEST_DB}`, () => {
  it("creates a customer with an avatar, signs them in and answers the user", async () => {
    const fields = newUserFields();
    const response = await register(fields);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      title: "Ms",
      firstName: "Anna",
      email: fields.email,
      countryCode: "de",
      role: "customer",
      agentDiscount: 0,
      avatar: { url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/) },
    });
    expect(body.user.passwordHash).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    const me = await h.app.inject({ url: "/api/v1/me", headers: { cookie: sessionCookie(response) } });
    expect(me.json().user.email).toBe(fields.email);
    const stored = await userByEmail(h, fields.email);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("ignores role and agentDiscount smuggled in by the visitor", async () => {
    const fields = newUserFields({ role: "admin", agentDiscount: 40 });
    const response = await register(fields);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: "customer", agentDiscount: 0 });
    expect((await userByEmail(h, fields.email))!.role).toBe("customer");
  });

  it("accepts a long passphrase with spaces, exactly as typed", async () => {
    const passphrase = "  the whale shark at richelieu rock was longer than our dive boat, honestly!  ".slice(
      0,
      64,
    );
    const fields = newUserFields({ password: passphrase });
    expect((await register(fields, { avatar: null })).statusCode).toBe(201);
    expect((await login(h, fields.email, passphrase)).statusCode).toBe(200);
    expect((await login(h, fields.email, passphrase.trim())).json().message).toBe("Incorrect password");
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["lastName", { lastName: "   " }, "Last name is required"],
    ["email", { email: "not-an-email" }, "Please enter a valid email"],
    ["phone", { phone: undefined }, "Phone is required"],
    ["country", { country: "" }, "Country is required"],
    ["countryCode", { countryCode: "deu" }, "Country code must be two letters"],
    ["title", { title: "Dr" }, "Title must be Mr, Mrs or Ms"],
    ["password", { password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses a bad %s with a 400 naming it", async (field, change, message) => {
    const response = await register(newUserFields(change), { avatar: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      field,
      message: expect.stringContaining(message),
    });
  });

  it("refuses one of the most common passwords", async () => {
    const response = await register(newUserFields({ password: "password1" }), { avatar: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: "password",
      message: expect.stringMatching(/too common/),
    });
  });

  it("refuses an avatar that is not an image by content, whatever its name", async () => {
    const fields = newUserFields();
    const response = await register(fields, { avatar: Buffer.from("<?php system($_GET['c']); ?>") });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: "avatar",
      message: expect.stringMatching(/not an image/),
    });
    expect(await userByEmail(h, fields.email)).toBeUndefined();
  });

  it("refuses an avatar over 5 MB", async () => {
    const response = await register(newUserFields(), { avatar: Buffer.alloc(6 * 1024 * 1024, 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, field: "avatar" });
  });

  it("needs a solved human check, usable once", async () => {
    const missing = await register(newUserFields(), { key: null, avatar: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("key");
    const key = await h.humanKey();
    expect((await register(newUserFields(), { key, avatar: null })).statusCode).toBe(201);
    const replay = await register(newUserFields(), { key, avatar: null });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().field).toBe("key");
  });

  it("refuses an e-mail that already has an account", async () => {
    const fields = newUserFields();
    await register(fields, { avatar: null });
    const again = await register({ ...fields, email: fields.email.toUpperCase() }, { avatar: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      field: "email",
      message: "An account with this email already exists",
    });
  });
});

describe(`sign-in, sessions and logout on ${process.env.TEST_DB}`, () => {
  it("says exactly which part was wrong", async () => {
    const user = await insertUser(h);
    const unknown = await login(h, "nobody@example.com", "whatever-password");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ success: false, message: "Email does not exist" });
    const wrong = await login(h, user.email, "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: "Incorrect password" });
  });

  it("refuses a missing field with a 400 naming it", async () => {
    const response = await apiCall(h, undefined, "POST", "/login", { email: "a@b.co" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: "password",
      message: expect.stringMatching(/Password is required/),
    });
  });

  it("issues a new session id at every sign-in and ends the old one", async () => {
    const { user, cookie: first } = await signedInUser(h);
    const second = await h.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: user.email, password: user.password },
      headers: { cookie: first },
    });
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(first);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: first } })).statusCode).toBe(401);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: secondCookie } })).statusCode).toBe(
      200,
    );
  });

  it("keeps only a hash of the session token in the database", async () => {
    const { user, cookie } = await signedInUser(h);
    const token = cookie.split("=")[1]!;
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
  });

  it("ends the session on the server at logout", async () => {
    const { cookie } = await signedInUser(h);
    const out = await h.app.inject({ url: "/api/v1/logout", headers: { cookie } });
    expect(out.json()).toEqual({ success: true, message: "Logged out" });
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie } })).statusCode).toBe(401);
  });

  it("ends a session after 12 idle hours, and 7 days after sign-in however busy", async () => {
    const { user, cookie } = await signedInUser(h);
    h.clock.advance(11 * 60 * 60 * 1000);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie } })).statusCode).toBe(200);
    h.clock.advance(11 * 60 * 60 * 1000); // 11 h since the last use
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie } })).statusCode).toBe(200);
    h.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie } })).statusCode).toBe(401);

    const busy = await signIn(h, user.email, user.password);
    for (let hours = 10; hours <= 160; hours += 10) {
      h.clock.advance(10 * 60 * 60 * 1000);
      expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: busy } })).statusCode).toBe(200);
    }
    h.clock.advance(9 * 60 * 60 * 1000); // 169 hours after sign-in, used 9 hours ago
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: busy } })).statusCode).toBe(401);
  });

  it("slows repeated failures on one account, then still lets the owner in after waiting", async () => {
    const user = await insertUser(h);
    for (let i = 0; i < 5; i++) expect((await login(h, user.email, `wrong-${i}`)).statusCode).toBe(401);
    const slowed = await login(h, user.email, user.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/wait \d+ second/);
    h.clock.advance(2000);
    expect((await login(h, user.email, user.password)).statusCode).toBe(200);
  });

  it("checks no more passwords for 40 simultaneous guesses than for the same guesses one by one", async () => {
    const guesses = Array.from({ length: 40 }, (_, i) => `wrong-${i}`);
    const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;
    const oneByOne = await insertUser(h);
    const sequential: number[] = [];
    for (const guess of guesses) sequential.push((await login(h, oneByOne.email, guess)).statusCode);
    const burst = await insertUser(h);
    const together = await Promise.all(guesses.map((guess) => login(h, burst.email, guess)));
    const simultaneous = together.map((response) => response.statusCode);
    // Each refused guess is a 429 that never reached the password check.
    expect(checked(sequential)).toBe(5);
    expect(checked(simultaneous)).toBe(checked(sequential));
    expect(simultaneous.filter((status) => status === 429)).toHaveLength(35);
  });

  it("limits failures on one account to well under 100 an hour", async () => {
    const user = await insertUser(h);
    let accepted = 0;
    for (let i = 0; i < 120; i++) {
      const response = await login(h, user.email, `guess-${i}`);
      if (response.statusCode === 401) accepted++;
      h.clock.advance(30_000); // a patient attacker: one guess every 30 s for an hour
    }
    expect(accepted).toBeLessThanOrEqual(100);
    expect(accepted).toBeGreaterThan(5);
  });
});

describe(`profile and password on ${process.env.TEST_DB}`, () => {
  it("updates the profile and avatar, ignoring role and agentDiscount", async () => {
    const { user, cookie } = await signedInUser(h);
    const response = await updateProfile(h, cookie, {
      user: JSON.stringify({
        ...newUserFields({ email: user.email }),
        firstName: "Annika",
        role: "admin",
        agentDiscount: 50,
      }),
      avatar: { bytes: await pngBytes(300, 200), filename: "new.png", type: "image/png" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: "Annika", role: "customer", agentDiscount: 0 });
    expect(response.json().user.avatar.url).toMatch(/\.webp$/);
  });

  it("refuses a profile update that is not signed in, or with a bad avatar", async () => {
    expect((await h.app.inject({ method: "PUT", url: "/api/v1/me/update", payload: {} })).statusCode).toBe(
      401,
    );
    const { user, cookie } = await signedInUser(h);
    const response = await updateProfile(h, cookie, {
      user: JSON.stringify(newUserFields({ email: user.email })),
      avatar: { bytes: Buffer.from("GIF89a but not really"), filename: "x.gif", type: "image/gif" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("avatar");
  });

  it("changes the password (JSON or form data) after checking the old one, ending other sessions", async () => {
    const { user, cookie: here } = await signedInUser(h);
    const elsewhere = await signIn(h, user.email, user.password);
    const wrongOld = await h.app.inject({
      method: "PUT",
      url: "/api/v1/password/update",
      headers: { cookie: here },
      payload: { oldPassword: "nope", password: "a brand new passphrase" },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ field: "oldPassword", message: "Old password is incorrect" });
    const common = await h.app.inject({
      method: "PUT",
      url: "/api/v1/password/update",
      headers: { cookie: here },
      payload: { oldPassword: user.password, password: "qwerty123" },
    });
    expect(common.json()).toMatchObject({ field: "password" });
    const ok = await h.app.inject({
      method: "PUT",
      url: "/api/v1/password/update",
      headers: { cookie: here },
      body: multipart({ oldPassword: user.password, password: "a brand new passphrase" }),
    });
    expect(ok.json()).toEqual({ success: true, message: "Password updated" });
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: here } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect((await login(h, user.email, "a brand new passphrase")).statusCode).toBe(200);
  });
});

describe(`password reset on ${process.env.TEST_DB}`, () => {
  async function forgot(email: string, extra: Record<string, string> = {}) {
    return h.app.inject({
      method: "POST",
      url: "/api/v1/password/forgot",
      payload: { email, key: await h.humanKey() },
      headers: extra,
    });
  }

  async function resetLink(email: string): Promise<string> {
    const mail = await latestMail(email);
    const match = mail?.text.match(/https?:\/\/\S+\/password\/reset\/(\S+)/);
    if (!match) throw new Error(`no reset link mailed to ${email}`);
    return match[1]!;
  }

  it("answers the same whether or not the e-mail has an account", async () => {
    const user = await insertUser(h);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await latestMail("nobody-here@example.com")).toBeUndefined();
  });

  it("mails a link built from PUBLIC_URL, never from the Host header, with a hashed 256-bit token", async () => {
    const user = await insertUser(h);
    await forgot(user.email, { host: "evil.example", "x-forwarded-host": "evil.example" });
    const mail = await latestMail(user.email);
    expect(mail!.text).toContain(`${PUBLIC_URL}/password/reset/`);
    expect(mail!.text).not.toContain("evil.example");
    const token = await resetLink(user.email);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await h.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256(token)]);
  });

  it("sets the new password once, ends every session, and refuses the used link", async () => {
    const { user, cookie: session } = await signedInUser(h);
    await forgot(user.email);
    const token = await resetLink(user.email);
    const reset = await h.app.inject({
      method: "PUT",
      url: `/api/v1/password/reset/${token}`,
      payload: { password: "new passphrase for reset" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: session } })).statusCode).toBe(401);
    expect((await login(h, user.email, "new passphrase for reset")).statusCode).toBe(200);
    const again = await h.app.inject({
      method: "PUT",
      url: `/api/v1/password/reset/${token}`,
      payload: { password: "another passphrase here" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, field: "token", reason: "used" });
    expect(again.json().message).toBe(RESET_LINK_MESSAGES.used);
    expect(await h.services.accounts.resetLinkProblem(token)).toBe("used");
  });

  it("says a malformed or unknown link is so before looking at the password", async () => {
    const cases = [
      ["abc", "malformed"],
      ["x".repeat(90), "malformed"],
      ["A".repeat(43), "unknown"],
    ] as const;
    for (const [token, reason] of cases) {
      const response = await h.app.inject({
        method: "PUT",
        url: `/api/v1/password/reset/${token}`,
        payload: { password: "1" },
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json(), token).toMatchObject({ reason, message: RESET_LINK_MESSAGES[reason] });
      expect(await h.services.accounts.resetLinkProblem(token)).toBe(reason);
    }
  });

  it("refuses an expired link (30 minutes)", async () => {
    const user = await insertUser(h);
    await forgot(user.email);
    const token = await resetLink(user.email);
    expect(await h.services.accounts.resetLinkProblem(token)).toBeNull();
    h.clock.advance(31 * 60 * 1000);
    expect(await h.services.accounts.resetLinkProblem(token)).toBe("expired");
    const response = await h.app.inject({
      method: "PUT",
      url: `/api/v1/password/reset/${token}`,
      payload: { password: "too late passphrase" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "expired", message: RESET_LINK_MESSAGES.expired });
  });

  it("lets exactly one of 20 simultaneous uses of one link succeed", async () => {
    const user = await insertUser(h);
    await forgot(user.email);
    const token = await resetLink(user.email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.app.inject({
          method: "PUT",
          url: `/api/v1/password/reset/${token}`,
          payload: { password: `racing passphrase ${i}` },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(400)]);
    // The one that won set its password.
    const winner = responses.findIndex((r) => r.statusCode === 200);
    expect((await login(h, user.email, `racing passphrase ${winner}`)).statusCode).toBe(200);
  });

  it("refuses a short or common new password", async () => {
    const user = await insertUser(h);
    await forgot(user.email);
    const token = await resetLink(user.email);
    for (const password of ["123", "iloveyou"]) {
      const response = await h.app.inject({
        method: "PUT",
        url: `/api/v1/password/reset/${token}`,
        payload: { password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe("password");
    }
  });
});

describe(`contact form on ${process.env.TEST_DB}`, () => {
  const message = {
    firstName: "Li",
    lastName: "Wei",
    email: "li.wei@example.cn",
    phone: "+86 138 0000 0000",
    country: "China",
    countryCode: "cn",
    message: "Do you have space for two divers in March?\nWe are Advanced Open Water.",
  };

  it("queues the message for the operator with the sender as Reply-To", async () => {
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      payload: { user: message, key: await h.humanKey() },
    });
    expect(response.json()).toEqual({ success: true, message: "Mail sent!" });
    const mail = await latestMail("info@example.test");
    expect(mail).toMatchObject({ replyTo: "li.wei@example.cn", kind: "contact" });
    expect(mail!.text).toContain("Do you have space for two divers in March?\nWe are Advanced Open Water.");
  });

  it("keeps line breaks out of mail headers (a one-line field refuses them)", async () => {
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      payload: { user: { ...message, lastName: "Wei\r\nBcc: victim@example.com" }, key: await h.humanKey() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Last name must not contain control characters",
      field: "lastName",
    });
    const mails = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact"));
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.toAddress).toBe("info@example.test");
    }
  });

  it.each([
    ["email", { email: "li.wei" }],
    ["message", { message: " " }],
    ["phone", { phone: "" }],
  ])("refuses a bad %s", async (field, change) => {
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      payload: { user: { ...message, ...change }, key: await h.humanKey() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it("needs the human check", async () => {
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      payload: { user: message },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("key");
  });
});

describe(`one e-mail rule for every form on ${process.env.TEST_DB}`, () => {
  const refusal = { success: false, field: "email", message: "Please enter a valid email" };

  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await signInAdmin(h)).cookie;
  });

  it("builds the 255-character case at 255 characters", () => {
    expect(UNDELIVERABLE_ADDRESSES.find(([what]) => what === "255 characters")![1]).toHaveLength(255);
  });

  it.each(UNDELIVERABLE_ADDRESSES)(
    "refuses an address with %s at sign-up, in the profile, admin edit and contact",
    async (_what, email) => {
      const signUp = await register(newUserFields({ email }), { avatar: null });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json()).toMatchObject(refusal);

      const { user, cookie } = await signedInUser(h);
      const profile = await updateProfile(h, cookie, {
        user: JSON.stringify(newUserFields({ email })),
        currentPassword: user.password,
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toMatchObject(refusal);

      const adminEdit = await h.app.inject({
        method: "PUT",
        url: `/api/v1/admin/user/${user.id}`,
        headers: { cookie: adminCookie },
        payload: { email },
      });
      expect(adminEdit.statusCode).toBe(400);
      expect(adminEdit.json()).toMatchObject(refusal);
      expect((await userByEmail(h, user.email))?.id).toBe(user.id); // nothing changed

      const contact = await h.app.inject({
        method: "POST",
        url: "/api/v1/contact",
        payload: {
          user: { ...newUserFields({ email }), message: "Two places in March?" },
          key: await h.humanKey(),
        },
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject(refusal);
    },
  );

  it("answers forgot-password alike for an odd stored address and an unknown one, and mails neither", async () => {
    // An account stored before the rule, with an address the mailer would refuse.
    const odd = await insertUser(h, { email: 'old"style@example.com' });
    const forgot = async (email: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/v1/password/forgot",
        payload: { email, key: await h.humanKey() },
      });
    const stored = await forgot(odd.email);
    const unknown = await forgot('nobody"here@example.com');
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toMatchObject(refusal);
    expect(unknown.statusCode).toBe(stored.statusCode);
    expect(unknown.body).toBe(stored.body);
    expect(await latestMail(odd.email)).toBeUndefined();

    // Any valid address: the same 200 and message whether or not it has an account.
    const known = await insertUser(h, { email: `o'brien+${Date.now()}@mail.example.co.th` });
    const answers = await Promise.all([forgot(known.email), forgot(`nobody+${Date.now()}@example.com`)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect((await latestMail(known.email))?.kind).toBe("password-reset");
  });
});

describe(`cross-site requests on ${process.env.TEST_DB}`, () => {
  it("refuses a state-changing call from another origin", async () => {
    const user = await insertUser(h);
    const foreign = await h.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: user.email, password: user.password },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await h.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: user.email, password: user.password },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await h.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: user.email, password: user.password },
      headers: { origin: PUBLIC_URL },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe(`abuse limits on ${process.env.TEST_DB}`, () => {
  it("answers 429 with a clear message past the per-client limit on forgot password", async () => {
    const harness = await createApiHarness({}, { rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await harness.app.inject({
          method: "POST",
          url: "/api/v1/password/forgot",
          payload: { email: `x${i}@example.com`, key: await harness.humanKey() },
        });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) expect(r.json().message).toMatch(/Too many requests/);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await harness.close();
    }
  });
});

describe(`second factor on ${process.env.TEST_DB}`, () => {
  it("makes an admin enrol, then asks for a code at every sign-in and refuses a replayed code", async () => {
    const admin = await insertUser(h, { role: "admin" });
    const first = await login(h, admin.email, admin.password);
    // A step of signing in, not a failure: 200, and no session until the code passes.
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, step: "enrol", mfaRequired: true });
    expect(first.json().message).toMatch(/Administrators must use a second factor/);
    expect(first.headers["set-cookie"]).toBeUndefined();
    const enrolment = first.json().mfaEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const { TOTP } = await import("otpauth");
    const code = () => new TOTP({ secret: enrolment.secret }).generate({ timestamp: h.clock.now.getTime() });

    expect((await login(h, admin.email, admin.password, code())).statusCode).toBe(200);
    const stored = await userByEmail(h, admin.email);
    expect(stored!.totpSecret).not.toContain(enrolment.secret); // encrypted at rest

    const withoutCode = await login(h, admin.email, admin.password);
    expect(withoutCode.statusCode).toBe(200);
    expect(withoutCode.json()).toEqual({
      success: true,
      step: "code",
      mfaRequired: true,
      message: "Enter the 6-digit code from your authenticator app",
    });
    expect(withoutCode.headers["set-cookie"]).toBeUndefined();
    const wrongCode = String((Number(code()) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await login(h, admin.email, admin.password, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: "Incorrect code", mfaRequired: true });
    const replay = await login(h, admin.email, admin.password, code());
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Incorrect code");
    h.clock.advance(30_000);
    expect((await login(h, admin.email, admin.password, code())).statusCode).toBe(200);
  });

  it("lets a customer turn the second factor on", async () => {
    const { user, cookie } = await signedInUser(h);
    const start = await h.app.inject({ method: "POST", url: "/api/v1/me/totp", headers: { cookie } });
    const { secret } = start.json();
    const { TOTP } = await import("otpauth");
    const code = new TOTP({ secret }).generate({ timestamp: h.clock.now.getTime() });
    const confirm = await h.app.inject({
      method: "POST",
      url: "/api/v1/me/totp/confirm",
      headers: { cookie },
      payload: { code },
    });
    expect(confirm.json().user.totpEnabled).toBe(true);
    expect((await login(h, user.email, user.password)).json()).toMatchObject({ mfaRequired: true });
  });
});

describe(`admin user calls on ${process.env.TEST_DB}`, () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await signInAdmin(h)).cookie;
  });

  it("lists users with search, role filter and pages", async () => {
    const agent = await insertUser(h, { role: "agent", agentDiscount: 15 });
    const all = (await h.app.inject({ url: "/api/v1/admin/users", headers: { cookie: adminCookie } })).json();
    expect(all).toMatchObject({ success: true, resPerPage: 20, page: 1 });
    expect(all.count).toBeGreaterThan(1);
    const agents = (
      await h.app.inject({ url: "/api/v1/admin/users?role=agent", headers: { cookie: adminCookie } })
    ).json();
    expect(agents.users.every((u: { role: string }) => u.role === "agent")).toBe(true);
    const found = (
      await h.app.inject({
        url: `/api/v1/admin/users?search=${encodeURIComponent(agent.email)}`,
        headers: { cookie: adminCookie },
      })
    ).json();
    expect(found.users).toEqual([expect.objectContaining({ email: agent.email, agentDiscount: 15 })]);
    const page2 = (
      await h.app.inject({ url: "/api/v1/admin/users?page=2", headers: { cookie: adminCookie } })
    ).json();
    expect(page2.page).toBe(2);
    const bad = await h.app.inject({
      url: "/api/v1/admin/users?role=pirate",
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("role");
    // The users and mails lists read their query with one schema (core/shared/list-query.ts).
    for (const url of ["/api/v1/admin/users?page=0", "/api/v1/admin/mails?page=x"]) {
      const badPage = await h.app.inject({ url, headers: { cookie: adminCookie } });
      expect(badPage.statusCode, url).toBe(400);
      expect(badPage.json().field, url).toBe("page");
    }
    const mails = await h.app.inject({
      url: "/api/v1/admin/mails?status=&search=%20&page=1",
      headers: { cookie: adminCookie },
    });
    expect(mails.json()).toMatchObject({ success: true, resPerPage: 20, page: 1 });
    expect(mails.json().count).toBe(mails.json().mails.length);
  });

  it("makes a customer an agent with a discount, and clears it when the role changes back", async () => {
    const user = await insertUser(h);
    const url = `/api/v1/admin/user/${user.id}`;
    const agent = await h.app.inject({
      method: "PUT",
      url,
      headers: { cookie: adminCookie },
      payload: { role: "agent", agentDiscount: 20 },
    });
    expect(agent.json().user).toMatchObject({ role: "agent", agentDiscount: 20 });
    expect((await h.app.inject({ url, headers: { cookie: adminCookie } })).json().user.agentDiscount).toBe(
      20,
    );
    const back = await h.app.inject({
      method: "PUT",
      url,
      headers: { cookie: adminCookie },
      payload: { role: "customer" },
    });
    expect(back.json().user).toMatchObject({ role: "customer", agentDiscount: 0 });
    const bad = await h.app.inject({
      method: "PUT",
      url,
      headers: { cookie: adminCookie },
      payload: { agentDiscount: 150 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("agentDiscount");
  });

  it("never demotes or deletes the last administrator", async () => {
    await h.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
    const [lastAdmin] = await h.database.db.select().from(users).limit(1);
    await h.database.db.update(users).set({ role: "admin" }).where(eq(users.id, lastAdmin!.id));
    const { cookie, user: other } = await signInAdmin(h);
    // Two admins: demote the first, then the second (last) one may not be demoted or deleted.
    expect(
      (
        await h.app.inject({
          method: "PUT",
          url: `/api/v1/admin/user/${lastAdmin!.id}`,
          headers: { cookie },
          payload: { role: "customer" },
        })
      ).statusCode,
    ).toBe(200);
    const demote = await h.app.inject({
      method: "PUT",
      url: `/api/v1/admin/user/${other.id}`,
      headers: { cookie },
      payload: { role: "agent" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe("The last administrator cannot be demoted");
    const remove = await h.app.inject({
      method: "DELETE",
      url: `/api/v1/admin/user/${other.id}`,
      headers: { cookie },
    });
    expect(remove.statusCode).toBe(409);
  });

  it("deletes a user and their sessions", async () => {
    const { cookie } = await signInAdmin(h);
    const { user, cookie: userCookie } = await signedInUser(h);
    const response = await h.app.inject({
      method: "DELETE",
      url: `/api/v1/admin/user/${user.id}`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({ success: true });
    expect((await h.app.inject({ url: "/api/v1/me", headers: { cookie: userCookie } })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ url: `/api/v1/admin/user/${user.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});
