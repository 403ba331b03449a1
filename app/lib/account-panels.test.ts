// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("account panels", () => {
  beforeEach(() => {
    vi.stubGlobal("window", {});
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens one panel at a time and closes it", async () => {
    const panels = await import("./account-panels.ts");
    panels.openAccountPanel("login");
    expect(panels.getAccountPanelState()).toEqual({ panel: "login" });
    panels.openAccountPanel("profile");
    expect(panels.getAccountPanelState()).toEqual({ panel: "profile" });
    panels.closeAccountPanel();
    expect(panels.getAccountPanelState().panel).toBeNull();
  });

  it("keeps the redirect while switching between the auth panels only", async () => {
    const panels = await import("./account-panels.ts");
    panels.openAccountPanel("login", { redirect: "/bookings/me" });
    panels.openAccountPanel("register");
    expect(panels.getAccountPanelState()).toEqual({ panel: "register", redirect: "/bookings/me" });
    panels.openAccountPanel("profile");
    expect(panels.getAccountPanelState()).toEqual({ panel: "profile" });
    panels.openAccountPanel("login");
    expect(panels.getAccountPanelState()).toEqual({ panel: "login" });
  });

  it("tells auth panels from profile panels", async () => {
    const { isAuthPanel, isProfilePanel } = await import("./account-panels.ts");
    expect(isAuthPanel("forgot")).toBe(true);
    expect(isAuthPanel("password")).toBe(false);
    expect(isProfilePanel("profile-edit")).toBe(true);
    expect(isProfilePanel(null)).toBe(false);
  });
});
