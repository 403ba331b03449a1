/**
 * What a page costs the browser's main thread while it loads on a phone: Chromium at 4× CPU slowdown
 * (as Lighthouse's mobile run), a 412 × 823 viewport, a trace of the first 6 s of each load. Prints,
 * per load and as medians: all main-thread work, style and layout, and the blocking time (each task
 * over 50 ms counts what it is over, as Lighthouse's TBT does, but measured, not simulated).
 *
 *   npx tsx scripts/main-thread.ts http://127.0.0.1:3000/ 7
 *   CSS_APPEND='.x{…}' npx tsx scripts/main-thread.ts http://127.0.0.1:3000/ 7   # try a rule first
 *
 * The figures vary by a factor of two between loads on a shared machine: compare medians of several
 * loads, measured one after the other in the same run (docs/performance.md, "Lighthouse").
 * `CSS_APPEND` adds CSS at the end of the page's stylesheet, to weigh a rule before writing it.
 */
import { chromium } from "playwright-core";

type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

const url = process.argv[2];
const loads = Number(process.argv[3] ?? 5);
if (!url || !Number.isInteger(loads) || loads < 1) {
  console.error("usage: npx tsx scripts/main-thread.ts <page URL> [loads, 5 unless told]");
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const totals = { main: [] as number[], styleLayout: [] as number[], blocking: [] as number[] };
try {
  for (let load = 1; load <= loads; load++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const extraCss = process.env.CSS_APPEND;
    if (extraCss) {
      await context.route("**/assets/*.css", async (route) => {
        const response = await route.fetch({
          headers: { ...route.request().headers(), "accept-encoding": "identity" },
        });
        await route.fulfill({ response, body: (await response.text()) + extraCss });
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    await page.goto(url);
    await page.waitForTimeout(6000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    await context.close();

    const mainThreads = new Set(
      traceEvents
        .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const onMain = traceEvents.filter((event) => event.dur && mainThreads.has(`${event.pid}:${event.tid}`));
    const ms = (events: TraceEvent[]) => events.reduce((sum, event) => sum + event.dur! / 1000, 0);
    const tasks = onMain.filter((event) => event.name === "RunTask");
    const main = ms(tasks);
    const styleLayout = ms(
      onMain.filter((event) => event.name === "Layout" || event.name === "UpdateLayoutTree"),
    );
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur! / 1000 - 50), 0);
    totals.main.push(main);
    totals.styleLayout.push(styleLayout);
    totals.blocking.push(blocking);
    console.log(
      `load ${load}: main thread ${main.toFixed(0)} ms, style and layout ${styleLayout.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
}
console.log(
  `median of ${loads}: main thread ${median(totals.main).toFixed(0)} ms, style and layout ${median(totals.styleLayout).toFixed(0)} ms, blocking ${median(totals.blocking).toFixed(0)} ms (4× CPU slowdown)`,
);
