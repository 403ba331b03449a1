import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/support/temp-folder.ts";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => tempFolder("config-test-");

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs offline on defaults: port 3000, embedded database, test-card payments, mail outbox", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments).toEqual({ kind: "test-card" });
    expect(config.mail.kind).toBe("outbox");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.firstAdmin).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(dir));
  });

  it("keeps pictures on local disk unless a bucket is set, and checks the bucket's settings", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).images).toEqual({ kind: "local" });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: "site-pictures",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.images).toEqual({
      kind: "s3",
      s3: {
        bucket: "site-pictures",
        endpoint: "http://127.0.0.1:9000",
        region: "us-east-1",
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        forcePathStyle: true,
        prefix: "",
      },
    });
    expect(problemsOf({ S3_BUCKET: "Not_A_Bucket" })).toEqual([
      expect.stringMatching(/^S3_BUCKET: must be a bucket name/),
    ]);
    expect(problemsOf({ S3_BUCKET: "pictures", S3_ACCESS_KEY_ID: "key" })).toEqual([
      "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither",
    ]);
    expect(problemsOf({ S3_BUCKET: "pictures", S3_ENDPOINT: "ftp://example.com" })).toEqual([
      "S3_ENDPOINT: must be an http:// or https:// URL",
    ]);
    expect(problemsOf({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([
      "S3_BUCKET: is required when S3_ENDPOINT is set",
    ]);
  });

  it("generates a development session secret once and keeps it in the data folder", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_SECRET_KEY"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "nope", ADMIN_PASSWORD: "a-long-enough-password" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: '"boss"@example.com', ADMIN_PASSWORD: "a-long-enough-password" }, "ADMIN_EMAIL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("refuses %o naming %s", (env, setting) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.startsWith(`${setting}:`))).toBe(true);
  });

  it("requires a session secret and public URL in production", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    expect(problems.some((p) => p.startsWith("SESSION_SECRET:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("PUBLIC_URL:"))).toBe(true);
  });

  it("judges the operator's NODE_ENV, kept in SITE_NODE_ENV by the entry that sets React's", () => {
    // server/main.ts: NODE_ENV=production for React, the operator's own (here none) in SITE_NODE_ENV.
    expect(problemsOf({ NODE_ENV: "production", SITE_NODE_ENV: "" })).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", SITE_NODE_ENV: "" }).isProduction).toBe(
      false,
    );
    const problems = problemsOf({ NODE_ENV: "production", SITE_NODE_ENV: "production" });
    expect(problems.some((p) => p.startsWith("SESSION_SECRET:"))).toBe(true);
    expect(problemsOf({ NODE_ENV: "production", SITE_NODE_ENV: "test" })).toEqual([]);
  });

  it("selects Stripe when all three keys are given, and PostgreSQL when a URL is given", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      DATABASE_URL: "postgresql://user@db.example:5432/app",
      SMTP_URL: "smtp://mail.example:587",
      PUBLIC_URL: "https://dive.example/",
    });
    expect(config.payments.kind).toBe("stripe");
    expect(config.databaseUrl).toBe("postgresql://user@db.example:5432/app");
    expect(config.mail.kind).toBe("smtp");
    expect(config.publicUrl).toBe("https://dive.example");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("keeps the standard human-check cost unless told low, and names a wrong value", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).humanCheckCost).toBe("standard");
    expect(loadConfig({ DATA_DIR: dataDir(), HUMAN_CHECK_COST: "low" }).humanCheckCost).toBe("low");
    expect(() => loadConfig({ DATA_DIR: dataDir(), HUMAN_CHECK_COST: "none" })).toThrow(/HUMAN_CHECK_COST/);
  });

  it("accepts 10 sign-ups an hour from one address unless told otherwise, and names a wrong value", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).signupsPerHour).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), SIGNUPS_PER_HOUR: "200" }).signupsPerHour).toBe(200);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIGNUPS_PER_HOUR: "0" })).toThrow(/SIGNUPS_PER_HOUR/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIGNUPS_PER_HOUR: "lots" })).toThrow(/SIGNUPS_PER_HOUR/);
  });

  it("sizes the PostgreSQL pool and its timeouts from settings with sane defaults, naming a wrong value", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databasePool).toEqual({
      maxConnections: 10,
      statementTimeoutMs: 30_000,
      connectTimeoutMs: 5_000,
      idleTimeoutMs: 10_000,
    });
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_POOL_SIZE: "25",
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_IDLE_TIMEOUT_MS: "60000",
    });
    expect(tuned.databasePool).toEqual({
      maxConnections: 25,
      statementTimeoutMs: 0,
      connectTimeoutMs: 2_000,
      idleTimeoutMs: 60_000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE: must be at least 1/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_CONNECT_TIMEOUT_MS: "soon" })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it("keeps /metrics to the machine itself unless a long enough METRICS_TOKEN is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("holds waitlist offers 24 hours unless told otherwise, and names a wrong value", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).waitlistOfferHours).toBe(24);
    expect(loadConfig({ DATA_DIR: dataDir(), WAITLIST_OFFER_HOURS: "48" }).waitlistOfferHours).toBe(48);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WAITLIST_OFFER_HOURS: "0" })).toThrow(
      /WAITLIST_OFFER_HOURS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), WAITLIST_OFFER_HOURS: "1.5" })).toThrow(
      /WAITLIST_OFFER_HOURS/,
    );
  });
});
