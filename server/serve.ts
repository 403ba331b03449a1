/**
 * Starts the site: check settings, open and migrate the database, create the first admin, seed the
 * demo content on an empty database, then serve. SIGTERM/SIGINT drain in-flight requests, close the
 * database and exit.
 */
import { bangkokToday } from "../core/trips/seasons.ts";
import { ensureFirstAdmin } from "../core/accounts/first-admin.ts";
import path from "node:path";
import { serverBackupsFolder, writeEmbeddedBackup } from "../db/backup.ts";
import { openDatabase, pgliteFolder } from "../db/client.ts";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.ts";
import { copyPgliteTemplate, DATABASE_EXISTS } from "../db/pglite-template.ts";
import { seedDemo, seedIsNeeded } from "../db/seed/seed.ts";
import { collectDefaultMetrics } from "prom-client";
import { buildServer } from "./app.ts";
import { type ContentChannel, startContentChannel } from "./content-channel.ts";
import { createMetrics } from "./metrics.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createServices } from "./services.ts";
import { fileOffsetClock } from "./test-clock.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const render = process.argv.includes("--dev") ? "development" : "production";

  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  // A first start on the embedded database copies the one the build made (db/pglite-template.ts).
  const template = config.databaseUrl ? undefined : copyPgliteTemplate(pgliteFolder(config.dataDir));
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: "postgres",
          url: config.databaseUrl,
          ...config.databasePool,
          onError: (error) => console.warn("database connection lost:", error.message),
        }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  // N processes may start at once on an empty database: they migrate in turn under one lock (and create
  // the first admin and seed in turn, below), and the later ones find the work done.
  await database.withStartupLock(() => database.migrate());

  // The mail worker logs through the server's logger, which exists once the server is built.
  const workerLog = { warn: (obj: object, msg: string) => app.log.warn(obj, msg) };
  // Tests only: a clock a browser journey moves through a file (refused in production by loadConfig).
  const now = config.clockOffsetFile ? fileOffsetClock(config.clockOffsetFile) : undefined;
  const services = createServices(database, config, { log: workerLog, now });
  // Error details in answers only under `npm run dev`; `npm start` never shows them, with or without NODE_ENV.
  const metrics = createMetrics({ outboxCounts: services.outbox.counts, poolUse: database.poolUse });
  // The process's own figures (CPU, memory, event-loop lag), once per process: never in tests' servers.
  collectDefaultMetrics({ register: metrics.registry });
  const app = await buildServer({
    config,
    services,
    render,
    metrics,
    exposeInternals: render === "development",
  });
  const log = app.log;
  // Several processes may serve one PostgreSQL database: their cached copies follow each other's changes.
  const channel: ContentChannel | undefined = config.databaseUrl
    ? await startContentChannel({
        url: config.databaseUrl,
        db: database.db,
        events: services.contentEvents,
        log,
      })
    : undefined;
  if (template?.copied) log.info("embedded database created from the build's template");
  else if (template && template.reason !== DATABASE_EXISTS) {
    log.info(`embedded database created afresh (${template.reason})`);
  }
  if (config.clockOffsetFile) {
    log.warn(`The clock runs ahead of real time by what ${config.clockOffsetFile} says (tests only)`);
  }

  log.info({ database: database.kind, render }, "database migrated");
  await database.withStartupLock(prepareContent);
  async function prepareContent() {
    const admin = await ensureFirstAdmin(database.db, config.firstAdmin);
    if (admin.created && admin.generatedPassword) {
      log.warn(
        `First administrator created: ${admin.email} / ${admin.generatedPassword} ` +
          "(shown once: sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD)",
      );
    } else if (admin.created) {
      log.info(`First administrator created: ${admin.email}`);
    }
    if (config.seedDemo && (await seedIsNeeded(database.db))) {
      await seedDemo(database.db, services.images, {
        log: (message) => log.info(message),
        today: bangkokToday(services.clock()),
      });
      log.info("demo content seeded");
    }
  }

  if (!services.paymentProvider) {
    log.warn(
      "Card payments are off: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET " +
        "(the offline test-card provider is never used in production)",
    );
  } else if (services.paymentProvider.name === "test") {
    log.info("Card payments use the offline test-card provider (4242 4242 4242 4242 succeeds)");
  }
  services.mailWorker.start();
  // Payment reminders and the other booking notices: safe to run twice or on several processes.
  const sweep = setInterval(
    () =>
      void services.bookingSweep
        .run()
        .catch((error: unknown) => log.warn({ err: error }, "booking sweep failed")),
    60 * 60 * 1000,
  );
  sweep.unref();
  const purge = setInterval(() => void services.sessions.purgeExpired().catch(() => {}), 60 * 60 * 1000);
  purge.unref();

  // `npm run db:backup` asks for a backup of the embedded database while the site runs: only this
  // process may open it (db/maintenance-cli.ts, db/backup.ts).
  const dump = database.dump;
  if (dump) {
    process.on("SIGUSR2", () => {
      const target = path.join(
        serverBackupsFolder(config.dataDir),
        new Date().toISOString().replace(/[:.]/g, "-"),
      );
      writeEmbeddedBackup(dump, config.dataDir, target).then(
        () => log.info({ target }, "backup written"),
        (error: unknown) => log.error({ err: error }, "backup failed"),
      );
    });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: draining requests");
    const timer = setTimeout(() => {
      log.error("shutdown took over 20 s; exiting");
      process.exit(1);
    }, 20_000);
    timer.unref();
    // Closing the server ends the connections idle at that moment; a keep-alive connection whose answer
    // was still being sent becomes idle later and would hold the shutdown open until the timer above.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      clearInterval(purge);
      await services.mailWorker.stop();
      await channel?.close();
      await database.close();
    } finally {
      releaseLock();
    }
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  // A refusal we can explain needs no stack trace.
  if (error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
