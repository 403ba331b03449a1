/**
 * What every database benchmark shares: a throwaway PostgreSQL cluster, migrated, that is stopped
 * whatever the run does; the timing of one call; percentiles of sorted timings; the first row of a raw
 * query; and the real outbox without a delivery worker (the benchmarks measure the commit, not the
 * sending).
 */
import { performance } from "node:perf_hooks";
import type { SQL } from "drizzle-orm";
import type { MailQueue } from "../core/mail/mail-queue.ts";
import { queueMail } from "../core/mail/mail.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { startCluster } from "../tests/setup/postgres-cluster.ts";

/** The `p`th percentile of timings sorted from the fastest. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** How long `run` takes, in milliseconds. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The outbox as the server queues to it, at the benchmark's clock, with no worker to wake. */
export function outbox(now: () => Date): MailQueue {
  return { queue: (executor, outgoing) => queueMail(executor, outgoing, now()), wake: () => {} };
}

/**
 * Runs `bench` on a migrated database of a cluster of its own (`durable`: fsync on), then closes the
 * pool and stops the cluster.
 */
export async function onFreshCluster(
  options: { durable?: boolean; maxConnections?: number },
  bench: (db: Database) => Promise<void>,
) {
  const cluster = await startCluster({ durable: options.durable });
  const database = await openDatabase({
    kind: "postgres",
    url: cluster.url,
    ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
  });
  try {
    await database.migrate();
    await bench(database.db);
  } finally {
    await database.close();
    cluster.stop();
  }
}

/** The first row a raw query answers, in the shape the caller names (the driver leaves rows untyped). */
export async function firstRow<Row>(db: Database, query: SQL): Promise<Row | undefined> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0];
}
