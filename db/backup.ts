/**
 * Backups, restores and the move from the embedded database to a PostgreSQL server
 * (`db/maintenance-cli.ts` runs them; docs/operations.md says when).
 *
 * An embedded backup is a folder: `database.tar.gz` (PGlite's own dump of its data folder, taken by the
 * process that has it open, so it is consistent while the site runs), `uploads/` (the pictures, copied
 * after the dump: they are never changed once written, so every picture the dump names is there) and
 * `backup.json`.
 *
 * A restored database is older than the site it replaces: mails that were waiting in its outbox
 * ("pending", or "sending" when the dump was taken) may have gone out from the original since. Sending
 * them again would mail guests twice, so a restore holds them (`holdUnsentMail`): marked "failed" with
 * a reason an admin reads in the console's outbox, where each can be checked and sent again by hand.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type DatabaseHandle, openDatabase, pgliteFolder } from "./client.ts";
import { mailOutbox } from "./schema.ts";

export const BACKUP_DATABASE_FILE = "database.tar.gz";
export const BACKUP_NOTE_FILE = "backup.json";

export const HELD_AFTER_RESTORE =
  "Not sent: restored from a backup. The original site may have sent it after the backup was taken; " +
  "check with the guest before sending it again.";

/** Marks every mail not yet sent as held (see the file's comment); answers how many. */
export async function holdUnsentMail(db: Database): Promise<number> {
  const held = await db
    .update(mailOutbox)
    .set({ status: "failed", lastError: HELD_AFTER_RESTORE })
    .where(inArray(mailOutbox.status, ["pending", "sending"]))
    .returning({ id: mailOutbox.id });
  return held.length;
}

/** Where a running server writes the backups it is asked for with SIGUSR2 (server/serve.ts). */
export function serverBackupsFolder(dataDir: string): string {
  return path.join(dataDir, "backups");
}

function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * Writes a backup of the embedded database and the pictures into `target` (created; must be empty).
 * `dump` is PGlite's `dumpDataDir`, called by whoever has the database open: the running server
 * (on SIGUSR2, server/serve.ts) or this module when the server is stopped.
 */
export async function writeEmbeddedBackup(
  dump: () => Promise<Blob>,
  dataDir: string,
  target: string,
): Promise<string> {
  mkdirSync(target, { recursive: true });
  if (readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  const archive = await dump();
  writeFileSync(path.join(target, BACKUP_DATABASE_FILE), Buffer.from(await archive.arrayBuffer()));
  if (existsSync(uploadsFolder(dataDir))) {
    cpSync(uploadsFolder(dataDir), path.join(target, "uploads"), { recursive: true });
  }
  // Written last: a folder with this note is a whole backup.
  writeFileSync(
    path.join(target, BACKUP_NOTE_FILE),
    `${JSON.stringify({ kind: "embedded", takenAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return target;
}

/** Backs up a stopped installation's embedded database (nobody else has it open). */
export async function backupStoppedEmbedded(dataDir: string, target: string): Promise<string> {
  const client = await PGlite.create(pgliteFolder(dataDir));
  try {
    return await writeEmbeddedBackup(() => client.dumpDataDir("gzip"), dataDir, target);
  } finally {
    await client.close();
  }
}

/**
 * Restores an embedded backup into `dataDir`, which must hold no database yet (a new folder, or the
 * old one's `pglite/` moved aside), then holds the mail that was waiting.
 */
export async function restoreEmbedded(backup: string, dataDir: string): Promise<{ heldMails: number }> {
  if (!existsSync(path.join(backup, BACKUP_NOTE_FILE))) {
    throw new Error(`${backup} is not a whole backup (no ${BACKUP_NOTE_FILE})`);
  }
  const folder = pgliteFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} already holds a database: move it aside first`);
  }
  mkdirSync(folder, { recursive: true });
  const archive = new Blob([readFileSync(path.join(backup, BACKUP_DATABASE_FILE))]);
  const client = await PGlite.create(folder, { loadDataDir: archive });
  let heldMails: number;
  try {
    const handle = await openDatabase({ kind: "pglite", client });
    heldMails = await holdUnsentMail(handle.db);
  } finally {
    await client.close();
  }
  if (existsSync(path.join(backup, "uploads"))) {
    cpSync(path.join(backup, "uploads"), uploadsFolder(dataDir), { recursive: true });
  }
  return { heldMails };
}

/** The app's tables in an order that inserts each after the tables it refers to. */
async function tablesInDependencyOrder(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const ref of references) if (ref.child === name) visit(ref.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies an embedded installation's database into an empty PostgreSQL database (migrated here to the
 * same version first). The pictures stay where they are: start the site with the same DATA_DIR and
 * DATABASE_URL set. Refuses a target that already has accounts (someone's live site). Mails that were
 * waiting stay waiting: the embedded site is stopped and the PostgreSQL one carries on where it left off.
 */
export async function moveEmbeddedToPostgres(
  dataDir: string,
  url: string,
  log: (message: string) => void = () => {},
): Promise<{ tables: number; rows: number }> {
  const source = await openDatabase({ kind: "pglite", dataDir });
  let target: DatabaseHandle | undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    await source.migrate();
    target = await openDatabase({ kind: "postgres", url, maxConnections: 2 });
    await target.withStartupLock(() => target!.migrate());
    await client.connect();
    const { rows: accounts } = await client.query<{ n: number }>("select count(*)::int as n from users");
    if (accounts[0]!.n > 0) {
      throw new Error("The PostgreSQL database already has accounts: give an empty database");
    }
    const tables = await tablesInDependencyOrder(client);
    let rows = 0;
    await client.query("begin");
    // The migrations' own rows (rental items, footer categories) are replaced by the embedded site's.
    await client.query(`truncate ${tables.map(quoted).join(", ")}`);
    for (const table of tables) {
      const result = await source.db.execute(
        // As text, parsed by PostgreSQL itself on the other side: nothing is lost on the way.
        sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as rows from ${quoted(table)} t`),
      );
      const json = (result as unknown as { rows: { rows: string }[] }).rows[0]!.rows;
      // Generated columns (a booking's reference) are computed again by the target, never copied.
      const { rows: written } = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'
          order by ordinal_position`,
        [table],
      );
      const columns = written.map((column) => quoted(column.name)).join(", ");
      const inserted = await client.query(
        `insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [json],
      );
      rows += inserted.rowCount ?? 0;
      log(`${table}: ${inserted.rowCount ?? 0} rows`);
    }
    await client.query("commit");
    return { tables: tables.length, rows };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
    await target?.close();
    await source.close();
  }
}
