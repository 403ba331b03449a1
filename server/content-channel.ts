/**
 * The content feed across processes (docs/decisions/0018-several-processes.md): on a PostgreSQL server
 * several processes may serve the site, and each keeps copies of public content (the anonymous page
 * cache, the site's chrome, the home page's sections, booking offers). A change committed by one must
 * drop the copies of all of them, so every local change (core/shared/content-events.ts) is also sent
 * with PostgreSQL's `NOTIFY`, and every process `LISTEN`s on one connection of its own and replays what
 * the others sent into its own feed.
 *
 * The listening connection reconnects by itself (1 s, doubling to 30 s). While it is down, copies made
 * here live out their own lifetimes (pages 5 minutes, shared reads 10 seconds) and the log says so; once
 * it is back every copy is dropped, since changes sent meanwhile were missed.
 *
 * The embedded database serves one process, whose in-process feed already reaches every copy: no channel.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { ContentChange, ContentEvents } from "../core/shared/content-events.ts";
import type { Database } from "../db/client.ts";

export const CONTENT_CHANNEL = "content_changes";

type ChannelLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type ContentChannelOptions = {
  url: string;
  db: Database;
  events: ContentEvents;
  log: ChannelLog;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

export type ContentChannel = {
  /** Whether the listening connection is up. */
  readonly listening: boolean;
  close(): Promise<void>;
};

type Message = { from: string; change: ContentChange };

/**
 * Joins the events to the channel and resolves once the first attempt to listen has ended (listening,
 * or down and retrying), so a process that starts serving has the channel when it can have it.
 */
export async function startContentChannel(options: ContentChannelOptions): Promise<ContentChannel> {
  const { url, db, events, log } = options;
  const firstRetryMs = options.retryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  // Tells this process's notifications from the others' (each process gets its own).
  const self = randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let wasDown = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  // Set while a change from elsewhere goes through the local feed, so it is not sent back out.
  let replaying = false;

  const stopSending = events.on((change) => {
    if (replaying || closed) return;
    const message: Message = { from: self, change: { kind: change.kind, id: change.id } };
    db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(message)})`).then(
      () => {},
      (error: unknown) =>
        log.warn(
          { err: error, change },
          "content change not sent to the other processes: their copies expire on their own",
        ),
    );
  });

  const replay = (change: ContentChange) => {
    replaying = true;
    try {
      events.emit(change);
    } finally {
      replaying = false;
    }
  };

  const lost = (connection: pg.Client, error?: Error) => {
    connection.removeAllListeners("notification");
    connection.end().catch(() => {});
    if (connection !== client) return;
    client = undefined;
    if (closed) return;
    if (listening || !wasDown) {
      log.warn(
        { err: error?.message },
        "content-change channel down: changes made by other processes reach this one's cached pages " +
          "and shared reads only when those expire (5 minutes, 10 seconds); reconnecting",
      );
    }
    listening = false;
    wasDown = true;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    if (closed) return;
    const connection = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (notification) => {
      if (notification.channel !== CONTENT_CHANNEL || !notification.payload) return;
      let message: Message;
      try {
        message = JSON.parse(notification.payload) as Message;
      } catch {
        return;
      }
      if (message.from === self || typeof message.change?.kind !== "string") return;
      replay(message.change);
    });
    try {
      await connection.connect();
      await connection.query(`listen ${CONTENT_CHANNEL}`);
    } catch (error) {
      lost(connection, error as Error);
      return;
    }
    if (closed || connection !== client) {
      // Closed (or replaced) while connecting: this connection is nobody's.
      await connection.end().catch(() => {});
      return;
    }
    listening = true;
    retryMs = firstRetryMs;
    if (wasDown) {
      log.info({}, "content-change channel back: every cached copy dropped (changes meanwhile were missed)");
      replay({ kind: "site" });
    }
  };

  await connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      stopSending();
      clearTimeout(retryTimer);
      const connection = client;
      client = undefined;
      listening = false;
      await connection?.end().catch(() => {});
    },
  };
}
