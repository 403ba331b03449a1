import { describe, expect, it } from "vitest";
import { doneNotice, isPlainFormPost, problemNotice, withDone, withProblem } from "./done-notice.ts";

const noticeOf = (path: string) => doneNotice(new URL(path, "http://x").searchParams);

describe("done notices carried through a redirect", () => {
  it("keeps the address's own query and names what was done", () => {
    const path = withDone("/admin/trips?boat=b1", "series-created", 30);
    expect(path).toBe("/admin/trips?boat=b1&done=series-created&count=30");
    expect(noticeOf(path)).toBe("Weekly series created: 30 departures, listed below.");
    expect(noticeOf(withDone("/admin/trips", "series-created", 1))).toBe(
      "Weekly series created: 1 departure, listed below.",
    );
    expect(noticeOf(withDone("/admin/trip/t1", "departure-created"))).toBe("Departure created.");
  });

  it("shows nothing for an address without a known key", () => {
    expect(noticeOf("/admin/trips")).toBeUndefined();
    expect(noticeOf("/admin/trips?done=<b>hello</b>")).toBeUndefined();
    expect(noticeOf("/admin/trips?done=toString")).toBeUndefined();
  });
});

describe("problems carried through a redirect", () => {
  const problemOf = (path: string) => problemNotice(new URL(path, "http://x").searchParams);

  it("names a known problem and nothing else", () => {
    const path = withProblem("/admin/boat/b1?x=1", "cabin-picture-refused");
    expect(path).toBe("/admin/boat/b1?x=1&problem=cabin-picture-refused");
    expect(problemOf(path)).toContain("The cabin picture was not saved");
    expect(problemOf("/admin/boat/b1?problem=<i>hi</i>")).toBeUndefined();
    expect(problemOf("/admin/boat/b1?problem=constructor")).toBeUndefined();
  });
});

describe("a plain form post told from a fetcher's", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://x/admin/boat/b1/cabin-pictures", { method: "POST", headers });

  it("reads the browser's fetch mode, or failing that whether it asks for a page", () => {
    expect(isPlainFormPost(post({ "sec-fetch-mode": "navigate", accept: "text/html" }))).toBe(true);
    expect(isPlainFormPost(post({ "sec-fetch-mode": "cors", accept: "*/*" }))).toBe(false);
    // A fetcher's request never counts as a page's, even when it asks for HTML too.
    expect(isPlainFormPost(post({ "sec-fetch-mode": "same-origin", accept: "text/html" }))).toBe(false);
    expect(isPlainFormPost(post({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isPlainFormPost(post({ accept: "*/*" }))).toBe(false);
  });
});
