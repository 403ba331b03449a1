import { describe, expect, it } from "vitest";
import { KeptRead } from "./kept-read.ts";

function counter() {
  let clock = new Date("2031-01-01T00:00:00.000Z");
  let loads = 0;
  let fail = false;
  const read = new KeptRead(
    async () => {
      loads += 1;
      if (fail) throw new Error("database down");
      return { loads };
    },
    () => clock,
    10_000,
  );
  return {
    read,
    loads: () => loads,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    failNext: (value: boolean) => (fail = value),
  };
}

describe("KeptRead", () => {
  it("answers from one load for the time it is kept, then loads again", async () => {
    const c = counter();
    const first = await c.read.get();
    c.advance(9_999);
    expect(await c.read.get()).toBe(first);
    expect(c.loads()).toBe(1);
    c.advance(1);
    expect(await c.read.get()).toEqual({ loads: 2 });
  });

  it("shares one load between callers that ask at the same time", async () => {
    const c = counter();
    const [a, b, d] = await Promise.all([c.read.get(), c.read.get(), c.read.get()]);
    expect(a).toBe(b);
    expect(b).toBe(d);
    expect(c.loads()).toBe(1);
  });

  it("loads again at once after invalidate", async () => {
    const c = counter();
    await c.read.get();
    c.read.invalidate();
    expect(await c.read.get()).toEqual({ loads: 2 });
  });

  it("does not keep a failed load", async () => {
    const c = counter();
    c.failNext(true);
    await expect(c.read.get()).rejects.toThrow("database down");
    c.failNext(false);
    expect(await c.read.get()).toEqual({ loads: 2 });
  });

  it("runs a thenable load (a Drizzle query) once, however often its answer is awaited", async () => {
    let runs = 0;
    const query: PromiseLike<number> = {
      then(onFulfilled, onRejected) {
        runs += 1;
        return Promise.resolve(runs).then(onFulfilled, onRejected);
      },
    };
    const read = new KeptRead(
      () => query,
      () => new Date("2031-01-01T00:00:00Z"),
      10_000,
    );
    expect(await read.get()).toBe(1);
    expect(await read.get()).toBe(1);
    expect(runs).toBe(1);
  });
});
