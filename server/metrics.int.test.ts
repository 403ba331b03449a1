/**
 * GET /metrics and the request id: who may read the metrics, what they hold, and the id every answer
 * carries (server/metrics.ts).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../core/mail/mail.ts";
import { tempFolder } from "../tests/support/temp-folder.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { buildServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createServices } from "./services.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

describe(`metrics and request ids on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: tempFolder("metrics-test-"), METRICS_TOKEN: TOKEN });
    app = await buildServer({
      config,
      services: createServices(database, config),
      render: "none",
      logger: false,
    });
    await queueMail(
      database.db,
      { to: "guest@example.com", subject: "Hello", text: "Hi", kind: "test" },
      new Date(),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("serves request durations by route template, pool use and the outbox's depth to the machine itself", async () => {
    await app.inject("/api/v1/boats");
    await app.inject("/api/v1/boat/no-such-boat");
    const response = await app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/boats",status="200"\} 1/,
    );
    // The template, never the raw address: one series however many slugs are asked for.
    expect(text).toMatch(/route="\/api\/v1\/boat\/:id",status="404"\} 1/);
    expect(text).not.toContain("no-such-boat");
    expect(text).toMatch(/mail_outbox_mails\{status="pending"\} 1/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain("booking_commits_total 0");
    expect(text).toContain("booking_conflicts_total 0");
  });

  it("answers 404 to anyone else: another address, or a loopback request relayed by a proxy", async () => {
    expect((await app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" })).statusCode).toBe(404);
    const relayed = await app.inject({
      url: "/metrics",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(relayed.statusCode).toBe(404);
    const wrongToken = await app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` },
    });
    expect(wrongToken.statusCode).toBe(404);
  });

  it("serves them to a caller with the bearer token METRICS_TOKEN", async () => {
    const response = await app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "203.0.113.9" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("http_request_duration_seconds");
  });

  it("gives every answer a request id, keeping a well-formed incoming X-Request-Id only", async () => {
    const fresh = await app.inject("/api/v1/boats");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.inject("/api/v1/boats");
    expect(other.headers["x-request-id"]).not.toBe(fresh.headers["x-request-id"]);
    const kept = await app.inject({ url: "/api/v1/boats", headers: { "x-request-id": "proxy-1234.abc" } });
    expect(kept.headers["x-request-id"]).toBe("proxy-1234.abc");
    for (const bad of ["has space", "x".repeat(65), "<script>", "a\u0001b"]) {
      const refused = await app.inject({ url: "/api/v1/boats", headers: { "x-request-id": bad } });
      expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const notFound = await app.inject("/api/v1/nothing-here");
    expect(notFound.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
