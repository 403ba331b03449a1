import { describe, expect, it } from "vitest";
import { doneNotice, withDone } from "./done-notice.ts";

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
