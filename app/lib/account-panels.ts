/**
 * Which account panel is open (spec §2 Modals and panels): the toggled auth panels (login, sign-up,
 * forgot password) and the signed-in user's modals (profile view, update profile, update password).
 * At most one is open at a time.
 *
 * A small store outside React, like the alerts, so anything can open one: the header's login button,
 * the account menu, the /login and password-reset screens. It changes only in the browser (in event
 * handlers and effects); the server always renders every panel closed.
 */
import { useSyncExternalStore } from "react";

export const AUTH_PANELS = ["login", "register", "forgot"] as const;
export const PROFILE_PANELS = ["profile", "profile-edit", "password"] as const;
export type AuthPanel = (typeof AUTH_PANELS)[number];
export type ProfilePanel = (typeof PROFILE_PANELS)[number];
export type AccountPanel = AuthPanel | ProfilePanel;

export type AccountPanelState = {
  panel: AccountPanel | null;
  /** Where to go after signing in or registering (a path on this site), if anywhere. */
  redirect?: string;
};

const CLOSED: AccountPanelState = Object.freeze({ panel: null });

let state: AccountPanelState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AccountPanelState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Opens a panel, closing any other. Switching between the auth panels keeps the redirect unless a
 * new one is given.
 */
export function openAccountPanel(panel: AccountPanel, options: { redirect?: string } = {}): void {
  if (typeof window === "undefined") return;
  const keepRedirect = isAuthPanel(panel) && state.panel !== null && isAuthPanel(state.panel);
  const redirect = options.redirect ?? (keepRedirect ? state.redirect : undefined);
  set(redirect ? { panel, redirect } : { panel });
}

export function closeAccountPanel(): void {
  if (state.panel === null) return;
  set(CLOSED);
}

export function getAccountPanelState(): AccountPanelState {
  return state;
}

export function isAuthPanel(panel: AccountPanel | null): panel is AuthPanel {
  return panel !== null && (AUTH_PANELS as readonly string[]).includes(panel);
}

export function isProfilePanel(panel: AccountPanel | null): panel is ProfilePanel {
  return panel !== null && (PROFILE_PANELS as readonly string[]).includes(panel);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open panel, re-rendering when it changes; closed on the server and during hydration. */
export function useAccountPanel(): AccountPanelState {
  return useSyncExternalStore(subscribe, getAccountPanelState, () => CLOSED);
}
