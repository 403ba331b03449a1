/**
 * Alerts (spec §2 Alerts): one at a time, with a message, a type (info, success, warning), a duration
 * and persist. A new alert replaces the current one and cancels its timer; unless persist, it clears
 * itself after the duration (default 5000 ms); the close button clears it at once.
 *
 * A small store outside React, so any code can raise one: React code calls
 * `useAlert().showAlert(...)`; other code dispatches
 * `window.dispatchEvent(new CustomEvent("app:alert", { detail: { message, type, duration, persist } }))`
 * (or calls {@link raiseAlert}). The listener is attached when this module loads, before hydration, so
 * an alert raised while the page starts is not lost. Components read the alert on screen with
 * {@link useCurrentAlert} (none on the server).
 *
 * Where it is drawn: at the page's edge, or, while side panels are open, inside the one on top
 * ({@link registerAlertPanel}). A modal panel makes the rest of the page inert (no pointer events,
 * focus kept inside), so an alert drawn outside it could be neither closed nor reached by keyboard.
 */
import { useSyncExternalStore } from "react";

export const ALERT_TYPES = ["info", "success", "warning"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The window event non-React code raises an alert with; `detail` is an {@link AlertOptions}. */
export const ALERT_EVENT = "app:alert";
/** Spec §9: "Alert default 5000 ms". */
export const DEFAULT_ALERT_DURATION_MS = 5000;

export type AlertOptions = {
  message: string;
  /** Default "info". */
  type?: AlertType;
  /** Milliseconds before it clears itself; default 5000. */
  duration?: number;
  /** Stays until closed or replaced. */
  persist?: boolean;
};

/**
 * The alert on screen: options with defaults applied, an id that changes with every alert, and when
 * it was raised (Date.now()), so a progress bar drawn again elsewhere resumes where it was.
 */
export type ActiveAlert = Required<AlertOptions> & { id: number; shownAt: number };

/** Reads an event's `detail` (anything) as alert options; `null` when it carries no message. */
export function parseAlertOptions(detail: unknown): AlertOptions | null {
  if (typeof detail !== "object" || detail === null) return null;
  const d: Record<string, unknown> = Object.fromEntries(Object.entries(detail));
  if (typeof d.message !== "string" || d.message.trim() === "") return null;
  const options: AlertOptions = { message: d.message };
  if (typeof d.type === "string" && (ALERT_TYPES as readonly string[]).includes(d.type)) {
    options.type = d.type as AlertType;
  }
  if (typeof d.duration === "number" && Number.isFinite(d.duration) && d.duration > 0)
    options.duration = d.duration;
  if (d.persist === true) options.persist = true;
  return options;
}

let nextId = 1;

/** Applies the defaults (info, 5000 ms, not persistent). */
export function toActiveAlert(options: AlertOptions): ActiveAlert {
  return {
    id: nextId++,
    message: options.message,
    type: options.type ?? "info",
    duration: options.duration ?? DEFAULT_ALERT_DURATION_MS,
    persist: options.persist ?? false,
    shownAt: Date.now(),
  };
}

// ---- The store: the one alert on screen and its timer ----

let current: ActiveAlert | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function cancelTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Shows an alert, replacing the one on screen and cancelling its timer. Browser only. */
export function showAlert(options: AlertOptions): void {
  if (typeof window === "undefined") return; // never keep request state in a server module
  cancelTimer();
  const alert = toActiveAlert(options);
  current = alert;
  if (!alert.persist) {
    timer = setTimeout(() => {
      timer = undefined;
      if (current?.id === alert.id) {
        current = null;
        emit();
      }
    }, alert.duration);
  }
  emit();
}

/** Clears the alert on screen at once. */
export function clearAlert(): void {
  cancelTimer();
  if (current === null) return;
  current = null;
  emit();
}

/** The alert on screen, or null (for code outside React and tests). */
export function getCurrentAlert(): ActiveAlert | null {
  return current;
}

/** Raises an alert from code outside React, through the window event. */
export function raiseAlert(options: AlertOptions): void {
  window.dispatchEvent(new CustomEvent(ALERT_EVENT, { detail: options }));
}

const LISTENING = Symbol.for("andaman-liveaboards.alert-listener");
if (typeof window !== "undefined" && !(window as unknown as Record<symbol, boolean>)[LISTENING]) {
  (window as unknown as Record<symbol, boolean>)[LISTENING] = true;
  window.addEventListener(ALERT_EVENT, (event) => {
    const options = parseAlertOptions((event as CustomEvent<unknown>).detail);
    if (options) showAlert(options);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const API = Object.freeze({ showAlert, clearAlert });

/** `showAlert({ message, type?, duration?, persist? })` and `clearAlert()`. */
export function useAlert(): { showAlert: typeof showAlert; clearAlert: typeof clearAlert } {
  return API;
}

/** The alert on screen, re-rendering when it changes; null on the server and during hydration. */
export function useCurrentAlert(): ActiveAlert | null {
  return useSyncExternalStore(subscribe, getCurrentAlert, () => null);
}

// ---- Where the alert is drawn: the open side panels, newest on top ----

let panels: readonly string[] = [];
const panelListeners = new Set<() => void>();

/** Draws the alert inside this open panel until the returned function is called (the panel closes). */
export function registerAlertPanel(id: string): () => void {
  panels = [...panels.filter((panel) => panel !== id), id];
  for (const listener of panelListeners) listener();
  return () => {
    panels = panels.filter((panel) => panel !== id);
    for (const listener of panelListeners) listener();
  };
}

/** The open panel the alert is drawn in, or null to draw it on the page. */
export function getAlertPanel(): string | null {
  return panels.at(-1) ?? null;
}

function subscribePanels(listener: () => void): () => void {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
}

/** {@link getAlertPanel}, re-rendering when a panel opens or closes; null on the server. */
export function useAlertPanel(): string | null {
  return useSyncExternalStore(subscribePanels, getAlertPanel, () => null);
}
