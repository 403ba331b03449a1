import { afterEach, describe, expect, it, vi } from "vitest";
import { INTENT_EVENTS } from "./boot-on-intent.ts";
import { DEFER_CAP_MS, PRELOADS_PER_TASK, deferModuleScript } from "./deferred-scripts.ts";

/** What React Router 7's <Scripts /> writes with lazy route discovery (its default), trimmed. */
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/boat-B.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-C.js", "imports": ["/assets/jsx-runtime-D.js"], "css": [] },
  "url": "/assets/manifest-E.js"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/boat":route1};

import("/assets/entry.client-C.js");`;

type FakeWindow = {
  __reactRouterManifest?: unknown;
  __reactRouterRouteModules?: Record<string, unknown>;
  __bootGuard?: { waiting(): void; loading(): void };
};

/**
 * Runs the rewritten script with a fake document and window. `import(...)` is the one thing a test
 * cannot stub, so the harness renames it to a function that records the address and answers a module.
 */
function run(
  script: string,
  readyState: "loading" | "complete",
  PerformanceObserver: unknown = undefined, // a browser without paint timing starts on load alone
  navigator: { userActivation?: { hasBeenActive: boolean } } = {},
) {
  const imported: string[] = [];
  const guard: string[] = [];
  const appended: { rel: string; href: string }[] = [];
  const listeners = new Map<string, Set<(event?: unknown) => void>>();
  const fakeWindow: FakeWindow = {
    __bootGuard: { waiting: () => guard.push("waiting"), loading: () => guard.push("loading") },
  };
  const document = {
    readyState,
    documentElement: { dataset: {} },
    head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    createElement: () => ({ rel: "", href: "" }),
  };
  const load = (href: string) => {
    imported.push(href);
    return Promise.resolve({ href });
  };
  const addEventListener = (type: string, listener: (event?: unknown) => void) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)!.add(listener);
  };
  const removeEventListener = (type: string, listener: (event?: unknown) => void) =>
    listeners.get(type)?.delete(listener);
  class MutationObserver {
    observe() {}
    disconnect() {}
  }
  const fire = (type: string, event?: unknown) =>
    [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
  const code = script.replace(/\bimport\(/g, "load(");
  new Function(
    "document",
    "window",
    "addEventListener",
    "removeEventListener",
    "MutationObserver",
    "load",
    "setTimeout",
    "PerformanceObserver",
    "Element",
    "navigator",
    code,
  )(
    document,
    fakeWindow,
    addEventListener,
    removeEventListener,
    MutationObserver,
    load,
    setTimeout,
    PerformanceObserver,
    FakeElement,
    navigator,
  );
  return { imported, guard, appended, fakeWindow, fire, fireLoad: () => fire("load") };
}

/** An element of the fake document: enough for the checks the module script makes of an event's target. */
class FakeElement {
  constructor(private readonly attributes: string[] = []) {}
  hasAttribute(name: string) {
    return this.attributes.includes(name);
  }
  closest() {
    return null;
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("deferModuleScript", () => {
  const preloads = ["/assets/entry.client-C.js", "/assets/jsx-runtime-D.js", "/assets/root-A.js"];

  it("leaves no static import: nothing is fetched while the page loads", () => {
    const script = deferModuleScript(ROUTER_SCRIPT, preloads);
    expect(script).not.toMatch(/^\s*import\s+[*"{]/m);
    expect(script).toContain('import("/assets/root-A.js")');
    expect(script).toContain('import("/assets/boat-B.js")');
    const page = run(script, "loading");
    expect(page.imported).toEqual([]);
    expect(page.appended).toEqual([]);
  });

  it("on load adds the modulepreload hints, imports the route modules, then does what the script did", async () => {
    const page = run(deferModuleScript(ROUTER_SCRIPT, preloads), "loading");
    page.fireLoad();
    expect(page.appended).toEqual(preloads.map((href) => ({ rel: "modulepreload", href })));
    await settle();
    expect(page.imported).toEqual(["/assets/root-A.js", "/assets/boat-B.js", "/assets/entry.client-C.js"]);
    expect(page.fakeWindow.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-A.js" },
      "routes/boat": { href: "/assets/boat-B.js" },
    });
    expect(page.fakeWindow.__reactRouterManifest).toMatchObject({ url: "/assets/manifest-E.js" });
  });

  it(`adds the hints ${PRELOADS_PER_TASK} per task, in order, so that no one task starts every request`, async () => {
    vi.useFakeTimers();
    const many = Array.from({ length: 2 * PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/module-${i}.js`);
    const page = run(deferModuleScript(ROUTER_SCRIPT, many), "complete");
    const hrefs = () => page.appended.map((link) => link.href);
    expect(hrefs(), "the first task").toEqual(many.slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(hrefs(), "the next task").toEqual(many.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(hrefs(), "the last task").toEqual(many);
    expect(page.appended.every((link) => link.rel === "modulepreload")).toBe(true);
    vi.advanceTimersByTime(DEFER_CAP_MS); // the cap's timer finds it started: nothing twice
    expect(hrefs()).toEqual(many);
    vi.useRealTimers();
    await settle();
    expect(page.imported).toEqual(["/assets/root-A.js", "/assets/boat-B.js", "/assets/entry.client-C.js"]);
  });

  it("starts at once when the page has already loaded, and only once", async () => {
    const page = run(deferModuleScript(ROUTER_SCRIPT, preloads), "complete");
    page.fireLoad();
    await settle();
    expect(page.imported.filter((href) => href === "/assets/entry.client-C.js")).toHaveLength(1);
  });

  it(`starts after ${DEFER_CAP_MS} ms when load is late (a picture that never finishes)`, async () => {
    vi.useFakeTimers();
    const page = run(deferModuleScript(ROUTER_SCRIPT, preloads), "loading");
    vi.advanceTimersByTime(DEFER_CAP_MS - 1);
    expect(page.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.appended).toHaveLength(preloads.length);
    page.fireLoad(); // load after all: nothing twice
    expect(page.appended).toHaveLength(preloads.length);
    vi.useRealTimers();
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("waits for the first contentful paint as well as load, where the browser reports paints", async () => {
    const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
    class FakeObserver {
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        observers.push(this.callback);
      }
      disconnect() {}
    }
    const paint = (name: string) =>
      observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));

    const page = run(deferModuleScript(ROUTER_SCRIPT, preloads), "loading", FakeObserver);
    page.fireLoad();
    paint("first-paint"); // a paint with no content yet
    expect(page.appended).toEqual([]);
    paint("first-contentful-paint");
    expect(page.appended).toHaveLength(preloads.length);
    await settle();
    expect(page.imported).toHaveLength(3);

    // Painted first, loaded later (a fast machine): starts on load.
    const second = run(deferModuleScript(ROUTER_SCRIPT, preloads), "loading", FakeObserver);
    paint("first-contentful-paint");
    expect(second.appended).toEqual([]);
    second.fireLoad();
    expect(second.appended).toHaveLength(preloads.length);
  });

  it("keeps merged route chunks and bare imports (client loaders, no lazy discovery)", async () => {
    const script = deferModuleScript(
      `import "/assets/manifest-E.js";
import * as route0_clientLoader from "/assets/root-loader.js";
import * as route0_main from "/assets/root-A.js";
const route0 = {...route0_clientLoader,...route0_main};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-C.js");`,
      [],
    );
    const page = run(script, "complete");
    await settle();
    expect(page.imported).toEqual([
      "/assets/manifest-E.js",
      "/assets/root-loader.js",
      "/assets/root-A.js",
      "/assets/entry.client-C.js",
    ]);
    expect(page.fakeWindow.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-A.js" } });
  });

  it("runs the modules in the order of the imports it replaced (React Refresh's preamble first in development)", async () => {
    const events: string[] = [];
    const script = deferModuleScript(
      `import "/@id/inject-hmr-runtime";\nimport * as route0 from "/app/root.tsx";\nimport("/app/entry.client.tsx");`,
      [],
    ).replace(/\bimport\(/g, "load(");
    const load = (href: string) => {
      events.push(`asked ${href}`);
      // The preamble arrives last: the route module must still not be asked for before it.
      const delay = href.includes("hmr") ? 20 : 0;
      return new Promise((resolve) =>
        setTimeout(() => {
          events.push(`ran ${href}`);
          resolve({ href });
        }, delay),
      );
    };
    const document = { readyState: "complete", head: { append() {} }, createElement: () => ({}) };
    new Function(
      "document",
      "window",
      "addEventListener",
      "load",
      "setTimeout",
      "PerformanceObserver",
      script,
    )(document, {}, () => {}, load, setTimeout, undefined);
    await vi.waitFor(() => expect(events).toHaveLength(6));
    expect(events).toEqual([
      "asked /@id/inject-hmr-runtime",
      "ran /@id/inject-hmr-runtime",
      "asked /app/root.tsx",
      "ran /app/root.tsx",
      "asked /app/entry.client.tsx",
      "ran /app/entry.client.tsx",
    ]);
  });

  it("leaves a script it cannot read as React Router wrote it", () => {
    const odd = `import { a } from "/assets/a.js";\nimport("/assets/entry.client-C.js");`;
    expect(deferModuleScript(odd, [])).toBe(odd);
  });
});

describe("deferModuleScript on a page whose app waits for the visitor", () => {
  const preloads = ["/assets/entry.client-C.js", "/assets/jsx-runtime-D.js", "/assets/root-A.js"];
  const intentScript = () => deferModuleScript(ROUTER_SCRIPT, preloads, "intent");

  it("fetches and runs none of the files until the first move, however long the page waits", async () => {
    vi.useFakeTimers();
    const page = run(intentScript(), "loading");
    const hints = (rel: string) => page.appended.filter((link) => link.rel === rel).map((link) => link.href);
    expect(page.guard, "the guard's clock stops at once").toEqual(["waiting"]);
    page.fireLoad();
    vi.advanceTimersByTime(DEFER_CAP_MS * 10);
    vi.useRealTimers();
    await settle();
    expect(page.appended, "no hint of any kind").toEqual([]);
    expect(page.imported).toEqual([]);

    page.fire("touchstart");
    expect(page.guard, "the clock runs from the first move").toEqual(["waiting", "loading"]);
    expect(hints("modulepreload")).toEqual(preloads);
    await settle();
    expect(page.imported).toEqual(["/assets/root-A.js", "/assets/boat-B.js", "/assets/entry.client-C.js"]);

    page.fire("keydown"); // a second move starts nothing twice
    page.fire("pointerdown");
    await settle();
    expect(page.imported).toHaveLength(3);
    expect(page.guard).toEqual(["waiting", "loading"]);
  });

  it.each(INTENT_EVENTS)("starts on %s", async (type) => {
    const page = run(intentScript(), "complete");
    await settle();
    expect(page.imported).toEqual([]);
    page.fire(type);
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("takes the browser focusing an autofocus field for no move, but the visitor's focus after a press for one", async () => {
    const activation = { hasBeenActive: false };
    const page = run(intentScript(), "complete", undefined, { userActivation: activation });
    page.fire("focusin", { type: "focusin", target: new FakeElement(["autofocus"]) });
    await settle();
    expect(page.imported, "the login form's e-mail field, focused as the page loads").toEqual([]);

    activation.hasBeenActive = true;
    page.fire("focusin", { type: "focusin", target: new FakeElement(["autofocus"]) });
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("takes a focus on a field without autofocus for a move, before any press", async () => {
    const page = run(intentScript(), "complete", undefined, { userActivation: { hasBeenActive: false } });
    page.fire("focusin", { type: "focusin", target: new FakeElement() });
    await settle();
    expect(page.imported).toHaveLength(3);
  });

  it("is the load-started script where the page does not wait", () => {
    expect(deferModuleScript(ROUTER_SCRIPT, preloads, "load")).toBe(
      deferModuleScript(ROUTER_SCRIPT, preloads),
    );
    expect(deferModuleScript(ROUTER_SCRIPT, preloads)).not.toContain("bootOnIntent");
    expect(intentScript()).toContain("bootOnIntent");
  });
});
