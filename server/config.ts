/**
 * Every setting the server reads, from the environment, checked once at start-up.
 * A bad value stops the process with a message naming the setting (see `loadConfig`).
 * `.env.example` documents each one; keep the two in step.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "../core/images/s3-image-store.ts";
import { isValidEmail, normaliseEmail } from "../core/shared/email.ts";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), hint)
      .optional(),
  );

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "must be a postgres:// or postgresql:// URL"),
    DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000, 30_000),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(0, 600_000, 5_000),
    DATABASE_IDLE_TIMEOUT_MS: wholeNumber(0, 3_600_000, 10_000),
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    PUBLIC_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("sk_", "must start with sk_").optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("pk_", "must start with pk_").optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().startsWith("whsec_", "must start with whsec_").optional(),
    ),
    /** Tests only: Stripe's API at another address (a local stand-in). */
    STRIPE_API_BASE: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
    SMTP_URL: optionalUrl(/^smtps?:$/, "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().default("Andaman Liveaboards <bookings@andaman-liveaboards.test>"),
    ),
    // The site's one e-mail rule, so the first admin can always be sent a password reset.
    ADMIN_EMAIL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => isValidEmail(normaliseEmail(value)), "must be an e-mail address")
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, "must be at least 12 characters").optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
    SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("true")),
    HUMAN_CHECK_COST: z.preprocess(emptyToUndefined, z.enum(["standard", "low"]).default("standard")),
    SIGNUPS_PER_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int("must be a whole number")
        .min(1, "must be at least 1")
        .max(10_000, "must be at most 10000")
        .default(10),
    ),
    /** How long a waitlist offer holds the spaces that came free for a guest (decision 0020). */
    WAITLIST_OFFER_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number of hours from 1 to 336" })
        .int("must be a whole number of hours")
        .min(1, "must be at least 1")
        .max(336, "must be at most 336 (two weeks)")
        .default(24),
    ),
    /**
     * Tests only (refused in production): a file holding a number of milliseconds the clock runs ahead
     * of real time, read at every reading of the clock, so a browser journey can move the server's time
     * past a hold or a due date.
     */
    CLOCK_OFFSET_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Pictures in an S3-compatible bucket instead of DATA_DIR/uploads (several processes need one). */
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
    S3_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "must be letters, digits and / - _ . ! * ' ( ) only")
        .default(""),
    ),
  })
  .superRefine((env, ctx) => {
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    const given = stripeKeys.filter(Boolean).length;
    if (given !== 0 && given !== 3) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all or none",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && env.CLOCK_OFFSET_FILE) {
      ctx.addIssue({
        code: "custom",
        path: ["CLOCK_OFFSET_FILE"],
        message: "is for tests only and refused in production",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither",
      });
    }
    const s3Given = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_PREFIX"] as const;
    for (const name of s3Given) {
      if (env[name] && !env.S3_BUCKET) {
        ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${name} is set` });
      }
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool (DATABASE_URL only): connections and timeouts in milliseconds, 0 for none. */
  databasePool: {
    maxConnections: number;
    statementTimeoutMs: number;
    connectTimeoutMs: number;
    idleTimeoutMs: number;
  };
  /** Who may read GET /metrics besides the machine itself (loopback): callers with this bearer token. */
  metricsToken: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  payments:
    | { kind: "stripe"; secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string }
    | { kind: "test-card" };
  mail: { kind: "smtp"; url: string; from: string } | { kind: "outbox"; from: string };
  firstAdmin: { email: string; password: string } | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  seedDemo: boolean;
  /** The human check's proof-of-work: "low" is a hundredth of the work (test runs, very slow devices). */
  humanCheckCost: Env["HUMAN_CHECK_COST"];
  /** Sign-ups accepted per hour from one address. */
  signupsPerHour: number;
  /** How long a waitlist offer holds its spaces (WAITLIST_OFFER_HOURS). */
  waitlistOfferHours: number;
  /** Where pictures are kept: DATA_DIR/uploads unless an S3-compatible bucket is set. */
  images: { kind: "local" } | { kind: "s3"; s3: S3Settings };
  /** Tests only: the file that moves the clock (CLOCK_OFFSET_FILE); never set in production. */
  clockOffsetFile: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Checks the environment and returns the settings, or throws a ConfigError naming each bad setting. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // server/main.ts sets NODE_ENV for React and keeps the operator's own in SITE_NODE_ENV.
  const operatorEnv =
    source.SITE_NODE_ENV === undefined ? source : { ...source, NODE_ENV: source.SITE_NODE_ENV };
  const parsed = envSchema.safeParse(operatorEnv);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      maxConnections: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
    },
    metricsToken: env.METRICS_TOKEN,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    payments:
      STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET
        ? {
            kind: "stripe",
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : { kind: "test-card" },
    mail: env.SMTP_URL
      ? { kind: "smtp", url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: "outbox", from: env.MAIL_FROM },
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === "true",
    seedDemo: env.SEED_DEMO === "true",
    humanCheckCost: env.HUMAN_CHECK_COST,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
    waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
    images: env.S3_BUCKET
      ? {
          kind: "s3",
          s3: {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
            prefix: env.S3_PREFIX,
          },
        }
      : { kind: "local" },
    clockOffsetFile: env.CLOCK_OFFSET_FILE ? path.resolve(env.CLOCK_OFFSET_FILE) : undefined,
  };
}

/** Outside production a missing SESSION_SECRET is generated once and kept in the data folder. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: make it below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
