/**
 * No public page builds a locale formatter while it loads and hydrates. The first `Intl.NumberFormat`,
 * `Intl.DateTimeFormat` (with a time zone above all) or `toLocaleString` a page asks for loads the
 * platform's locale data: one such formatter, built when the money module was evaluated, was a
 * main-thread task of its own of about 100 ms at Lighthouse's 4× slowdown on the home page
 * (docs/performance.md, "Lighthouse"). Numbers and Bangkok dates are written out instead
 * (core/shared/numbers.ts, core/shared/dates.ts); this test keeps a later change from bringing one back
 * on the pages a visitor lands on.
 */
import { expect, test, untilHydrated } from "./fixtures.ts";
import { demoSite, pagePath } from "./site.ts";

/** Wraps every way a page builds a locale formatter, noting the first line of each caller's stack. */
function watchLocaleFormatters(): void {
  const uses: string[] = [];
  (window as unknown as { __localeFormatterUses: string[] }).__localeFormatterUses = uses;
  const note = (what: string) => {
    const caller = new Error().stack?.split("\n").slice(3, 4).join("").trim() ?? "";
    uses.push(`${what} ${caller}`);
  };
  for (const name of [
    "NumberFormat",
    "DateTimeFormat",
    "Collator",
    "PluralRules",
    "RelativeTimeFormat",
  ] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args) {
        note(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        note(`Intl.${name}`);
        return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args) as object;
      },
    });
  }
  const wrapMethod = (owner: object, method: string, label: string) => {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
    (owner as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      note(label);
      return original.apply(this, args);
    };
  };
  wrapMethod(Number.prototype, "toLocaleString", "Number#toLocaleString");
  wrapMethod(Date.prototype, "toLocaleString", "Date#toLocaleString");
  wrapMethod(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
  wrapMethod(Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString");
  wrapMethod(String.prototype, "localeCompare", "String#localeCompare");
}

const PAGES = [
  "/",
  "/trip-schedules",
  "/trip-list",
  "TRIP",
  "/services",
  "/reviews",
  `/boat/${demoSite.boats[0]!.slug}`,
  `/dive-site/${demoSite.diveSites[0]!.slug}`,
  `/course/${demoSite.courses[0]!.slug}`,
  `/page/${demoSite.pages[0]!.slug}`,
];

test("no public page builds a locale formatter while it loads", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.addInitScript(watchLocaleFormatters);
  for (const wanted of PAGES) {
    const path = await pagePath(request, wanted);
    await test.step(path, async () => {
      await page.goto(path);
      await untilHydrated(page);
      // The work the page schedules right after hydrating (effects, the first animation frame).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
      const uses = await page.evaluate(
        () => (window as unknown as { __localeFormatterUses: string[] }).__localeFormatterUses,
      );
      expect(uses, `${path} built a locale formatter while loading`).toEqual([]);
    });
  }
});
