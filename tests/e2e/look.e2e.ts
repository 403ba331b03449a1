/**
 * The look and feel's promises (docs/decisions/0006-styling.md): the web fonts arrive without moving
 * anything, the stylesheet is not queued behind the scripts (no public screen scrolling sideways on a
 * 320 px phone is measured with each page's other checks in pages.e2e.ts), card grids end in full rows, and the main menu's links are in every page's HTML,
 * usable without script.
 */
import type { Page } from "@playwright/test";
import { expect, poll, test } from "./fixtures.ts";
import { registerCustomer, type SeededSite, seededSite } from "./site.ts";

/** The main menu's own pages (spec §2 Main menu), besides the boats, dive sites and courses. */
const MENU_PAGES = [
  "/trip-schedules",
  "/page/trip-itinerary",
  "/page/trip-pickups",
  "/page/equipment-rental",
  "/page/onboard-dining",
  "/page/faq",
  "/reviews",
];

function catalogPaths(site: SeededSite): string[] {
  return [
    ...site.boats.map((b) => `/boat/${b.slug}`),
    ...site.diveSites.map((d) => `/dive-site/${d.slug}`),
    ...site.courses.map((c) => `/course/${c.slug}`),
  ];
}

/** Adds up every layout shift of the page from its first frame (an observer installed before any script). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : "text",
        );
        shifts.push({ value: entry.value, nodes });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    Object.assign(window, {
      layoutShifts: () => {
        record(observer.takeRecords());
        return shifts;
      },
    });
  });
}

async function layoutShiftsAfterLoad(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  return page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector("h1")!;
    return {
      headingFont: getComputedStyle(heading).fontFamily,
      bodyFont: getComputedStyle(document.body).fontFamily,
      fontsLoaded: document.fonts.check("600 48px Fraunces") && document.fonts.check("16px Figtree"),
      shifts: (
        window as unknown as { layoutShifts: () => { value: number; nodes: string[] }[] }
      ).layoutShifts(),
    };
  });
}

test.describe("typefaces", () => {
  for (const width of [375, 1440]) {
    test(`home and a boat page load their fonts without a visible layout shift at ${width} px, even when the fonts come late`, async ({
      page,
      request,
    }) => {
      const site = await seededSite(request);
      await page.setViewportSize({ width, height: 800 });
      // The font files arrive after the first paint, as on a slow first visit: the fallback faces show,
      // then the web fonts take over.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await recordLayoutShifts(page);
      for (const path of ["/", `/boat/${site.boats[0]!.slug}`]) {
        const result = await layoutShiftsAfterLoad(page, path);
        expect(result.headingFont, path).toMatch(/^"?Fraunces"?,/);
        expect(result.bodyFont, path).toMatch(/^"?Figtree"?,/);
        expect(result.fontsLoaded, path).toBe(true);
        // The fallback faces are metric-matched (size, ascent, descent, line gap), so a web font that
        // arrives after the first paint moves nothing up or down; words keep only their own widths, so
        // on a busy machine a line's text may slide sideways by a few pixels (measured: 0.0003 in all
        // when the fonts were held back 800 ms). A fallback without matched metrics moves whole lines
        // (0.01 and more). The target is CLS ≤ 0.02.
        const total = result.shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `${path}: ${JSON.stringify(result.shifts)}`).toBeLessThan(0.002);
      }
    });
  }

  test("the page preloads the core file of each face its stylesheet uses, and not the rest", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => m[0]);
    const hrefs = preloads.map((link) => /href="([^"]+)"/.exec(link)![1]!);
    expect(hrefs).toHaveLength(2);
    expect(hrefs.some((href) => /\/assets\/fraunces-core-[\w-]+\.woff2$/.test(href))).toBe(true);
    expect(hrefs.some((href) => /\/assets\/figtree-core-[\w-]+\.woff2$/.test(href))).toBe(true);
    for (const link of preloads) expect(link).toContain('crossorigin="anonymous"');
    // A visitor's page carries the stylesheet inline (app/lib/site-stylesheet.tsx); the file is still served.
    const cssHref = /<style data-precedence="default" data-href="([^"]+\.css)">/.exec(html)![1]!;
    const css = await (await request.get(cssHref)).text();
    const fontFiles = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!.replace(/["']/g, ""));
    const rest = fontFiles.filter((file) => !hrefs.includes(file));
    expect(fontFiles).toEqual(expect.arrayContaining(hrefs));
    expect(rest.map((file) => /\/(fraunces|figtree)-rest-/.exec(file)?.[1]).sort()).toEqual([
      "figtree",
      "fraunces",
    ]);

    // A page in plain English needs only the core files; a page with an accented letter gets the rest.
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.sort()).toEqual([...hrefs].sort());
    await page.evaluate(() => {
      const heading = document.querySelector("h1")!;
      heading.textContent = "Plongée à Richelieu Rock";
    });
    await page.evaluate(() => document.fonts.ready);
    await poll(() => fetched.some((file) => /\/fraunces-rest-/.test(file))).toBe(true);
  });
});

test("the page's scripts are fetched only once it has loaded, and the stylesheet is in its head", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<style data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">/);
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);

  // In the browser: every script of the site starts downloading at or after the load event.
  await page.goto("/");
  const timings = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
    return { loadEventStart: navigation.loadEventStart, scripts };
  });
  expect(timings.scripts.length).toBeGreaterThan(0);
  for (const script of timings.scripts)
    expect(script.startTime).toBeGreaterThanOrEqual(timings.loadEventStart);
});

test("the stylesheet is one and applies through hydration and navigation: inline for a visitor, linked once signed in", async ({
  page,
}) => {
  const styles = () =>
    page.evaluate(() => ({
      inline: [...document.querySelectorAll("style[data-href]")].map((style) =>
        style.getAttribute("data-href"),
      ),
      linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute("href"),
      ),
      sheets: document.styleSheets.length,
      // base.css sets the body's face and fixes the skip link in place: the rules are in force.
      bodyFont: getComputedStyle(document.body).fontFamily,
      skipLink: getComputedStyle(document.querySelector(".skip-link")!).position,
    }));
  const stylesheet = { bodyFont: expect.stringContaining("Figtree"), skipLink: "fixed" };

  await page.goto("/services");
  const visitor = await styles();
  expect(visitor).toMatchObject({ linked: [], sheets: 1, ...stylesheet });
  expect(visitor.inline).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
  // A client-side navigation keeps the one copy React adopted at hydration.
  await page.locator("main a[href^='/boat/']").first().click();
  await page.waitForURL(/\/boat\//);
  await expect(page.locator("h1")).toBeVisible();
  expect(await styles()).toEqual(visitor);

  // Signed in, pages are rendered for each request: they link the file, which the browser keeps.
  await registerCustomer(page.request);
  await page.goto("/services");
  const signedIn = await styles();
  expect(signedIn).toMatchObject({ inline: [], linked: visitor.inline, sheets: 1, ...stylesheet });
});

/** For every grid that fits its count: the rows it draws, each as the share of the grid's width it fills. */
async function gridRows(page: Page) {
  return page.locator(".fit-grid:not(.card-rail)").evaluateAll((grids) =>
    grids.map((grid) => {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, { left: number; right: number }>();
      for (const item of grid.children) {
        const cell = item.getBoundingClientRect();
        const top = Math.round(cell.top);
        const row = rows.get(top) ?? { left: cell.left, right: cell.right };
        rows.set(top, { left: Math.min(row.left, cell.left), right: Math.max(row.right, cell.right) });
      }
      return {
        grid: `${grid.className} (${grid.children.length})`,
        rows: [...rows.values()].map((row) => Math.round(((row.right - row.left) / box.width) * 100)),
      };
    }),
  );
}

test("card grids and galleries end in full rows on tablets and desktops", async ({ page, request }) => {
  test.setTimeout(90_000);
  const site = await seededSite(request);
  const paths = ["/", "/services", `/boat/${site.boats[0]!.slug}`, `/course/${site.courses[0]!.slug}`];
  for (const width of [800, 1100, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      const grids = await gridRows(page);
      expect(grids.length, `${path} at ${width}`).toBeGreaterThan(0);
      for (const { grid, rows } of grids) {
        for (const row of rows) expect(row, `${path} at ${width} px: ${grid}`).toBe(100);
      }
    }
  }
});

test.describe("main menu in the page's HTML", () => {
  test("the HTML of the home page links every boat, dive site, course and menu page", async ({ request }) => {
    const site = await seededSite(request);
    const html = await (await request.get("/", { headers: { accept: "text/html" } })).text();
    const paths = [...catalogPaths(site), ...MENU_PAGES];
    expect(paths.length).toBeGreaterThan(MENU_PAGES.length + 3);
    for (const path of paths) expect(html, path).toContain(`href="${path}"`);
    // Also in a screen that does not list the catalogue itself.
    const faq = await (await request.get("/page/faq")).text();
    for (const path of paths) expect(faq, `/page/faq: ${path}`).toContain(`href="${path}"`);
  });

  test("without script, the menu button opens the links and they lead to their pages", async ({
    browser,
    request,
  }) => {
    const site = await seededSite(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/page/faq");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByText("The Boats").click();
    const boat = site.boats[1]!;
    await menu.getByRole("link", { name: boat.name }).click();
    await expect(page).toHaveURL(new RegExp(`/boat/${boat.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(boat.name);
    await context.close();
  });

  test("with script, the menu button opens the side modal and the HTML copy stays closed", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.locator("#main-menu-fallback")).toBeHidden();
  });
});
