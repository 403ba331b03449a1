/**
 * A read that many requests share: its answer is kept for `ttlMs` and read again after that, or at once
 * after `invalidate()` (which the content feed calls on every change, server/services.ts). Concurrent
 * callers share one load; a failed load is not kept, so the next caller asks again.
 *
 * For public content that every visitor sees the same (the header's menu, the home page's sections):
 * it saves the queries, not the rendering, and is used for signed-in visitors too, whose pages are never
 * cached. Callers must not change what they get: the same object goes to every request.
 */
import type { Clock } from "./clock.ts";

export class KeptRead<T> {
  private kept: { value: Promise<T>; at: number } | undefined;

  constructor(
    private readonly load: () => PromiseLike<T>,
    private readonly now: Clock,
    private readonly ttlMs = 10_000,
  ) {}

  get(): Promise<T> {
    const at = this.now().getTime();
    if (this.kept && at - this.kept.at < this.ttlMs) return this.kept.value;
    // Settled once: a Drizzle query is a thenable that would run again each time it is awaited.
    const value = Promise.resolve(this.load());
    const entry = { value, at };
    this.kept = entry;
    value.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return value;
  }

  invalidate(): void {
    this.kept = undefined;
  }
}
