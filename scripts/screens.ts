/**
 * Screenshots of every public screen and of the admin console at 375 and 1440 px, into docs/screens/
 * (`npm run screens`, which builds first). Starts the built server on a free port and a fresh data
 * folder (so the demo seed is what is shown), signs the administrator in with the second factor as an
 * authenticator app would (`otpauth`), writes JPEGs and removes screenshots this run did not make.
 *
 * The home and boat screens are shot whole; the others show their top 1.6 window heights, the menu
 * its open panel. JPEG keeps docs/screens/ under its 3 MB budget; the total is printed at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TOTP } from "otpauth";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { freePort } from "../tests/support/server-process.ts";

const OUT_DIR = path.resolve("docs/screens");
const ADMIN = { email: "admin@screens.test", password: "screens-admin-password-123" };
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
const JPEG_QUALITY = 62;
/** Screens shown whole; the others down to this many window heights. */
const FULL_PAGE = new Set(["home", "boat"]);
const CLIP_HEIGHTS = 1.6;
const BUDGET_BYTES = 3 * 1024 * 1024;

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not answer within 3 minutes");
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

async function getJson<T>(base: string, apiPath: string): Promise<T> {
  const response = await fetch(base + apiPath);
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One screen of each kind the public route table has (spec §2), named for its file. */
async function publicShots(base: string): Promise<Shot[]> {
  type Slugged = { slug: string };
  const [{ boats }, { diveSites }, { courses }] = await Promise.all([
    getJson<{ boats: Slugged[] }>(base, "/api/v1/boats"),
    getJson<{ diveSites: Slugged[] }>(base, "/api/v1/dive-sites"),
    getJson<{ courses: Slugged[] }>(base, "/api/v1/courses"),
  ]);
  const openMenu = async (page: Page) => {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "The Boats" }).click();
  };
  return [
    { name: "home", path: "/" },
    { name: "menu", path: "/", prepare: openMenu },
    { name: "trip-schedules", path: "/trip-schedules" },
    { name: "trip-list", path: "/trip-list" },
    { name: "booking", path: "/booking" },
    { name: "services", path: "/services" },
    { name: "boat", path: `/boat/${boats[0]!.slug}` },
    { name: "dive-site", path: `/dive-site/${diveSites[0]!.slug}` },
    { name: "course", path: `/course/${courses[0]!.slug}` },
    { name: "page", path: "/page/onboard-dining" },
    { name: "page-faq", path: "/page/faq" },
    { name: "course-booking", path: "/course-booking" },
    { name: "course-information", path: "/course-information" },
    { name: "course-success", path: "/course-success" },
    { name: "reviews", path: "/reviews" },
    { name: "login", path: "/login" },
    { name: "password-reset", path: "/password/reset/an-expired-link" },
    { name: "not-found", path: "/no-such-page" },
  ];
}

type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Signs the new administrator in through the API, once (a code's time step is accepted once): the
 * password answers with the enrolment key, the key gives the code. The session's cookies are kept for
 * the admin screens at each width.
 */
async function signInAdmin(browser: Browser, base: string): Promise<SessionState> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const first = await context.request.post("/api/v1/login", { data: ADMIN });
    const { mfaEnrolment } = (await first.json()) as { mfaEnrolment?: { secret: string } };
    if (!mfaEnrolment) throw new Error(`the first sign-in did not ask to enrol (${first.status()})`);
    const code = new TOTP({ secret: mfaEnrolment.secret }).generate();
    const second = await context.request.post("/api/v1/login", { data: { ...ADMIN, code } });
    if (!second.ok()) throw new Error(`the administrator's sign-in failed: ${await second.text()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function adminShots(base: string, context: BrowserContext): Promise<Shot[]> {
  const users = await context.request.get(`${base}/api/v1/admin/users`);
  const { users: list } = (await users.json()) as { users: { id: string; email: string }[] };
  const admin = list.find((user) => user.email === ADMIN.email);
  return [
    { name: "admin-dashboard", path: "/admin/dashboard" },
    { name: "admin-users", path: "/admin/users" },
    ...(admin ? [{ name: "admin-user", path: `/admin/user/${admin.id}` }] : []),
    { name: "admin-mails", path: "/admin/mails" },
  ];
}

/** Loads every picture (lazy ones too) and waits for them and the fonts, so the shot is complete. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]"))
      image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

async function shoot(page: Page, shot: Shot, width: number, height: number): Promise<string> {
  await page.goto(shot.path, { waitUntil: "networkidle" });
  await settle(page);
  if (shot.prepare) await shot.prepare(page);
  const file = `${shot.name}-${width}.jpg`;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const area = FULL_PAGE.has(shot.name)
    ? { fullPage: true }
    : shot.prepare
      ? {}
      : { clip: { x: 0, y: 0, width, height: Math.min(pageHeight, Math.round(height * CLIP_HEIGHTS)) } };
  const png = await page.screenshot({ animations: "disabled", ...area });
  // mozjpeg: about a third smaller than the browser's own JPEG at the same quality.
  await sharp(png).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(path.join(OUT_DIR, file));
  return file;
}

async function shootAll(browser: Browser, base: string): Promise<string[]> {
  const written: string[] = [];
  const shots = await publicShots(base);
  const adminSession = await signInAdmin(browser, base);
  for (const { width, height } of WIDTHS) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width, height },
      reducedMotion: "reduce",
    });
    // The cookie banner once, on the home page; accepted for the other screens.
    const page = await context.newPage();
    for (const shot of shots) {
      if (shot.name !== "home") await context.addCookies([{ name: "cookie_consent", value: "1", url: base }]);
      written.push(await shoot(page, shot, width, height));
    }
    await context.close();

    const admin = await browser.newContext({
      baseURL: base,
      viewport: { width, height },
      reducedMotion: "reduce",
      storageState: adminSession,
    });
    await admin.addCookies([{ name: "cookie_consent", value: "1", url: base }]);
    const adminPage = await admin.newPage();
    for (const shot of await adminShots(base, admin))
      written.push(await shoot(adminPage, shot, width, height));
    await admin.close();
  }
  return written;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "screens-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const written = await shootAll(browser, base);
    for (const stale of readdirSync(OUT_DIR).filter((file) => !written.includes(file))) {
      rmSync(path.join(OUT_DIR, stale));
      console.log(`removed ${stale}`);
    }
    const total = written.reduce((sum, file) => sum + statSync(path.join(OUT_DIR, file)).size, 0);
    console.log(`${written.length} screenshots in docs/screens/, ${(total / 1024 / 1024).toFixed(2)} MB`);
    if (total > BUDGET_BYTES) throw new Error("docs/screens/ is over its 3 MB budget: lower the quality");
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
