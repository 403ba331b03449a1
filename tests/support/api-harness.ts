/**
 * An API-only server on a fresh test database, with a clock the test moves, mail kept in the outbox,
 * and a cheap human check that tests solve programmatically. `close()` removes its data folder too.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { HumanCheck, TEST_HUMAN_CHECK_COST } from "../../core/human-check/human-check.ts";
import { solveForTests } from "../../core/human-check/solve.ts";
import { users } from "../../db/schema.ts";
import type { UserRole } from "../../core/accounts/user-constants.ts";
import { buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type AppServices, createServices } from "../../server/services.ts";
import { makeSiteSettings, makeUser, newUserFields } from "./factories.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export { newUserFields };

export const PUBLIC_URL = "https://dive.example";

/** 23 November 2026, noon in Bangkok: where the tests' clock starts unless a test says otherwise. */
export const TEST_START = new Date("2026-11-23T05:00:00Z");

export type ApiHarness = {
  app: FastifyInstance;
  database: TestDatabase;
  services: AppServices;
  clock: { now: Date; advance(ms: number): void };
  /** A valid human-check key, fresh each call. */
  humanKey(): Promise<string>;
  close(): Promise<void>;
};

export async function createApiHarness(
  env: Record<string, string> = {},
  options: { rateLimits?: boolean } = {},
): Promise<ApiHarness> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "api-harness-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: "silent",
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const now = () => clock.now;
  const humanCheck = new HumanCheck(database.db, {
    secret: "test-human-check-secret",
    now,
    cost: TEST_HUMAN_CHECK_COST,
  });
  const services = createServices(database, config, { now, humanCheck });
  const app = await buildServer({
    config,
    services,
    render: "none",
    logger: false,
    rateLimits: options.rateLimits ?? false,
  });
  await makeSiteSettings(database.db);
  return {
    app,
    database,
    services,
    clock,
    humanKey: async () => solveForTests(await humanCheck.createChallenge()),
    close: async () => {
      try {
        await app.close();
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates a user straight in the database (faster than the API; no human check). */
export function insertUser(
  harness: ApiHarness,
  fields: { role?: UserRole; agentDiscount?: number; password?: string; email?: string } = {},
) {
  return makeUser(harness.database.db, fields);
}

/**
 * A fresh API with the clock at `start` (23 November 2026, noon in Bangkok, by default) and an
 * administrator signed in: the harness and the administrator's Cookie header value.
 */
export async function startApi(
  options: { env?: Record<string, string>; start?: Date; rateLimits?: boolean } = {},
): Promise<{ h: ApiHarness; admin: string }> {
  const h = await createApiHarness(options.env, { rateLimits: options.rateLimits });
  h.clock.now = options.start ?? TEST_START;
  return { h, admin: (await signInAdmin(h)).cookie };
}

/** A new user (a customer unless `fields.role` says otherwise), signed in, with the Cookie header value. */
export async function signedInUser(harness: ApiHarness, fields: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(harness, fields);
  return { user, cookie: await signIn(harness, user.email, user.password) };
}

/** A call of the JSON API (`/api/v1` + `url`), with a Cookie header when one is given. */
export function apiCall(
  harness: ApiHarness,
  cookie: string | undefined,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object | string,
) {
  return harness.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `sid=${cookie.value}`;
}

export async function login(harness: ApiHarness, email: string, password: string, code?: string) {
  return harness.app.inject({ method: "POST", url: "/api/v1/login", payload: { email, password, code } });
}

/** Signs a user in and answers the Cookie header value. */
export async function signIn(harness: ApiHarness, email: string, password: string): Promise<string> {
  const response = await login(harness, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookie(response);
}

/** The current code of an authenticator secret (base32) on the harness clock; `stepsAhead` for later ones. */
export async function totpCode(harness: ApiHarness, secret: string, stepsAhead = 0): Promise<string> {
  const { TOTP } = await import("otpauth");
  return new TOTP({ secret }).generate({ timestamp: harness.clock.now.getTime() + stepsAhead * 30_000 });
}

/**
 * A new administrator, signed in with the second factor (enrolled at the first sign-in, as the Login
 * panel does): the Cookie header value, the user and the authenticator's secret (base32).
 */
export async function signInAdmin(harness: ApiHarness) {
  const user = await insertUser(harness, { role: "admin" });
  const first = await login(harness, user.email, user.password);
  const secret: string | undefined = first.json().mfaEnrolment?.secret;
  if (!secret) throw new Error(`no enrolment offered: ${first.body}`);
  const response = await login(harness, user.email, user.password, await totpCode(harness, secret));
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return { cookie: sessionCookie(response), user, secret };
}

export async function pngBytes(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 119, b: 182 } } })
    .png()
    .toBuffer();
}

export function multipart(
  fields: Record<string, string | { bytes: Buffer; filename: string; type: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  return form;
}

/** `PUT /me/update` as the profile form sends it: multipart with the user's fields as JSON and any files. */
export function updateProfile(harness: ApiHarness, cookie: string, parts: Parameters<typeof multipart>[0]) {
  return harness.app.inject({
    method: "PUT",
    url: "/api/v1/me/update",
    headers: { cookie },
    body: multipart(parts),
  });
}

export async function userByEmail(harness: ApiHarness, email: string) {
  const [row] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return row;
}
