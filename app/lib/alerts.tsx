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

/** The alert on screen: options with defaults applied, and an id that changes with every alert. */
export type ActiveAlert = Required<AlertOptions> & { id: number };

/** Reads an event's `detail` (anything) as alert options; `null` when it carries no message. */
export function parseAlertOptions(detail: unknown): AlertOptions | null {
  if (typeof detail !== "object" || detail === null) return null;
  const d = detail as Record<string, unknown>;
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
