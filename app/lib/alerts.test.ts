import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

async function freshStore() {
  vi.resetModules();
  vi.stubGlobal("window", new EventTarget());
  return import("./alerts.tsx");
}

describe("parseAlertOptions", () => {
  it("reads a full detail", async () => {
    const { parseAlertOptions } = await import("./alerts.tsx");
    expect(parseAlertOptions({ message: "Saved", type: "success", duration: 1000, persist: true })).toEqual({
      message: "Saved",
      type: "success",
      duration: 1000,
      persist: true,
    });
  });

  it("ignores unknown types and bad durations", async () => {
    const { parseAlertOptions } = await import("./alerts.tsx");
    expect(parseAlertOptions({ message: "Hi", type: "error", duration: -5, persist: "yes" })).toEqual({
      message: "Hi",
    });
  });

  it.each([null, undefined, "text", 3, {}, { message: "" }, { message: 4 }])("refuses %j", async (detail) => {
    const { parseAlertOptions } = await import("./alerts.tsx");
    expect(parseAlertOptions(detail)).toBeNull();
  });
});

describe("the alert store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("defaults to info for 5000 ms, then clears itself", async () => {
    const { showAlert, getCurrentAlert } = await freshStore();
    showAlert({ message: "Hello" });
    expect(getCurrentAlert()).toMatchObject({
      message: "Hello",
      type: "info",
      duration: 5000,
      persist: false,
    });
    vi.advanceTimersByTime(4999);
    expect(getCurrentAlert()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getCurrentAlert()).toBeNull();
  });

  it("replaces the current alert and cancels its timer", async () => {
    const { showAlert, getCurrentAlert } = await freshStore();
    showAlert({ message: "First", duration: 700 });
    showAlert({ message: "Second", type: "warning", duration: 2000 });
    vi.advanceTimersByTime(1000);
    expect(getCurrentAlert()).toMatchObject({ message: "Second", type: "warning" });
    vi.advanceTimersByTime(1000);
    expect(getCurrentAlert()).toBeNull();
  });

  it("keeps a persistent alert until it is cleared", async () => {
    const { showAlert, clearAlert, getCurrentAlert } = await freshStore();
    showAlert({ message: "Stay", persist: true });
    vi.advanceTimersByTime(60_000);
    expect(getCurrentAlert()?.message).toBe("Stay");
    clearAlert();
    expect(getCurrentAlert()).toBeNull();
  });

  it("shows alerts raised with the app:alert window event", async () => {
    const { ALERT_EVENT, getCurrentAlert } = await freshStore();
    window.dispatchEvent(
      new CustomEvent(ALERT_EVENT, { detail: { message: "From outside", type: "success" } }),
    );
    expect(getCurrentAlert()).toMatchObject({ message: "From outside", type: "success" });
    window.dispatchEvent(new CustomEvent(ALERT_EVENT, { detail: { nothing: true } }));
    expect(getCurrentAlert()?.message).toBe("From outside");
  });

  it("draws the alert in the side panel opened last, and on the page once all are closed", async () => {
    const { registerAlertPanel, getAlertPanel } = await freshStore();
    expect(getAlertPanel()).toBeNull();
    const closeMenu = registerAlertPanel("menu");
    const closeLogin = registerAlertPanel("login");
    expect(getAlertPanel()).toBe("login");
    closeLogin();
    expect(getAlertPanel()).toBe("menu");
    const closeLoginAgain = registerAlertPanel("login");
    closeMenu();
    expect(getAlertPanel()).toBe("login");
    closeLoginAgain();
    expect(getAlertPanel()).toBeNull();
  });

  it("gives every alert a new id and the time it was raised", async () => {
    const { toActiveAlert } = await freshStore();
    expect(toActiveAlert({ message: "A" }).id).not.toBe(toActiveAlert({ message: "A" }).id);
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    expect(toActiveAlert({ message: "A" }).shownAt).toBe(Date.parse("2026-03-01T08:00:00Z"));
  });
});
