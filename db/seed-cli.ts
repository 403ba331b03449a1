/**
 * `npm run db:seed`: writes the demo content into the database, if it is still empty.
 *
 * Settings, from the environment (the same as the server's):
 * - DATA_DIR (default ./data): the embedded database lives in DATA_DIR/pglite, pictures in DATA_DIR/uploads;
 * - DATABASE_URL: a PostgreSQL server to use instead of the embedded database;
 *
 * With the embedded database it takes the data folder's lock first, so it refuses to run while the
 * server has the database open.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { LocalDiskImageStore } from "../core/images/local-disk-image-store.ts";
import { type DatabaseHandle, openDatabase, pgliteFolder } from "./client.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { seedDemo } from "./seed/seed.ts";

function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(setting("DATA_DIR") ?? "./data");
  const databaseUrl = setting("DATABASE_URL");
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }

  const releaseLock = databaseUrl ? () => {} : acquireDataDirLock(dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir },
    );
    console.log(
      databaseUrl
        ? "Database: PostgreSQL server (DATABASE_URL)"
        : `Database: embedded, in ${pgliteFolder(dataDir)}`,
    );
    await database.migrate();

    const uploads = path.join(dataDir, "uploads");
    const images = new LocalDiskImageStore({ directory: uploads });
    const result = await seedDemo(database.db, images, {
      log: (message) => console.log(message),
    });
    if (result.seeded) {
      const urls = result.images.flatMap((image) => image.variants?.map((v) => v.url) ?? [image.url]);
      const bytes = urls.reduce((sum, url) => sum + fileSize(uploads, url), 0);
      console.log(
        `Pictures written to ${uploads}: ${result.images.length} pictures in ${urls.length} files, ${(bytes / 1024).toFixed(0)} KB`,
      );
      console.log("Demo content seeded.");
    } else {
      console.log("The database already holds content: nothing was changed.");
    }
  } finally {
    try {
      await database?.close();
    } finally {
      releaseLock();
    }
  }
}

function fileSize(directory: string, url: string): number {
  try {
    return statSync(path.join(directory, path.basename(url))).size;
  } catch {
    return 0;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
