/**
 * Bad input as a property: whatever a client sends, no answer is a 5xx and none shows
 * internals (SQL, a stack trace, a password hash or a token).
 *
 * Every API route comes from Fastify's own route table (the server reports each route as it is added)
 * and every page route from the production build's route table, so a route added tomorrow is fuzzed
 * from its first day. Each gets random and hostile values in its path parameters and splats, query
 * string, body (JSON, form-urlencoded, multipart, broken multipart, truncated, wrongly typed) and
 * method, as a visitor, a customer and an admin. On a failure fast-check prints the seed and the path
 * of the smallest failing request; pass them to `fc.assert` to replay it.
 *
 * Needs the production build (`npm run build`; npm test does).
 */
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import {
  type ApiHarness,
  createApiHarness,
  insertUser,
  newUserFields,
  pngBytes,
} from "../support/api-harness.ts";
import { asCustomer, makeBoat, makeCourse, makeDiveSite, makePage } from "../support/factories.ts";
import { buildPageServer, sessionCookieFor } from "../support/page-server.ts";

/**
 * Random runs per route, after the fixed hostile examples: enough to reach every kind of input, few
 * enough to stay fast. The random part tests the HTTP layer, which is the same on both databases: it
 * runs in full on the default one (PGlite) and a quarter of it on the PostgreSQL server, where every
 * hostile example (NUL characters, broken encodings, huge values) still runs. Each run draws new
 * inputs, so the runs of successive test commands add up.
 */
const onPostgresServer = process.env.TEST_DB === "postgres";
const API_RUNS_PER_ROUTE = onPostgresServer ? 5 : 20;
const PAGE_RUNS_PER_ROUTE = onPostgresServer ? 2 : 5;

type Route = { path: string; methods: string[]; files: string[] };
type Who = "visitor" | "customer" | "admin";
type Body = { contentType?: string; payload?: string | Buffer; humanKey?: boolean };
type FuzzRequest = { who: Who; method: string; url: string; body: Body; headers: Record<string, string> };

const ALL_METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "SEARCH",
];

// ---- What an answer must never show -------------------------------------------------------------

/** Drizzle's queries quote every identifier: `from "users"`, `insert into "users"`, `update "users" set`. */
const SQL = /\b(select|insert|update|delete)\b[^<>]*?\b(from|into|set)\s+"/i;
const LEAKS: [string, RegExp][] = [
  ["SQL", SQL],
  ["a failed query", /Failed query|\bparams:/],
  ["a database error", /syntax error|violates|duplicate key|invalid byte sequence/i],
  ["a stack trace", /(\n|\\n)\s+at\s/],
  ["a module path", /node_modules/],
  ["a password hash", /\$argon2/],
];
/** Only in refusals: a successful answer may carry its own tokens (the human check's signed challenge). */
const ERROR_LEAKS: [string, RegExp][] = [["a 64-hex token or hash", /\b[0-9a-f]{64}\b/i]];

function expectSafeAnswer(request: FuzzRequest, response: LightMyRequestResponse) {
  const what = `${request.method} ${request.url} as ${request.who} → ${response.statusCode}`;
  expect(response.statusCode, what).toBeLessThan(500);
  const leaks = response.statusCode >= 400 ? [...LEAKS, ...ERROR_LEAKS] : LEAKS;
  for (const [leak, pattern] of leaks) {
    expect(pattern.test(response.body), `${what} shows ${leak}: ${response.body.slice(0, 500)}`).toBe(false);
  }
}

// ---- Hostile values ------------------------------------------------------------------------------

/** Values known to the database (filled in once it is seeded), so some runs reach real records. */
const known: string[] = [];

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u001f\u007f\u0085",
  "\r\nBcc: victim@example.com",
  "\ud800",
  "x\udfffy",
  "€ 😀 ภูเก็ต",
  "../../etc/passwd",
  "'",
  '"',
  "`;\\%_*",
  "' OR 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "null",
  "-1",
  "1e999",
  "99999999999999999999",
  "NaN",
  "%00",
  "%E0%A4%A",
  "${7*7}",
  "a".repeat(5000),
  "admin",
  "customer",
  "pending",
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.constant(null).chain(() => fc.constantFrom(...known)) },
);

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
);

/** Field names the routes read, and some they do not. */
const FIELDS = [
  "user",
  "email",
  "password",
  "oldPassword",
  "code",
  "key",
  "title",
  "firstName",
  "lastName",
  "phone",
  "country",
  "countryCode",
  "message",
  "role",
  "agentDiscount",
  "search",
  "page",
  "status",
  "redirect",
  "avatar",
  "id",
  "token",
  "bookingId",
  "rating",
  "text",
  "reply",
  "boat",
  "courseDateId",
  "courseBookingId",
  "studentArray",
  "crewPak",
  "dateOfBirth",
  "certification",
  "medical",
  "start",
  "end",
  "seats",
  "price",
  "note",
];
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: text },
);

/** A user as the forms send it: valid, with some fields hostile, so checks pass up to the bad one. */
/** Text the checks let through, so it reaches the services and the database. */
const plausible = fc.oneof(
  fc.constantFrom(
    "O'Brien",
    "Zoë Ånström",
    "李小龍",
    "สมชาย",
    "😀🐠",
    "' OR 1=1 --",
    "Robert'); DROP TABLE users;--",
    "<img src=x onerror=alert(1)>",
    "%00",
    "\\",
    "a".repeat(99),
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
);

/** A user as the forms send it: valid, with a field or two changed, so the checks pass up to the odd one. */
const userObject = fc
  .dictionary(
    fc.constantFrom(...Object.keys(newUserFields()), "role", "agentDiscount"),
    fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: jsonValue }),
    { maxKeys: 2 },
  )
  .map((changes) => ({ ...newUserFields(), ...changes }));

/** Address fragments that are already encoded (and meant to be bad). */
const RAW_FRAGMENTS = ["%00", "a%00b", "%E0%A4%A", "%FF", "%C0%AE", "%2e%2e%2f", "..", "%2F", "%20", "a%0Ab"];

/** Lone surrogates cannot be percent-encoded; UTF-8 round-trip turns them into U+FFFD first. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));

const segment = fc.oneof(
  { weight: 4, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) },
);

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant("") },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fieldName, fc.oneof(text.map(encode), fc.constantFrom(...RAW_FRAGMENTS))), {
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => `?${pairs.map(([name, value]) => `${encode(name)}=${value}`).join("&")}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("?", "?&&==", "?%00", "?a", "?redirect=//evil.example") },
);

/** The route's path with every `:param` and `*` replaced. */
function urlOf(path: string): fc.Arbitrary<string> {
  const parts = path.split("/");
  return fc
    .tuple(
      fc.tuple(
        ...parts.map((part) =>
          part.startsWith(":")
            ? segment
            : part === "*"
              ? fc.array(segment, { minLength: 0, maxLength: 3 }).map((items) => items.join("/"))
              : fc.constant(part),
        ),
      ),
      queryString,
    )
    .map(([filled, query]) => `${filled.join("/") || "/"}${query}`);
}

// ---- Bodies ----------------------------------------------------------------------------------------

function multipartPayload(
  boundary: string,
  parts: { name: string; value: string | Buffer; file: boolean }[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name.replace(/["\r\n]/g, "_")}"${part.file ? '; filename="f.png"' : ""}`;
    const type = part.file ? "\r\nContent-Type: image/png" : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = "fuzzBoundary";
let png: Buffer;

function bodyFor(files: string[]): fc.Arbitrary<Body> {
  const jsonObject = fc.oneof(
    { weight: 2, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 5 }) },
    { weight: 3, arbitrary: fc.record({ user: userObject }) },
    { weight: 2, arbitrary: userObject },
  );
  // Mostly with a solved human check, so sign-up and the contact form get past it.
  const humanKey = fc.oneof(
    { weight: 3, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  );
  const json = fc.tuple(jsonObject, humanKey).map(([value, humanKey]): Body => ({
    contentType: "application/json",
    payload: JSON.stringify(value),
    humanKey,
  }));
  const truncatedJson = fc.tuple(jsonObject, fc.nat()).map(([value, cut]): Body => {
    const whole = JSON.stringify(value);
    return { contentType: "application/json", payload: whole.slice(0, cut % Math.max(1, whole.length)) };
  });
  const form = fc
    .array(fc.tuple(fieldName, fc.oneof(text.map(encode), fc.constantFrom(...RAW_FRAGMENTS))), {
      maxLength: 5,
    })
    .map((pairs): Body => ({
      contentType: "application/x-www-form-urlencoded",
      payload: pairs.map(([name, value]) => `${encode(name)}=${value}`).join("&"),
    }));
  const part = fc.oneof(
    fc.record({ name: fieldName, value: text, file: fc.constant(false) }),
    fc.record({
      name: fc.constant("user"),
      value: userObject.map((u) => JSON.stringify(u)),
      file: fc.constant(false),
    }),
    fc.record({
      name: files.length > 0 ? fc.oneof(fc.constantFrom(...files), fieldName) : fieldName,
      value: fc.oneof(
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(null).map(() => png),
      ),
      file: fc.constant(true),
    }),
  );
  const multipart = fc
    .tuple(
      fc.array(part, { maxLength: 4 }),
      fc.constantFrom("whole", "no boundary", "other boundary", "cut short"),
      fc.nat(),
      humanKey,
    )
    .map(([parts, shape, cut, humanKey]): Body => {
      const payload = multipartPayload(BOUNDARY, parts);
      switch (shape) {
        case "no boundary":
          return { contentType: "multipart/form-data", payload };
        case "other boundary":
          return { contentType: "multipart/form-data; boundary=another", payload };
        case "cut short":
          return {
            contentType: `multipart/form-data; boundary=${BOUNDARY}`,
            payload: payload.subarray(0, cut % payload.length),
          };
        default:
          return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload, humanKey };
      }
    });
  const wrongType = fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/xml",
      "application/octet-stream",
      "application/json; charset=utf-16",
      "multipart/mixed; boundary=x",
      "image/png",
      "x/y",
      ";;;",
    ),
    payload: fc.oneof(
      text,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({}) },
    { weight: 4, arbitrary: json },
    { weight: 1, arbitrary: truncatedJson },
    { weight: 2, arbitrary: form },
    { weight: 3, arbitrary: multipart },
    { weight: 1, arbitrary: wrongType },
  );
}

const oddHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constant({ origin: "https://evil.example" }) },
  { weight: 1, arbitrary: fc.constant({ "x-extra-cookie": "sid=%00; __Host-sid=x" }) },
  { weight: 1, arbitrary: text.map((value) => ({ "accept-language": encode(value) })) },
);

/**
 * The classic hostile values, each put everywhere at once (every path parameter, the query, every
 * field of the body) for every route: run first, so they are never left to chance.
 */
function hostileExamples(route: Route, values: string[]): [FuzzRequest][] {
  const whos: Who[] = ["visitor", "customer", "admin"];
  return values.map((value, index) => {
    const encoded = encode(value);
    const path = route.path
      .split("/")
      .map((part) => (part.startsWith(":") || part === "*" ? encoded : part))
      .join("/");
    const fields = { email: value, password: value, code: value, message: value, search: value, key: value };
    return [
      {
        who: whos[index % whos.length]!,
        method: route.methods[index % route.methods.length]!,
        url: `${path}?search=${encoded}&page=${encoded}&status=${encoded}&redirect=${encoded}`,
        body: {
          contentType: "application/json",
          payload: JSON.stringify({
            ...fields,
            user: { ...newUserFields(), firstName: value, message: value },
          }),
          humanKey: true,
        },
        headers: {},
      },
    ];
  });
}

/** The most hostile of them, for pages (each render costs more than a call). */
const PAGE_NASTY = ["\u0000", "'", "\ud800", "€ 😀 ภูเก็ต", "../../etc/passwd", "%E0%A4%A", "a".repeat(5000)];

function requestFor(route: Route, runs: "api" | "page"): fc.Arbitrary<FuzzRequest> {
  const method =
    runs === "api"
      ? fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...route.methods) },
          { weight: 1, arbitrary: fc.constantFrom(...ALL_METHODS) },
        )
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant("GET") },
          { weight: 2, arbitrary: fc.constantFrom(...ALL_METHODS) },
        );
  return fc.record({
    who: fc.constantFrom<Who>("visitor", "customer", "admin"),
    method,
    url: urlOf(route.path),
    body: bodyFor(route.files),
    headers: oddHeaders,
  });
}

// ---- The test -------------------------------------------------------------------------------------

describe(`fuzzing every route on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let app: FastifyInstance;
  const apiRoutes = new Map<string, Route>();
  let pageRoutes: Route[] = [];
  const users: Record<Exclude<Who, "visitor">, string> = { customer: "", admin: "" };

  beforeAll(async () => {
    h = await createApiHarness();
    app = await buildPageServer(h, {
      onRoute: (route: RouteOptions) => {
        // The client build's files are static and many; their catch-all (/assets/*) is fuzzed.
        if (route.url.startsWith("/assets/") && route.url !== "/assets/*") return;
        if (route.url === "/*") return; // the pages: fuzzed from the build's own table below
        const entry = apiRoutes.get(route.url) ?? { path: route.url, methods: [], files: [] };
        entry.methods.push(...[route.method].flat());
        entry.files.push(...Object.keys(route.config?.files ?? {}));
        apiRoutes.set(route.url, entry);
      },
    });
    await app.ready();

    const build = (await import(pathToFileURL(projectPath("build", "server", "index.js")).href)) as {
      routes: Record<string, { path?: string; parentId?: string; index?: boolean }>;
    };
    const fullPath = (id: string | undefined): string => {
      const route = id ? build.routes[id] : undefined;
      if (!route) return "";
      return [fullPath(route.parentId), route.path].filter(Boolean).join("/");
    };
    const parents = new Set(Object.values(build.routes).map((route) => route.parentId));
    pageRoutes = Object.keys(build.routes)
      .filter((id) => !parents.has(id))
      .map((id) => ({ path: `/${fullPath(id)}`, methods: ["GET"], files: [] }));

    png = await pngBytes(8, 8);
    const customer = await insertUser(h);
    const admin = await insertUser(h, { role: "admin" });
    // A user only the fuzzed admin calls may change or delete (never the two who make the calls).
    const victim = await insertUser(h);
    users.customer = customer.id;
    users.admin = admin.id;
    const boat = await makeBoat(h.database.db);
    const site = await makeDiveSite(h.database.db);
    const course = await makeCourse(h.database.db);
    const page = await makePage(h.database.db);
    // A course date and a booking on it, so the course calls reach real rows.
    const date = await h.services.courseDates.create(course.id, { start: "2099-01-05", seats: 5, note: "" });
    const courseBooking = await h.services.courseBookings.create(
      asCustomer(customer, { firstName: "Fuzz", lastName: "Diver" }),
      { courseDateId: date.id, studentArray: [{ firstName: "Fuzz", lastName: "Diver", crewPak: true }] },
    );
    known.push(
      course.id,
      date.id,
      courseBooking.id,
      victim.id,
      victim.email,
      customer.email,
      boat.id,
      boat.slug,
      site.slug,
      course.slug,
      page.slug,
    );
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  /**
   * A session per signed-in role, kept from call to call (making one per call was a sixth of the
   * file's time) and made anew after any call that may have ended or changed it: one that set a cookie
   * (sign-out clears it) or any other than GET and HEAD that was not refused.
   */
  const sessions: Partial<Record<Who, string>> = {};

  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const response = await sendOnce(request);
    const mayHaveChangedSession =
      response.headers["set-cookie"] !== undefined ||
      (!["GET", "HEAD"].includes(request.method) && response.statusCode < 400);
    if (mayHaveChangedSession) delete sessions[request.who];
    return response;
  }

  async function sendOnce(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const cookies =
      request.who === "visitor"
        ? []
        : [(sessions[request.who] ??= await sessionCookieFor(h, users[request.who]))];
    const { "x-extra-cookie": extraCookie, ...headers } = request.headers;
    if (extraCookie) cookies.push(extraCookie);
    let payload = request.body.payload;
    // Some runs carry a solved human check, so sign-up and the contact form get past it to the database.
    if (request.body.humanKey && typeof payload === "string" && payload.startsWith("{")) {
      payload = JSON.stringify({ ...JSON.parse(payload), key: await h.humanKey() });
    } else if (request.body.humanKey && Buffer.isBuffer(payload)) {
      const keyPart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${await h.humanKey()}\r\n`;
      payload = Buffer.concat([Buffer.from(keyPart), payload]);
    }
    return app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: {
        ...headers,
        ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
        ...(request.body.contentType ? { "content-type": request.body.contentType } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
  }

  it("finds the routes in the servers' own tables", () => {
    const apiPaths = [...apiRoutes.keys()];
    expect(apiPaths).toEqual(
      expect.arrayContaining([
        "/api/v1/register",
        "/api/v1/admin/user/:id",
        "/api/v1/password/reset/:token",
        "/api/v1/review/new",
        "/api/v1/admin/review/:id",
        "/api/*",
      ]),
    );
    expect(apiRoutes.get("/api/v1/register")).toMatchObject({ methods: ["POST"], files: ["avatar"] });
    expect(pageRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/", "/boat/:slug", "/admin/user/:id", "/password/reset/:token", "/*"]),
    );
  });

  /** Each kind of route: the hostile values tried on it first, then how many random requests follow. */
  const sweeps: {
    name: string;
    kind: "api" | "page";
    routes: () => Iterable<Route>;
    nasty: string[];
    runs: number;
  }[] = [
    { name: "API", kind: "api", routes: () => apiRoutes.values(), nasty: NASTY, runs: API_RUNS_PER_ROUTE },
    { name: "page", kind: "page", routes: () => pageRoutes, nasty: PAGE_NASTY, runs: PAGE_RUNS_PER_ROUTE },
  ];

  it.each(sweeps)(
    "answers every $name route without a 5xx or internals, whatever it is sent",
    async ({ kind, routes, nasty, runs }) => {
      for (const route of routes()) {
        await fc.assert(
          fc.asyncProperty(requestFor(route, kind), async (request) => {
            expectSafeAnswer(request, await send(request));
          }),
          { numRuns: nasty.length + runs, examples: hostileExamples(route, nasty) },
        );
      }
    },
    120_000,
  );

  it("is still healthy afterwards", async () => {
    const response = await app.inject("/api/v1/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: "ok" });
  });
});
