/**
 * The content feed across processes (server/content-channel.ts), two feeds standing for two processes on
 * one PostgreSQL database: a change emitted on one reaches the other and is not echoed back; when the
 * listening connection is cut (as a database restart or a failover cuts it) the log says the copies
 * now live out their lifetimes, the channel comes back by itself, drops every copy, and carries changes again.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentChange, createContentEvents } from "../core/shared/content-events.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { CONTENT_CHANNEL, type ContentChannel, startContentChannel } from "./content-channel.ts";

const postgres = process.env.TEST_DB === "postgres";
let database: TestDatabase;
const channels: ContentChannel[] = [];

beforeAll(async () => {
  if (postgres) database = await createTestDatabase();
});
afterAll(async () => {
  for (const channel of channels) await channel.close();
  await database?.close();
});

async function until(condition: () => boolean, limitMs = 5000): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

function aProcess(name: string) {
  const events = createContentEvents();
  const seen: ContentChange[] = [];
  events.on((change) => seen.push(change));
  const logged: { level: string; msg: string }[] = [];
  const log = {
    info: (_obj: object, msg: string) => logged.push({ level: "info", msg }),
    warn: (_obj: object, msg: string) => logged.push({ level: "warn", msg }),
  };
  return { name, events, seen, logged, log };
}

describe.skipIf(!postgres)("the content channel (PostgreSQL LISTEN/NOTIFY)", () => {
  it("carries a change to the other process, survives a cut connection, and says so in the log", async () => {
    const one = aProcess("one");
    const two = aProcess("two");
    for (const p of [one, two]) {
      const channel = await startContentChannel({
        url: database.url!,
        db: database.db,
        events: p.events,
        log: p.log,
        retryMs: 50,
      });
      expect(channel.listening).toBe(true);
      channels.push(channel);
    }

    one.events.emit({ kind: "trip", id: "t1" });
    expect(await until(() => two.seen.length === 1)).toBeLessThan(1000);
    expect(two.seen).toEqual([{ kind: "trip", id: "t1" }]);
    // Not sent back to the first, nor back out by the second.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(one.seen).toEqual([{ kind: "trip", id: "t1" }]);
    expect(two.seen).toHaveLength(1);

    // Cut the second process's listening connection, as a restart of the database would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike ${`listen ${CONTENT_CHANNEL}%`}
            and pid <> pg_backend_pid()`,
    );
    await until(() => one.logged.some((entry) => entry.level === "warn"));
    expect(one.logged[0]!.msg).toMatch(/channel down: .* only when those expire/);
    await until(() => channels.every((channel) => channel.listening));
    await until(() => one.logged.some((entry) => entry.level === "info"));
    expect(one.logged.at(-1)!.msg).toMatch(/channel back: every cached copy dropped/);
    // Coming back drops every copy: changes sent while it was down were missed.
    expect(one.seen.at(-1)).toEqual({ kind: "site" });

    two.events.emit({ kind: "spaces", id: "t2" });
    await until(() => one.seen.some((change) => change.kind === "spaces"));
    expect(one.seen.at(-1)).toEqual({ kind: "spaces", id: "t2" });
  });
});
