/**
 * Every admin call answers 401 signed out and 403 to customers, agents and admins
 * whose session has not passed the second factor; every admin screen redirects them to /. The tables
 * come from spec §2 (routes) and §7 (calls), so a call or screen a later issue adds is guarded from
 * its first day.
 */
import { existsSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import { buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import {
  type ApiHarness,
  createApiHarness,
  insertUser,
  signedInUser,
  signInAdmin,
} from "../support/api-harness.ts";
import { tempFolder } from "../support/temp-folder.ts";

const id = "0b7c4f3e-2a4b-4c1d-9e8f-123456789abc";
const resources = ["dive-site", "course", "boat", "page"];
const plural = (r: string) => `${r}s`;

/** Spec §7 admin calls, plus the admin console's outbox. */
const adminCalls: [string, string][] = [
  ["GET", "/api/v1/admin/dashboard"],
  ["GET", "/api/v1/admin/users"],
  ["GET", `/api/v1/admin/user/${id}`],
  ["PUT", `/api/v1/admin/user/${id}`],
  ["DELETE", `/api/v1/admin/user/${id}`],
  ["GET", "/api/v1/admin/mails"],
  ["GET", `/api/v1/admin/mail/${id}`],
  ...resources.flatMap((r): [string, string][] => [
    ["GET", `/api/v1/admin/${plural(r)}`],
    ["GET", `/api/v1/admin/${r}/${id}`],
    ["POST", `/api/v1/admin/${r}/new`],
    ["PUT", `/api/v1/admin/${r}/${id}`],
    ["DELETE", `/api/v1/admin/${r}/${id}`],
    ["DELETE", `/api/v1/admin/${r}/image?id=${id}&imgId=x`],
  ]),
  ["DELETE", `/api/v1/admin/dive-site/feature?id=${id}&index=0`],
  ["DELETE", `/api/v1/admin/course/feature?id=${id}&index=0`],
  ["DELETE", `/api/v1/admin/boat/detail?id=${id}&detailIndex=0`],
  ["DELETE", `/api/v1/admin/boat/cabin?id=${id}&cabinIndex=0`],
  ["DELETE", `/api/v1/admin/page/listItem?id=${id}&itemIndex=0`],
  // Reviews: the spec's admin and pending variants, and moderation of one.
  ["GET", "/api/v1/admin/reviews"],
  ["GET", "/api/v1/admin/reviews/pending"],
  ["GET", `/api/v1/admin/review/${id}`],
  ["PUT", `/api/v1/admin/review/${id}`],
  ["DELETE", `/api/v1/admin/review/${id}`],
  // Course dates and course bookings.
  ["GET", `/api/v1/admin/course/${id}/dates`],
  ["POST", `/api/v1/admin/course/${id}/date/new`],
  ["PUT", `/api/v1/admin/course-date/${id}`],
  ["DELETE", `/api/v1/admin/course-date/${id}`],
  ["POST", `/api/v1/admin/course-date/${id}/cancel`],
  ["GET", "/api/v1/admin/course-bookings"],
  ["GET", `/api/v1/admin/course-booking/${id}`],
  ["POST", `/api/v1/admin/course-booking/${id}/payment`],
  ["POST", `/api/v1/admin/course-booking/${id}/cancel`],
];

/** Spec §2 admin-only routes, plus the console's own screens. */
const adminScreens = [
  "/admin/dashboard",
  "/admin/users",
  `/admin/user/${id}`,
  "/admin/trips",
  "/admin/trip",
  `/admin/trip/${id}`,
  "/admin/boats",
  "/admin/boat",
  `/admin/boat/${id}`,
  "/admin/dive-sites",
  "/admin/dive-site",
  `/admin/dive-site/${id}`,
  "/admin/reviews",
  `/admin/review/${id}`,
  "/admin/courses",
  "/admin/course",
  `/admin/course/${id}`,
  "/admin/bookings",
  `/admin/booking/${id}`,
  "/admin/pages",
  "/admin/page",
  `/admin/page/${id}`,
  "/admin/home/new",
  "/admin/home",
  // The admin console's outbox (not in the spec's table; admin-only like the rest).
  "/admin/mails",
  `/admin/mail/${id}`,
];

describe(`admin guard on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let pages: FastifyInstance;
  const cookies: Record<string, string | undefined> = {};

  beforeAll(async () => {
    h = await createApiHarness();
    cookies.visitor = undefined;
    cookies.customer = (await signedInUser(h)).cookie;
    cookies.agent = (await signedInUser(h, { role: "agent", agentDiscount: 10 })).cookie;
    // An admin whose session never passed the second factor (e.g. promoted while signed in).
    const unverified = await insertUser(h, { role: "admin" });
    const session = await h.services.sessions.create(h.database.db, unverified.id, { ip: "", userAgent: "" });
    cookies["admin without a second factor"] = `sid=${session.token}`;
    if (!existsSync(projectPath("build", "server", "index.js"))) {
      throw new Error("The production build is missing: run `npm run build` first (npm test does).");
    }
    const config = loadConfig({ DATA_DIR: tempFolder("guard-"), LOG_LEVEL: "silent" });
    pages = await buildServer({ config, services: h.services, render: "production", logger: false });
  });
  afterAll(async () => {
    await pages.close();
    await h.close();
  });

  describe.each(["visitor", "customer", "agent", "admin without a second factor"])("as a %s", (who) => {
    it.each(adminCalls)(`refuses %s %s`, async (method, url) => {
      const response = await h.app.inject({
        method: method as "GET",
        url,
        headers: cookies[who] ? { cookie: cookies[who] } : {},
        payload: method === "GET" || method === "DELETE" ? undefined : { role: "admin", agentDiscount: 99 },
      });
      expect(response.statusCode).toBe(who === "visitor" ? 401 : 403);
      expect(response.json()).toMatchObject({ success: false });
    });

    it.each(adminScreens)("redirects %s to /", async (url) => {
      const response = await pages.inject({ url, headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
    });
  });

  it("lets an admin through to the admin calls", async () => {
    const { cookie } = await signInAdmin(h);
    expect((await h.app.inject({ url: "/api/v1/admin/users", headers: { cookie } })).statusCode).toBe(200);
    const screen = await pages.inject({ url: "/admin/dashboard", headers: { cookie } });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers["cache-control"]).toBe("no-store");
  });
});
