/**
 * Where @fastify/rate-limit counts requests: in the database, so every process on it counts against one
 * total (docs/decisions/0018-several-processes.md). Its in-memory store would give each of N processes
 * its own allowance, N times the limit in all.
 *
 * The counting is rate-limiter-flexible's Drizzle store (one atomic `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` per request on `rate_limits`, on PGlite as on PostgreSQL); this file only adapts it to the
 * store interface @fastify/rate-limit calls: `child` per route, `incr` per request with the route's window.
 */
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

/** Large enough never to be reached: @fastify/rate-limit compares the count with each route's own max. */
const UNBOUNDED = 2 ** 31 - 1;

/** A store class bound to this database, as @fastify/rate-limit's `store` option takes it. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  // Not declared as implementing FastifyRateLimitStore: its types say `child` gets the route's options,
  // while the plugin passes the route's limit settings with the route under `routeInfo`.
  class DatabaseRateLimitStore {
    /** One counter per window length (a route has one; the plugin passes it with every request). */
    private readonly limiters = new Map<number, RateLimiterDrizzle>();

    constructor(
      _options: unknown,
      private readonly prefix = "all",
    ) {}

    private limiter(timeWindowMs: number): RateLimiterDrizzle {
      let limiter = this.limiters.get(timeWindowMs);
      if (!limiter) {
        limiter = new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: this.prefix,
          points: UNBOUNDED,
          duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
          // Expired rows are deleted by `purgeExpiredRateLimits` (server/app.ts), not one timer per route.
          clearExpiredByTimeout: false,
        });
        this.limiters.set(timeWindowMs, limiter);
      }
      return limiter;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.limiter(timeWindow)
        .consume(key, 1)
        .then(
          (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The plugin passes a route's settings with the route itself as `routeInfo`: one counter per route. */
    child(params: { routeInfo?: { method?: string | string[]; url?: string } }): DatabaseRateLimitStore {
      const { method = "", url = "" } = params.routeInfo ?? {};
      return new DatabaseRateLimitStore(
        undefined,
        `${Array.isArray(method) ? method.join(",") : method} ${url}`,
      );
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes counters whose window ended (they are reset on the next request anyway; this keeps the table small). */
export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now));
}
