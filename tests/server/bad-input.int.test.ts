/**
 * Bad input is answered 4xx with a clear message, never 5xx, and no answer shows
 * internals. Each test here is one of the inputs that used to get a 500 (a NUL character, a broken
 * multipart body, an unusual method on a page, a redirect target outside Latin-1). The property-based
 * fuzz test (fuzz.int.test.ts) covers the rest of the input space.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERNAL_ERROR_MESSAGE } from "../../server/http-errors.ts";
import { type ApiHarness, createApiHarness, insertUser, newUserFields } from "../support/api-harness.ts";
import { buildPageServer, sessionCookieFor } from "../support/page-server.ts";
import { expectRefusal } from "../support/refusal.ts";

/** Nothing an answer may show: SQL, parameters, stack traces, password hashes. */
function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toMatch(/Failed query|params:|\$argon2|node_modules|\n\s+at\s/);
  expect(response.body).not.toMatch(/\b(select|insert|update|delete)\b[^<>]*\b(from|into|set)\s+"/i);
}

/** A multipart body by hand, so it can be broken on purpose. */
function multipartBody(boundary: string, parts: { name: string; value: string; filename?: string }[]) {
  const lines = parts.map(({ name, value, filename }) => {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}`;
    const type = filename ? "\r\nContent-Type: application/octet-stream" : "";
    return `--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${value}\r\n`;
  });
  return `${lines.join("")}--${boundary}--\r\n`;
}

describe(`bad input on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let app: FastifyInstance;
  let customer: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    h = await createApiHarness();
    app = await buildPageServer(h);
    customer = await insertUser(h);
    admin = await insertUser(h, { role: "admin" });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  /** A form-encoded post, as a browser sends a plain form. */
  const postForm = (url: string, payload: string) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload,
    });

  describe("a NUL character", () => {
    // Each body is made when its test runs: the human-check key must be fresh.
    it.each([
      [
        "a sign-in's e-mail",
        "/api/v1/login",
        async () => ({ email: "anna\u0000@example.com", password: "whatever" }),
        "Please enter a valid email",
        "email",
      ],
      [
        "a sign-up's name",
        "/api/v1/register",
        async () => ({ user: newUserFields({ firstName: "An\u0000na" }), key: await h.humanKey() }),
        "First name must not contain control characters",
        "firstName",
      ],
      [
        "a contact message",
        "/api/v1/contact",
        async () => ({
          user: { ...newUserFields(), message: "Hello\n\tthere\u0000" },
          key: await h.humanKey(),
        }),
        "Message must not contain control characters",
        "message",
      ],
    ])(
      "in %s (a JSON field) is refused naming the field, and the answer shows no internals",
      async (_what, url, body, message, field) => {
        const response = await app.inject({ method: "POST", url, payload: await body() });
        expectNoInternals(response);
        expectRefusal(response, 400, message, field);
      },
    );

    it("in a profile change (multipart text field) is refused", async () => {
      const cookie = await sessionCookieFor(h, customer.id);
      const boundary = "nul-boundary";
      const profile = await app.inject({
        method: "PUT",
        url: "/api/v1/me/update",
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: multipartBody(boundary, [
          { name: "user", value: JSON.stringify(newUserFields({ lastName: "Diver\u0000" })) },
        ]),
      });
      expectNoInternals(profile);
      expect(profile.json()).toMatchObject({ success: false, field: "lastName" });
    });

    it("in a form-urlencoded body is refused", async () => {
      const response = await postForm("/api/v1/password/forgot", "email=anna%00%40example.com");
      expectNoInternals(response);
      expect(response.json()).toMatchObject({ success: false, field: "email" });
    });

    it.each([
      ["an API path segment", "/api/v1/boat/mv-%00-mantra"],
      ["an API query string", "/api/v1/admin/users?search=%00"],
      ["a page path segment", "/boat/mv-%00-mantra"],
      ["a page query string", "/admin/users?search=a%00b"],
      ["a raw NUL in a path", "/api/v1/page/a\u0000b"],
    ])("in %s answers 400 in one place", async (_where, url) => {
      const cookie = await sessionCookieFor(h, admin.id);
      const response = await app.inject({ url, headers: { cookie } });
      expectNoInternals(response);
      expectRefusal(response, 400, "The address holds a NUL character (%00), which is not allowed");
    });
  });

  describe("a broken multipart body", () => {
    const valid = multipartBody("XyZ", [{ name: "user", value: JSON.stringify(newUserFields()) }]);

    it.each([
      ["without a boundary", "multipart/form-data", valid],
      ["with another boundary than the body's", "multipart/form-data; boundary=other", valid],
      ["cut short", "multipart/form-data; boundary=XyZ", valid.slice(0, valid.length / 2)],
      ["of garbage", "multipart/form-data; boundary=XyZ", "\u0000\u0001 not multipart at all"],
    ])("%s answers 400 with a clear message", async (_how, contentType, payload) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/register",
        headers: { "content-type": contentType },
        payload,
      });
      expectNoInternals(response);
      expectRefusal(response, 400, "The form data could not be read: it is malformed or incomplete");
    });

    it("with a file cut off half-way answers 400", async () => {
      const withFile = multipartBody("XyZ", [
        { name: "user", value: JSON.stringify(newUserFields()) },
        { name: "avatar", value: "x".repeat(5000), filename: "me.png" },
      ]);
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/register",
        headers: { "content-type": "multipart/form-data; boundary=XyZ" },
        payload: withFile.slice(0, withFile.length - 2000),
      });
      expectNoInternals(response);
      expect(response.statusCode).toBe(400);
    });
  });

  describe("an unusual method on a page", () => {
    it.each(["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"])(
      "%s answers 405 with the methods pages take",
      async (method) => {
        const response = await app.inject({ method: method as "GET", url: "/login" });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
        expect(response.body).toBe("Method not allowed");
      },
    );

    it("OPTIONS answers 204 with the same list", async () => {
      const response = await app.inject({ method: "OPTIONS", url: "/" });
      expect(response.statusCode).toBe(204);
      expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    });

    it("POST to a page without a form answers 405 with a clear screen, not logged as a failure", async () => {
      // The console-error guard of the test set-up fails this test if the 4xx is logged as a failure.
      const response = await postForm("/services", "a=b");
      expect(response.statusCode).toBe(405);
      expect(response.body).toContain("This page cannot do that");
    });

    it("an unknown method under /api is still the JSON 404", async () => {
      const response = await app.inject({ method: "TRACE", url: "/api/v1/boats" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "No such API call: TRACE /api/v1/boats" });
    });
  });

  describe("a redirect target outside Latin-1", () => {
    it.each([
      ["/%E2%82%AC", "/%E2%82%AC"],
      ["/trip/%C3%A4%F0%9F%90%A0?q=%C3%BC", "/trip/%C3%A4%F0%9F%90%A0?q=%C3%BC"],
      ["%2F%E2%82%AC", "/%E2%82%AC"],
    ])("(redirect=%s) is sent encoded to a signed-in visitor", async (target, location) => {
      const cookie = await sessionCookieFor(h, customer.id);
      const response = await app.inject({ url: `/login?redirect=${target}`, headers: { cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    });

    it("to another site is refused for the home page", async () => {
      const cookie = await sessionCookieFor(h, customer.id);
      const response = await app.inject({
        url: "/login?redirect=//evil.example/%E2%82%AC",
        headers: { cookie },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
    });
  });

  describe("a redirect target that leaves the site once resolved", () => {
    it.each([
      "/..//evil.example",
      "/.%2e//evil.example",
      "%2F..%2F%2Fevil.example",
      "/a/../..//evil.example",
      "/%5C/evil.example",
      "/%09/evil.example",
      "/%2e%2e//evil.example?x=1",
    ])("(redirect=%s) sends a signed-in visitor home", async (target) => {
      const cookie = await sessionCookieFor(h, customer.id);
      const response = await app.inject({ url: `/login?redirect=${target}`, headers: { cookie } });
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location!, "https://dive.example/login").origin).toBe(
        "https://dive.example",
      );
      expect(response.headers.location).toBe("/");
    });
  });

  it("answers an invalid Host header with 400", async () => {
    const response = await app.inject({ url: "/", headers: { host: "a b" } });
    expectNoInternals(response);
    expect(response.statusCode).toBe(400);
  });

  it("answers a malformed address (bad percent-encoding) in the API's own shape", async () => {
    const response = await app.inject({ url: "/boat/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  describe("unexpected errors", () => {
    /** A server with one route that fails the way a broken query does. */
    async function failingServer(exposeInternals: boolean | undefined) {
      const server = await buildPageServer(h, { render: "none", exposeInternals });
      server.get("/api/v1/test-only/fail", async () => {
        throw new Error('Failed query: select "password_hash" from "users"\nparams: $argon2id$v=19$m=1');
      });
      return server;
    }

    it("never show their message by default (npm start, whatever NODE_ENV is)", async () => {
      const server = await failingServer(undefined);
      const response = await server.inject("/api/v1/test-only/fail");
      await server.close();
      expect(response.statusCode).toBe(500);
      // The request id, to match a visitor's report with the log: the header's, never SQL.
      expect(response.json()).toEqual({
        success: false,
        message: INTERNAL_ERROR_MESSAGE,
        requestId: response.headers["x-request-id"],
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("show it only when exposeInternals is set (npm run dev)", async () => {
      const server = await failingServer(true);
      const response = await server.inject("/api/v1/test-only/fail");
      await server.close();
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toContain('select "password_hash"');
    });
  });
});
