import { describe, expect, it } from "vitest";
import { isStickyAt, isTransparentPath } from "./header-state.ts";

describe("isTransparentPath", () => {
  it.each([
    "/",
    "/trip/42",
    "/boat/ms-andaman-explorer",
    "/page/faq",
    "/course/open-water",
    "/dive-site/richelieu-rock",
    "/deferred-payment/1",
    "/success/1",
    "/final-details/1",
    "/success-agent/1",
  ])("is transparent on %s", (path) => {
    expect(isTransparentPath(path)).toBe(true);
  });

  it.each([
    "/trip-schedules",
    "/trip-list",
    "/reviews",
    "/services",
    "/booking",
    "/boat/",
    "/pages",
    "/admin/page/1",
  ])("is solid on %s", (path) => {
    expect(isTransparentPath(path)).toBe(false);
  });
});

describe("isStickyAt", () => {
  it("turns sticky past half the window height", () => {
    expect(isStickyAt(0, 800)).toBe(false);
    expect(isStickyAt(400, 800)).toBe(false);
    expect(isStickyAt(401, 800)).toBe(true);
    expect(isStickyAt(450, 800)).toBe(true);
  });
});
