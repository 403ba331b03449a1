/**
 * The account panels' route actions (decision 0031) on PGlite and PostgreSQL, posted as the panels'
 * fetchers post them (`<route>.data`): signing in sets the API's session cookie with the same flags,
 * the throttle per account and the second factor hold on this path too, sign-up and the contact form
 * need the human check, a cross-site post is refused, the per-address limits of the API's calls hold,
 * and a refusal keeps its status from the shared table (a conflict is 409, a missing record 404, never
 * 400).
 */
import { Readable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import {
  insertUser,
  login,
  newUserFields,
  sessionCookie,
  totpCode,
  userByEmail,
} from "../support/api-harness.ts";
import { buildPageServer, pageServerForFile } from "../support/page-server.ts";
import { BODY_LIMIT_BYTES, limitedPageActions } from "../../server/request-limits.ts";

describe(`the account actions on ${process.env.TEST_DB}`, () => {
  const site = pageServerForFile();

  /** A fetcher's post: form-encoded, to the route's `.data` address. */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    site.app.inject({
      method: "POST",
      url: `${path}.data`,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const sid = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === "sid");
  const signInAction = (email: string, password: string, code?: string) =>
    post("/login", { email, password, ...(code ? { code } : {}) });
  const me = (cookie: string) => site.app.inject({ url: "/api/v1/me", headers: { cookie } });

  it("refuses a form over the body limit, declared or streamed, without reading it into memory", async () => {
    const megabyte = Buffer.alloc(1024 * 1024, "a");
    const chunks = BODY_LIMIT_BYTES / megabyte.length + 1;
    const signIn = (payload: Buffer | Readable) =>
      site.app.inject({
        method: "POST",
        url: "/login.data",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    const declared = await signIn(Buffer.concat(Array.from({ length: chunks }, () => megabyte)));
    expect(declared.statusCode).toBe(413);
    expect(declared.body).toContain("too large");
    // Sent as a stream, with no length declared: cut off once it passes the limit.
    const streamed = await signIn(Readable.from(Array.from({ length: chunks }, () => megabyte)));
    expect(streamed.statusCode).toBe(400);
    expect(streamed.body).toContain("could not be read");
  });

  it("signs in with the same session cookie, flags and all, as the API", async () => {
    const user = await insertUser(site.h);
    const viaAction = await signInAction(user.email, user.password);
    expect(viaAction.statusCode).toBe(200);
    const viaApi = await login(site.h, user.email, user.password);
    const { value: _actionToken, ...actionFlags } = sid(viaAction)!;
    const { value: _apiToken, ...apiFlags } = sid(viaApi)!;
    expect(actionFlags).toEqual(apiFlags);
    expect(actionFlags).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await me(sessionCookie(viaAction))).json().user.email).toBe(user.email);
  });

  it("ends the old session at a new sign-in and at logout", async () => {
    const user = await insertUser(site.h);
    const first = sessionCookie(await signInAction(user.email, user.password));
    const credentials = { email: user.email, password: user.password };
    const second = sessionCookie(await post("/login", credentials, { cookie: first }));
    expect((await me(first)).statusCode).toBe(401);
    const out = await post("/account/logout", {}, { cookie: second });
    expect(out.statusCode).toBe(200);
    expect(sid(out)?.value).toBe("");
    expect((await me(second)).statusCode).toBe(401);
  });

  it("signs in from the /login page's plain form (no script) and redirects to its target, on this site only", async () => {
    const user = await insertUser(site.h);
    /** The page's form as a browser without script posts it: to the page itself, with its hidden field. */
    const plainPost = (fields: Record<string, string>) =>
      site.app.inject({
        method: "POST",
        url: "/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const credentials = { email: user.email, password: user.password };
    const signedIn = await plainPost({ ...credentials, redirect: "/bookings/me" });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/bookings/me");
    expect((await me(sessionCookie(signedIn))).json().user.email).toBe(user.email);

    const elsewhere = await plainPost({ ...credentials, redirect: "//evil.example" });
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe("/");

    const wrong = await plainPost({ email: user.email, password: "wrong-password", redirect: "/" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Incorrect password");
    expect(sid(wrong)).toBeUndefined();
  });

  it("refuses a wrong password with 401 and throttles the account after five", async () => {
    const user = await insertUser(site.h);
    for (let i = 0; i < 5; i++) {
      const wrong = await signInAction(user.email, `wrong-${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain("Incorrect password");
      expect(sid(wrong)).toBeUndefined();
    }
    const slowed = await signInAction(user.email, user.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toContain("Too many failed sign-ins");
    expect(sid(slowed)).toBeUndefined();
  });

  it("answers a form that fails the API's schema with 400, naming the field", async () => {
    const response = await signInAction("not-an-email", "whatever");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Please enter a valid email");
    expect(response.body).toContain("email");
  });

  it("asks an administrator for the second factor, and signs in only with a right code", async () => {
    const admin = await insertUser(site.h, { role: "admin" });
    const enrol = await signInAction(admin.email, admin.password);
    expect(enrol.statusCode).toBe(200);
    expect(sid(enrol)).toBeUndefined();
    expect(enrol.body).toContain("enrol");
    const secret = /secret=([A-Z2-7]+)/.exec(decodeURIComponent(enrol.body))?.[1];
    expect(secret).toBeDefined();

    const wrong = await signInAction(admin.email, admin.password, "000000");
    expect(wrong.statusCode).toBe(401);
    expect(sid(wrong)).toBeUndefined();

    const right = await signInAction(admin.email, admin.password, await totpCode(site.h, secret!));
    expect(right.statusCode).toBe(200);
    expect((await me(sessionCookie(right))).json().user.totpEnabled).toBe(true);
  });

  it("creates an account only with the human check's key, and answers a taken e-mail 409", async () => {
    const fields = newUserFields();
    const withoutKey = await post("/account/register", fields);
    expect(withoutKey.statusCode).toBeGreaterThanOrEqual(400);
    expect(withoutKey.statusCode).toBeLessThan(500);
    expect(sid(withoutKey)).toBeUndefined();
    expect(await userByEmail(site.h, fields.email)).toBeUndefined();

    const created = await post("/account/register", { ...fields, key: await site.h.humanKey() });
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain("Registration complete!");
    expect((await me(sessionCookie(created))).json().user.email).toBe(fields.email);

    const again = await post("/account/register", { ...fields, key: await site.h.humanKey() });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("An account with this email already exists");
  });

  it("sends a contact message only with the human check's key", async () => {
    const message = { ...newUserFields(), message: "Is there space in March?" };
    const withoutKey = await post("/account/contact", message);
    expect(withoutKey.statusCode).toBeGreaterThanOrEqual(400);
    expect(withoutKey.statusCode).toBeLessThan(500);
    const sent = await post("/account/contact", { ...message, key: await site.h.humanKey() });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Mail sent!");
  });

  it("answers a payment for a booking that does not exist 404, not 400", async () => {
    const user = await insertUser(site.h);
    const cookie = sessionCookie(await signInAction(user.email, user.password));
    const response = await post(
      "/deferred-payment/00000000-0000-4000-8000-000000000000",
      { option: "balance" },
      { cookie },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("not found");
  });

  it("limits the forgot-password action per address as the API call is limited", async () => {
    const limited = await buildPageServer(site.h, { rateLimits: true });
    try {
      const ask = () =>
        limited.inject({
          method: "POST",
          url: "/account/forgot-password.data",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "email=anna%40example.com",
        });
      for (let i = 0; i < 10; i++) expect((await ask()).statusCode).not.toBe(429);
      const over = await ask();
      expect(over.statusCode).toBe(429);
      expect(over.body).toContain("Too many requests");
      // The refusal is the actions' own answer (a fetcher reads it), not the API's JSON error.
      expect(over.headers["content-type"]).toContain("text/x-script");
      expect(over.body).not.toContain('"success":false');
    } finally {
      await limited.close();
    }
  });

  it("answers every limited action over its allowance in the page's own shape, before it acts", async () => {
    const limited = await buildPageServer(site.h, { rateLimits: true });
    try {
      // Each post names another address, so the per-account sign-in throttle never answers first.
      let posts = 0;
      const postTo = (url: string) =>
        limited.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `email=guest${(posts += 1)}%40example.com&password=whatever-123`,
        });
      // Every limited action, as a fetcher posts it: once over its allowance, the refusal in the
      // actions' own shape (an action that forgot to answer it would do its work or refuse otherwise).
      for (const [path, limit] of Object.entries(limitedPageActions(site.h.services.settings))) {
        let answer = await postTo(`${path}.data`);
        for (let i = 0; i < limit.max && answer.statusCode !== 429; i++)
          answer = await postTo(`${path}.data`);
        expect([path, answer.statusCode, answer.body.includes("Too many requests")]).toEqual([
          path,
          429,
          true,
        ]);
        expect(answer.headers["content-type"], path).toContain("text/x-script");
      }
      // A plain post over the per-address limit of /login gets the login page with the sentence in it.
      let page = await postTo("/login");
      for (let i = 0; i < 40 && page.statusCode !== 429; i++) page = await postTo("/login");
      expect(page.statusCode).toBe(429);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toMatch(/role="alert">Too many requests/);
      expect(page.body).toContain('id="login-title"');
    } finally {
      await limited.close();
    }
  });

  it.each(["/login", "/account/register", "/account/logout"])(
    "refuses a cross-site post to %s",
    async (path) => {
      const user = await insertUser(site.h);
      const credentials = { email: user.email, password: user.password };
      const response = await post(path, credentials, { origin: "https://evil.example" });
      expect(response.statusCode).toBe(403);
      expect(sid(response)).toBeUndefined();
    },
  );
});
