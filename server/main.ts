/**
 * Starts the site: check settings, open and migrate the database, create the first admin, seed the
 * demo content on an empty database, then serve. SIGTERM/SIGINT drain in-flight requests, close the
 * database and exit.
 */
import path from "node:path";
import { ensureFirstAdmin } from "../core/accounts/first-admin.ts";
import { LocalDiskImageStore } from "../core/images/local-disk-image-store.ts";
import { openDatabase } from "../db/client.ts";
import { acquireDataDirLock } from "../db/data-dir-lock.ts";
import { seedDemo, seedIsNeeded } from "../db/seed/seed.ts";
import { buildServer } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createServices } from "./services.ts";

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
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: "postgres",
          url: config.databaseUrl,
          onError: (error) => console.warn("database:", error.message),
        }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  await database.migrate();

  const services = createServices(database, config);
  const app = await buildServer({ config, services, render });
  const log = app.log;
  log.info({ database: database.kind, render }, "database migrated");

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
    const images = new LocalDiskImageStore({ directory: path.join(config.dataDir, "uploads") });
    await seedDemo(database.db, images, { log: (message) => log.info(message) });
    log.info("demo content seeded");
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
    try {
      await app.close();
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
  console.error(error);
  process.exit(1);
});
