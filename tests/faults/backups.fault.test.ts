/**
 * Backups and moves as an operator runs them (docs/operations.md, "Backups"): pg_dump/pg_restore of the
 * site's PostgreSQL database into an empty one (exit 0, with or without --clean --if-exists), the
 * embedded database backed up while its server runs and restored, and an embedded installation moved
 * to PostgreSQL, then started both ways. A restored outbox sends nothing the original may have sent.
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../../core/mail/mail.ts";
import { MailWorker } from "../../core/mail/mail-worker.ts";
import type { MailTransport, TransportMessage } from "../../core/mail/transport.ts";
import { HELD_AFTER_RESTORE } from "../../db/backup.ts";
import { openDatabase } from "../../db/client.ts";
import { bookings, mailOutbox, users } from "../../db/schema.ts";
import { projectPath } from "../../core/shared/project-path.ts";
import { killServerProcesses, startServerProcess } from "../support/server-process.ts";
import { tempFolder } from "../support/temp-folder.ts";
import { book, type FaultSite, startFaultSite } from "./site.ts";

const run = promisify(execFile);
const PG_BIN = "/usr/lib/postgresql/15/bin";
const cli = (args: string[], env: Record<string, string>) =>
  run(projectPath("node_modules", ".bin", "tsx"), [projectPath("db", "maintenance-cli.ts"), ...args], {
    cwd: projectPath(),
    env: { ...process.env, ...env },
  });

class RecordingTransport implements MailTransport {
  readonly name = "smtp" as const;
  readonly handed: TransportMessage[] = [];
  async send(message: TransportMessage): Promise<void> {
    this.handed.push(message);
  }
}

let site: FaultSite;
beforeAll(async () => {
  site = await startFaultSite({ guests: 6 });
});
afterEach(killServerProcesses);
afterAll(async () => {
  await killServerProcesses();
  await site?.close();
});

async function emptyDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: site.cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(site.cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

describe("PostgreSQL: pg_dump -Fc, then pg_restore into an empty database", () => {
  it("exits 0, keeps every booking, and sends none of the mail the original was still to send", async () => {
    const server = await startServerProcess({ ...site.env, DATA_DIR: tempFolder("backup-pg-") });
    expect((await book(server.url, site, site.nextGuest())).status).toBe(201);
    // The outbox as a dump may find it: sent, failed, waiting for its next try, and claimed by a
    // sender mid-send. Written in one transaction, so the running server's mail worker never sees them
    // before their states are set (it takes a new mail at once, a retry only when it falls due).
    const at = new Date();
    const later = new Date(at.getTime() + 60 * 60_000);
    await site.database.db.transaction(async (tx) => {
      for (const subject of ["waiting", "claimed", "gone", "gave up"]) {
        await queueMail(tx, { to: "guest@example.com", subject, text: "Hello", kind: "backup-test" }, at);
      }
      await tx
        .update(mailOutbox)
        .set({ attempts: 1, nextAttemptAt: later })
        .where(eq(mailOutbox.subject, "waiting"));
      await tx
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, nextAttemptAt: later })
        .where(eq(mailOutbox.subject, "claimed"));
      await tx.update(mailOutbox).set({ status: "sent", sentAt: at }).where(eq(mailOutbox.subject, "gone"));
      await tx.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.subject, "gave up"));
    });
    const db = site.database.db;
    const [{ n: bookingsBefore }] = (await db.select({ n: count() }).from(bookings)) as [{ n: number }];
    const dump = path.join(tempFolder("backup-dump-"), "site.dump");
    // While the site runs.
    await run(`${PG_BIN}/pg_dump`, ["--format=custom", "--no-owner", `--file=${dump}`, site.url]);

    for (const [name, extra] of [
      ["restored_plain", []],
      ["restored_clean", ["--clean", "--if-exists"]],
    ] as const) {
      const url = await emptyDatabase(name);
      // Exits 0 (execFile rejects otherwise), without a "does not exist" error.
      const { stderr } = await run(`${PG_BIN}/pg_restore`, ["--no-owner", ...extra, `--dbname=${url}`, dump]);
      expect(stderr).toBe("");
      await cli(["after-restore"], { DATABASE_URL: url });
      const restored = await openDatabase({ kind: "postgres", url, maxConnections: 2 });
      try {
        const [{ n }] = (await restored.db.select({ n: count() }).from(bookings)) as [{ n: number }];
        expect(n).toBe(bookingsBefore);
        expect(await restored.ready()).toBe(true);
        const mails = await restored.db.select().from(mailOutbox);
        const bySubject = Object.fromEntries(mails.map((mail) => [mail.subject, mail]));
        expect(bySubject.waiting).toMatchObject({ status: "failed", lastError: HELD_AFTER_RESTORE });
        expect(bySubject.claimed).toMatchObject({ status: "failed", lastError: HELD_AFTER_RESTORE });
        expect(bySubject.gone).toMatchObject({ status: "sent" });
        const transport = new RecordingTransport();
        const worker = new MailWorker(restored.db, transport, {
          from: "site@example.com",
          now: () => new Date(),
        });
        await worker.runOnce();
        expect(transport.handed).toEqual([]);
      } finally {
        await restored.close();
      }
    }
  });
});

describe("the embedded database", () => {
  const picture = "backup-test-picture.webp";

  // Started on the embedded database (restored) and on PostgreSQL (moved): four server starts in all.
  it("is backed up while its server runs, restored, moved to PostgreSQL, and starts both ways", async () => {
    const dataDir = tempFolder("backup-embedded-");
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", picture), "RIFF-not-really-a-picture");
    const env = {
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "correct horse battery staple",
    };
    const running = await startServerProcess({ ...env, DATA_DIR: dataDir });
    const backup = path.join(tempFolder("backup-folder-"), "taken");
    await cli(["backup", backup], { DATA_DIR: dataDir });
    // The site never stopped.
    expect(running.child.exitCode).toBeNull();
    expect((await fetch(`${running.url}/api/v1/ready`)).status).toBe(200);
    await killServerProcesses();

    const restoredDir = tempFolder("backup-restored-");
    await cli(["restore", backup], { DATA_DIR: restoredDir });
    const restored = await startServerProcess({ ...env, DATA_DIR: restoredDir });
    expect((await fetch(`${restored.url}/api/v1/ready`)).status).toBe(200);
    expect((await fetch(`${restored.url}/uploads/${picture}`)).status).toBe(200);
    expect(restored.output()).not.toContain("First administrator created"); // the restored one is there
    await killServerProcesses();

    // Moved to an empty PostgreSQL database; the pictures stay in DATA_DIR/uploads.
    const url = await emptyDatabase("moved");
    await cli(["move-to-postgres", url], { DATA_DIR: restoredDir });
    const moved = await openDatabase({ kind: "postgres", url, maxConnections: 2 });
    try {
      const admins = await moved.db.select().from(users).where(eq(users.email, "owner@example.com"));
      expect(admins).toHaveLength(1);
    } finally {
      await moved.close();
    }
    const onPostgres = await startServerProcess({ ...env, DATA_DIR: restoredDir, DATABASE_URL: url });
    expect((await fetch(`${onPostgres.url}/api/v1/ready`)).status).toBe(200);
    expect((await fetch(`${onPostgres.url}/uploads/${picture}`)).status).toBe(200);
    expect(onPostgres.output()).not.toContain("First administrator created");
  }, 300_000);
});
