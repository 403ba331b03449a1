import { describe, expect, it } from "vitest";
import { FREE_LOGIN_FAILURES, MAX_LOGIN_FAILURES_PER_HOUR, throttleVerdict } from "./sign-in-throttle.ts";

const now = new Date("2026-11-23T05:00:00Z");
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe("sign-in throttling of one account", () => {
  it("lets the first five failures through without waiting", () => {
    expect(FREE_LOGIN_FAILURES).toBe(5);
    for (let failures = 0; failures < 5; failures++) {
      expect(throttleVerdict(failures, secondsAgo(0), now)).toBeNull();
    }
  });

  it("then waits 1, 2, 4 … seconds after the last failure", () => {
    expect(throttleVerdict(5, secondsAgo(0), now)).toEqual({ locked: false, waitSeconds: 1 });
    expect(throttleVerdict(6, secondsAgo(0), now)).toEqual({ locked: false, waitSeconds: 2 });
    expect(throttleVerdict(7, secondsAgo(1), now)).toEqual({ locked: false, waitSeconds: 3 });
    expect(throttleVerdict(7, secondsAgo(4), now)).toBeNull();
  });

  it("never asks for more than five minutes", () => {
    expect(throttleVerdict(40, secondsAgo(0), now)).toEqual({ locked: false, waitSeconds: 300 });
    expect(throttleVerdict(40, secondsAgo(300), now)).toBeNull();
  });

  it("refuses outright at 50 failures in the hour, however long ago the last was", () => {
    expect(MAX_LOGIN_FAILURES_PER_HOUR).toBe(50);
    expect(throttleVerdict(49, secondsAgo(3000), now)).toBeNull();
    expect(throttleVerdict(50, secondsAgo(3000), now)).toEqual({ locked: true });
  });
});
