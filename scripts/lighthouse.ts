/**
 * Lighthouse, mobile (its default: a mid-range phone on a slow 4G link, simulated), in Debian's
 * Chromium, on every public page a visitor can open without a booking: home, a boat, a course, the
 * schedule, the trip list, a departure, a dive site, an information page, services, reviews, log in
 * and the (empty) cart: `npm run lighthouse` (`-- --only=schedule,trip-list` for some of them).
 *
 * Builds nothing: it starts the production build (`dist/server/main.js`, as `npm run build` left it) on
 * its own free port and a fresh data folder, like the browser tests' server (so the demo seed is what
 * is measured, its pictures at full size), and stops it by its own PID at the end, with the browser.
 * Each page is asked for once before it is measured, so Lighthouse gets what a visitor gets: the
 * anonymous page from the page cache. Each page is measured `--runs` times (3 unless told, as
 * Lighthouse advises on a noisy machine) and the run with the median performance score is reported.
 *
 * A bare baseline is measured first in the same run (scripts/lighthouse-baseline.ts: React hydrating a
 * heading, served by node:http): what the framework alone costs on this machine and Chromium. Prints,
 * per page, the performance score, LCP, CLS and TBT (and FCP and Speed Index), the page's TBT over the
 * baseline's and Lighthouse's CPU benchmark of the run, then the opportunities and failed diagnostics of the median run; the machine's load average at the start and
 * the end (on a shared machine the simulated timings follow the CPU the page got). The full JSON
 * reports are written to .tmp/lighthouse/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "../tests/support/server-process.ts";
import { startBaseline } from "./lighthouse-baseline.ts";

const CHROMIUM = "/usr/bin/chromium";
const REPORT_DIR = path.resolve(".tmp", "lighthouse");

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Audit = Lhr["audits"][string];

function runsWanted(): number {
  const flag = process.argv.find((arg) => arg.startsWith("--runs="));
  const runs = flag ? Number(flag.slice("--runs=".length)) : 3;
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error("--runs must be a whole number from 1 to 9");
  return runs;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** The pages named by `--only=a,b`, or every page. */
function pagesWanted<T extends { name: string }>(pages: T[]): T[] {
  const flag = process.argv.find((arg) => arg.startsWith("--only="));
  if (!flag) return pages;
  const names = flag.slice("--only=".length).split(",");
  const unknown = names.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`--only: no page named ${unknown.join(", ")}`);
  return pages.filter((page) => names.includes(page.name));
}

async function firstTripId(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/v1/trips`)).json()) as { trips?: { id: string }[] };
  const id = answer.trips?.[0]?.id;
  if (!id) throw new Error("the demo seed has no upcoming departure");
  return id;
}

/** The first slug of a catalogue list: `path` is the call's, `key` the list's name in its answer. */
async function slugOf(base: string, path: string, key: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/v1/${path}`)).json()) as Record<string, { slug: string }[]>;
  const slug = answer[key]?.[0]?.slug;
  if (!slug) throw new Error(`the demo seed has no ${key}`);
  return slug;
}

const ms = (audit: Audit | undefined) =>
  audit?.numericValue === undefined ? "?" : `${(audit.numericValue / 1000).toFixed(2)} s`;

/** The figures of one run, as a row of the report. */
function figures(lhr: Lhr) {
  const audits = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: ms(audits["largest-contentful-paint"]),
    cls: audits["cumulative-layout-shift"]?.numericValue?.toFixed(3) ?? "?",
    tbt: `${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
    fcp: ms(audits["first-contentful-paint"]),
    si: ms(audits["speed-index"]),
  };
}

/** The first items' addresses (path only) of an audit's table, e.g. which scripts are unused. */
function itemsOf(audit: Audit, count = 3): string {
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return "";
  const urls = (items as { url?: unknown }[])
    .map((item) =>
      typeof item.url === "string" && URL.canParse(item.url) ? new URL(item.url).pathname : null,
    )
    .filter((url): url is string => url !== null)
    .slice(0, count);
  return urls.length > 0 ? `: ${urls.join(", ")}` : "";
}

/** The metrics themselves are in the table; these diagnostics only repeat them. */
const METRIC_AUDITS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "largest-contentful-paint-element",
  "cumulative-layout-shift",
  "total-blocking-time",
  "speed-index",
  "interactive",
  "max-potential-fid",
]);

/** What Lighthouse says would help most: opportunities with savings, then failed diagnostics and insights. */
function advice(lhr: Lhr): string[] {
  const audits = Object.values(lhr.audits);
  const opportunities = audits
    .filter((audit) => audit.details?.type === "opportunity")
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return {
        audit,
        savingsMs: details.overallSavingsMs ?? 0,
        savingsBytes: details.overallSavingsBytes ?? 0,
      };
    })
    .filter(({ savingsMs, savingsBytes }) => savingsMs >= 1 || savingsBytes >= 1024)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .map(
      ({ audit, savingsMs, savingsBytes }) =>
        `opportunity: ${audit.title} (about ${Math.round(savingsMs)} ms, ${Math.round(savingsBytes / 1024)} KB)${itemsOf(audit)}`,
    );
  const performanceAudits = new Set(lhr.categories.performance?.auditRefs.map((ref) => ref.id));
  const diagnostics = audits
    .filter(
      (audit) =>
        performanceAudits.has(audit.id) &&
        !METRIC_AUDITS.has(audit.id) &&
        audit.details?.type !== "opportunity" &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual",
    )
    .map(
      (audit) =>
        `diagnostic: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${itemsOf(audit)}`,
    );
  const lcp = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  const [element, phases] = [lcp?.items?.[0]?.items?.[0], lcp?.items?.[1]?.items ?? []];
  const lcpLines = element?.node?.snippet ? [`LCP element: ${element.node.snippet.slice(0, 120)}`] : [];
  if (phases.length > 0) {
    lcpLines.push(
      `LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ")}`,
    );
  }
  return [...opportunities, ...diagnostics, ...lcpLines];
}

/**
 * One Lighthouse run of `url`. On a busy machine Chromium now and then loses the trace (NO_NAVSTART,
 * NO_FCP): such a run is tried again, up to twice, and said so.
 */
async function measure(url: string, port: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`  (${error.code}: run again)`);
  }
}

async function main() {
  const runs = runsWanted();
  // Checked before the server starts: a missing browser makes chrome-launcher's spawn emit an error
  // that ends the process at once, before the `finally` that stops the server.
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: apt-get install chromium`);
  console.log(`load average at the start (1, 5, 15 min): ${load()}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    { startSeconds: 300 },
  );
  const baseline = await startBaseline();
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox"],
      logLevel: "error",
    });
    const pages = [
      { name: "baseline", path: "", base: baseline.url },
      ...pagesWanted([
        { name: "home", path: "/" },
        { name: "boat", path: `/boat/${await slugOf(server.url, "boats", "boats")}` },
        { name: "course", path: `/course/${await slugOf(server.url, "courses", "courses")}` },
        { name: "schedule", path: "/trip-schedules" },
        { name: "trip-list", path: "/trip-list" },
        { name: "trip", path: `/trip/${await firstTripId(server.url)}` },
        { name: "dive-site", path: `/dive-site/${await slugOf(server.url, "dive-sites", "diveSites")}` },
        { name: "page", path: `/page/${await slugOf(server.url, "pages", "pages")}` },
        { name: "services", path: "/services" },
        { name: "reviews", path: "/reviews" },
        { name: "login", path: "/login" },
        { name: "cart", path: "/booking" },
      ]).map((page) => ({ ...page, base: server.url })),
    ];
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows: string[] = [];
    const notes: string[] = [];
    let version = "";
    let baselineTbt = 0;
    for (const page of pages) {
      const url = page.base + page.path;
      // Fill the page cache (and the picture variants' first reads) as a visitor before it would.
      await (await fetch(url)).text();
      const results: Lhr[] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await measure(url, chrome.port);
        results.push(lhr);
        console.log(`${page.name} run ${run}: ${JSON.stringify(figures(lhr))}`);
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const median = results[Math.floor(results.length / 2)]!;
      version = median.lighthouseVersion;
      writeFileSync(path.join(REPORT_DIR, `${page.name}.json`), JSON.stringify(median, null, 1));
      const f = figures(median);
      const tbt = median.audits["total-blocking-time"]?.numericValue ?? 0;
      if (page.name === "baseline") baselineTbt = tbt;
      // A difference, not a quotient: the baseline's blocking time is close to nothing.
      const over = page.name === "baseline" ? "–" : `${Math.round(tbt - baselineTbt)} ms`;
      const label =
        page.name === "baseline" ? "baseline (React hydrating a heading)" : `${page.name} \`${page.path}\``;
      rows.push(
        `| ${label} | ${f.score} | ${f.lcp} | ${f.cls} | ${f.tbt} | ${over} | ${f.fcp} | ${f.si} | ${median.environment.benchmarkIndex} |`,
      );
      notes.push(`${page.name}:`, ...advice(median).map((line) => `  - ${line}`));
    }
    console.log(`\nMedian of ${runs} run(s) per page, Lighthouse ${version}, mobile (simulated):\n`);
    console.log(
      "| page | performance | LCP | CLS | TBT | TBT over the baseline's | FCP | Speed Index | CPU benchmark |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) console.log(row);
    console.log(`\n${notes.join("\n")}`);
    console.log(`\nload average at the end (1, 5, 15 min): ${load()}`);
    console.log(`full reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
  } finally {
    chrome?.kill();
    await baseline.close();
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
