/**
 * The page's first scripts, guarded (spec §8, see app/lib/lazy-reload.ts for the whole picture).
 *
 * React Router's hydration script statically imports the route modules of the page; if one of them
 * is missing (a tab opened before a deploy, a flaky network) the script never runs and the server's
 * HTML stays on screen with nothing working. No module code can catch that, so `bootGuard` runs
 * first as a small inline script: when a module script fails, a dynamic import of the entry fails,
 * or nothing has started 120 s after the modules were asked for, it reloads the page once (session
 * flag); the second time it shows a notice with a reload button instead of reloading again. The entry
 * module calls `window.__bootGuard.started()` as its first act, which stands the guard down.
 *
 * A page whose modules wait for the visitor's first move (app/lib/boot-on-intent.ts) asks for them only
 * then: its module script calls `waiting()` at once, which stops the clock, and `loading()` when it asks
 * for the modules, which starts it again. Without that, a visitor reading such a page for two minutes
 * would have it reloaded under them.
 *
 * `bootGuard` is inlined with `Function.prototype.toString`, so it must not use anything from outside
 * its own body: everything it needs arrives in `options`.
 */

export interface BootGuardOptions {
  /** The sessionStorage key shared with the other module-load guards. */
  flagKey: string;
  timeoutMs: number;
  /** Lower-case fragments of the browsers' failed-import messages. */
  failures: readonly string[];
  notice: string;
  reloadLabel: string;
}

declare global {
  interface Window {
    __bootGuard?: { started(): void; waiting(): void; loading(): void };
  }
}

export function bootGuard(options: BootGuardOptions): void {
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    let reloadedBefore = true; // without usable storage never risk a reload loop
    try {
      reloadedBefore = window.sessionStorage.getItem(options.flagKey) === "1";
      if (!reloadedBefore) window.sessionStorage.setItem(options.flagKey, "1");
    } catch {
      // storage refused: show the notice
    }
    if (!reloadedBefore) {
      window.location.reload();
      return;
    }
    const show = () => {
      const notice = document.createElement("div");
      notice.className = "boot-failure";
      notice.setAttribute("role", "alert");
      const text = document.createElement("p");
      text.textContent = options.notice;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button button-accent";
      button.textContent = options.reloadLabel;
      button.addEventListener("click", () => window.location.reload());
      notice.append(text, button);
      document.body.append(notice);
    };
    if (document.body) show();
    else document.addEventListener("DOMContentLoaded", show);
  };
  let timer = setTimeout(fail, options.timeoutMs);
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.type === "module") fail();
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (options.failures.some((failure) => message.toLowerCase().includes(failure))) fail();
  });
  window.__bootGuard = {
    started() {
      settled = true;
      clearTimeout(timer);
    },
    waiting() {
      clearTimeout(timer);
    },
    loading() {
      if (settled) return;
      clearTimeout(timer);
      timer = setTimeout(fail, options.timeoutMs);
    },
  };
}

/** The inline script that runs `bootGuard` with `options`. */
export function bootGuardScript(options: BootGuardOptions): string {
  // "<" is escaped so no text in the options can close the script element.
  return `(${bootGuard.toString()})(${JSON.stringify(options).replace(/</g, "\\u003c")});`;
}
