/**
 * Backups and moves of an installation (docs/operations.md, "Backups"):
 *
 *   npm run db:backup -- <folder>             the embedded database and pictures, while the site runs
 *   npm run db:restore -- <backup folder>     into DATA_DIR, which must hold no database yet
 *   npm run db:after-restore                  after pg_restore: hold the mail the old outbox was waiting to send
 *   npm run db:move-to-postgres -- <url>      copy the embedded database into an empty PostgreSQL database
 *
 * DATA_DIR (default ./data) and DATABASE_URL as for the server.
 *
 * A backup while the server runs: only the server may open the embedded database, so this asks it
 * (SIGUSR2 to the PID in DATA_DIR/server.pid) to write the backup into DATA_DIR/backups/, waits for it,
 * and moves it to the folder given. With the server stopped it takes the folder's lock and dumps itself.
 */
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import {
  BACKUP_NOTE_FILE,
  backupStoppedEmbedded,
  holdUnsentMail,
  moveEmbeddedToPostgres,
  restoreEmbedded,
  serverBackupsFolder,
} from "./backup.ts";
import { openDatabase } from "./client.ts";
import { acquireDataDirLock, DataDirLockedError, pidPath } from "./data-dir-lock.ts";

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
const [command, argument] = process.argv.slice(2);

async function backup(target: string): Promise<void> {
  let release: (() => void) | undefined;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  if (release) {
    try {
      await backupStoppedEmbedded(dataDir, target);
    } finally {
      release();
    }
    console.log(`Backup written to ${target} (the server was stopped)`);
    return;
  }
  const pid = Number(readFileSync(pidPath(dataDir), "utf8").trim());
  const folder = serverBackupsFolder(dataDir);
  const before = new Set(existsSync(folder) ? readdirSync(folder) : []);
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 5 * 60 * 1000;
  for (;;) {
    const made = (existsSync(folder) ? readdirSync(folder) : []).find(
      (name) => !before.has(name) && existsSync(path.join(folder, name, BACKUP_NOTE_FILE)),
    );
    if (made) {
      renameSync(path.join(folder, made), target);
      console.log(`Backup written to ${target} by the running server (PID ${pid})`);
      return;
    }
    if (Date.now() > deadline) throw new Error("The server did not write the backup within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  switch (command) {
    case "backup": {
      if (!argument) throw new Error("Usage: npm run db:backup -- <folder>");
      const target = path.resolve(argument);
      if (existsSync(target) && statSync(target).isDirectory() && readdirSync(target).length > 0) {
        throw new Error(`${target} is not empty`);
      }
      await backup(target);
      return;
    }
    case "restore": {
      if (!argument) throw new Error("Usage: npm run db:restore -- <backup folder>");
      const release = acquireDataDirLock(dataDir);
      try {
        const { heldMails } = await restoreEmbedded(path.resolve(argument), dataDir);
        console.log(`Restored into ${dataDir}; ${heldMails} unsent mail(s) held (see the admin outbox)`);
      } finally {
        release();
      }
      return;
    }
    case "after-restore": {
      const url = process.env.DATABASE_URL;
      if (!url) throw new Error("Set DATABASE_URL to the restored database");
      const database = await openDatabase({ kind: "postgres", url, maxConnections: 1 });
      try {
        console.log(`${await holdUnsentMail(database.db)} unsent mail(s) held (see the admin outbox)`);
      } finally {
        await database.close();
      }
      return;
    }
    case "move-to-postgres": {
      const url = argument ?? process.env.DATABASE_URL;
      if (!url || !/^postgres(ql)?:\/\//.test(url)) {
        throw new Error("Usage: npm run db:move-to-postgres -- postgresql://user:pass@host:5432/db");
      }
      const release = acquireDataDirLock(dataDir);
      try {
        const { tables, rows } = await moveEmbeddedToPostgres(dataDir, url, (line) => console.log(line));
        console.log(
          `Copied ${rows} rows in ${tables} tables. Start the site with DATABASE_URL set and the same ` +
            `DATA_DIR (${dataDir}: the pictures stay in its uploads folder).`,
        );
      } finally {
        release();
      }
      return;
    }
    default:
      throw new Error(
        "Commands: backup <folder> | restore <backup folder> | after-restore | move-to-postgres <url>",
      );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
