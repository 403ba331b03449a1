/**
 * Browser checks of the admin console's own layout (spec §2 admin-only routes, Account menu) and of
 * the alert over the side panels (spec §2 Alerts, Modals and panels): every admin screen without
 * sideways scrolling at 320 px and without axe violations; mails with clickable links and addresses
 * that wrap between words; an alert's close button that works by mouse and keyboard while each panel
 * is open, clear of the panel's first lines and, on a phone, of the avatar's tooltip.
 *
 * The administrator's browser gets the session the "setup" project saved (tests/e2e/admin-session.ts).
 */
import type {
  APIRequestContext,
  BrowserContext,
  Locator,
  Page,
  PlaywrightWorkerArgs,
} from "@playwright/test";
import { solveForTests } from "../../core/human-check/solve.ts";
import { ADMIN_NAV } from "../../app/lib/admin-sections.ts";
import { ADMIN, adminAt, adminStateFile, addAdminSession } from "./admin-session.ts";
import { ADMIN_ROUTES, adminScreens, catalogIds } from "./admin-screens.ts";
import { axeViolations } from "./axe.ts";
import { expect, poll, test } from "./fixtures.ts";
import { LIGHT_PAGE } from "./site.ts";

const PHONE = { width: 375, height: 740 };
const SMALLEST = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const header = (page: Page) => page.locator("header[data-sticky]");
const raiseAlert = (page: Page, detail: Record<string, unknown>) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent("app:alert", { detail: d })), detail);

// ---- The administrator: the session the "setup" project saved (admin-session.ts) ----

let adminApi: APIRequestContext | undefined;

/** An API client signed in as the administrator, shared by this file's tests. */
async function adminRequest(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  adminApi ??= await playwright.request.newContext({ baseURL, storageState: adminStateFile });
  return adminApi;
}

test.afterAll(async () => {
  await adminApi?.dispose();
});

// ---- Accounts and mails the checks look at ----

async function humanKey(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get("/api/v1/human-check/challenge")).json();
  return solveForTests(challenge);
}

let counter = 0;
/**
 * A customer with a long e-mail address whose pieces each fit a 320 px line, and no hyphen, so every
 * line break in it is one the screen offered.
 */
function newCustomer() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    title: "Mr",
    firstName: "Bartholomew",
    lastName: `Featherstonehaugh${id}`,
    email: `bartholomew.featherstone.${id}@divers.international.example`,
    phone: "+66 81 234 5678",
    country: "Thailand",
    countryCode: "th",
    password: `blue-water-${id}`,
  };
}

/** Registers through the API. */
async function register(request: APIRequestContext, user: ReturnType<typeof newCustomer>) {
  const response = await request.post("/api/v1/register", {
    multipart: { user: JSON.stringify(user), key: await humanKey(request) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { id: string };
}

type OutboxMail = { id: string; toAddress: string; text: string; kind: string };

/** The password-reset mail sent to `email`, read from the outbox. */
async function resetMailFor(api: APIRequestContext, request: APIRequestContext, email: string) {
  const asked = await request.post("/api/v1/password/forgot", {
    data: { email, key: await humanKey(request) },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  let mail: OutboxMail | undefined;
  await poll(async () => {
    const response = await api.get(`/api/v1/admin/mails?search=${encodeURIComponent(email)}`);
    mail = ((await response.json()).mails as OutboxMail[]).find((m) => m.kind === "password-reset");
    return mail?.id;
  }).toBeDefined();
  return mail!;
}

type Customer = ReturnType<typeof newCustomer> & { id: string; resetMail: OutboxMail };
let customer: Customer | undefined;

/**
 * One customer with a password-reset mail, shared by this file's tests: sign-ups are limited per
 * client address and hour, and the other browser tests sign up too.
 */
async function sharedCustomer(api: APIRequestContext, request: APIRequestContext): Promise<Customer> {
  if (customer) return customer;
  const details = newCustomer();
  const { id } = await register(request, details);
  customer = { ...details, id, resetMail: await resetMailFor(api, request, details.email) };
  return customer;
}

type AdminArgs = {
  context: BrowserContext;
  request: APIRequestContext;
  playwright: PlaywrightWorkerArgs["playwright"];
  baseURL: string | undefined;
};

/**
 * The set-up of a test that looks at the shared customer's records as the administrator: the admin's
 * API client and session in the test's browser context, and the customer (registered once per worker).
 */
async function asAdminWithCustomer({ context, request, playwright, baseURL }: AdminArgs) {
  const api = await adminRequest(playwright, baseURL!);
  const customer = await sharedCustomer(api, request);
  await addAdminSession(context);
  return { api, customer };
}

// ---- Every admin screen ----

/**
 * The admin routes in `count` groups of about the same size, screens of one module in one group (axe
 * reads each module once per group), so the browser workers share the walk evenly.
 */
function routeGroups(count: number): (typeof ADMIN_ROUTES)[] {
  const byModule = new Map<string, typeof ADMIN_ROUTES>();
  for (const route of ADMIN_ROUTES) byModule.set(route.file, [...(byModule.get(route.file) ?? []), route]);
  const groups: (typeof ADMIN_ROUTES)[] = Array.from({ length: count }, () => []);
  for (const modules of [...byModule.values()].sort((a, b) => b.length - a.length)) {
    groups.sort((a, b) => a.length - b.length)[0]!.push(...modules);
  }
  return groups;
}

/** The walk of every admin screen is split into this many tests per width. */
const GROUPS = 3;

test("the walk below covers every admin screen of the route table", () => {
  const paths = ADMIN_ROUTES.map((route) => route.path);
  expect(paths).toContain("/admin/users");
  expect(paths).toContain("/admin/mail/:id");
  expect(paths.length).toBeGreaterThan(20);
  expect(
    routeGroups(GROUPS)
      .flat()
      .map((route) => route.path)
      .sort(),
  ).toEqual([...paths].sort());
  expect(new Set(ADMIN_ROUTES.map((route) => route.file)).size).toBeGreaterThanOrEqual(6);
});

/** Whether the loaded screen fits the viewport's width without sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, screen: string, width: number) {
  await page.setViewportSize(width === SMALLEST.width ? SMALLEST : DESKTOP);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth, `${screen} at ${width} px`).toBe(width);
  expect(scrollWidth, `${screen} at ${width} px`).toBeLessThanOrEqual(clientWidth);
}

// One test per group of screens, so the two browser workers share the walk evenly. Each screen is
// loaded once and checked at both widths: narrowed to 320 px it reflows as a phone turned sideways
// would, without the second load that a test per width cost (docs/performance.md, "Test suite").
for (const [index, group] of routeGroups(GROUPS).entries()) {
  test(`admin screens ${index + 1}/${GROUPS} fit ${SMALLEST.width} and ${DESKTOP.width} px without sideways scrolling and have no axe violations at either`, async ({
    page,
    context,
    request,
    playwright,
    baseURL,
    expectedHttpErrors,
  }) => {
    test.setTimeout(120_000);
    // The catalogue test deletes the boat it made while this walk may be showing it in a list; the
    // picture's files go with the boat, so the browser's late fetch of them is a 404. Pictures are
    // checked by the catalogue tests; this walk checks layout and accessibility.
    expectedHttpErrors.push({ status: 404, url: /\/uploads\/[\w-]+\.(avif|webp|jpe?g)$/ });
    const { api, customer } = await asAdminWithCustomer({ context, request, playwright, baseURL });
    const { id, resetMail: mail } = customer;
    const screens = adminScreens(group, { user: id, mail: mail.id, catalog: await catalogIds(api) });

    // Every screen is measured at both widths; axe reads each screen module once per width (screens
    // of one module, such as the catalogue's lists, share a check).
    const checkedModules = new Set<string>();
    for (const { path: screen, file } of screens) {
      await test.step(screen, async () => {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(screen);
        expect(response?.status(), screen).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), screen).toBeVisible();
        const axeToo = !checkedModules.has(file);
        checkedModules.add(file);
        for (const width of [DESKTOP.width, SMALLEST.width]) {
          await expectNoSidewaysScroll(page, screen, width);
          if (axeToo) expect(await axeViolations(page), `${screen} at ${width} px`).toEqual([]);
        }
      });
    }
  });
}

test("the admin console has its own chrome: side navigation, a title, a slim footer, no WhatsApp button", async ({
  page,
}) => {
  await adminAt(page, DESKTOP);
  await page.goto("/admin/users");

  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const item of ADMIN_NAV) {
    await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.to);
  }
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expect(page.locator(".page-hero")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/");
  await expect(footer).not.toContainText("PADI Dive Boat");

  // On a screen that edits one item, its list's section is marked as where we are. The admin is
  // found by search: other tests add users, so page 1 need not hold it.
  await page.goto(`/admin/users?search=${encodeURIComponent(ADMIN.email)}`);
  await page.getByRole("row").filter({ hasText: ADMIN.email }).getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/admin\/user\//);
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute(
    "aria-current",
    "location",
  );

  // On a phone the navigation is a row that scrolls by itself, with the current section in view.
  await page.setViewportSize(PHONE);
  await page.goto("/admin/home");
  const current = nav.getByRole("link", { name: "Homepage", exact: true });
  await expect(current).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The public site keeps its own footer and WhatsApp button.
  await page.goto(LIGHT_PAGE);
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
});

test("the account menu on an admin screen lists Dashboard, Bookings, Profile and Logout, with no axe violations", async ({
  page,
  context,
}) => {
  await addAdminSession(context);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/mails");
    await header(page).getByRole("button", { name: "Andaman Liveaboards' account" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Dashboard", "Bookings", "Profile", "Logout"]);
    expect(await axeViolations(page), `account menu at ${viewport.width} px`).toEqual([]);
    await menu.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  }
});

/**
 * How the address is laid out: the number of lines it takes, and whether every piece of it (the
 * text between its <wbr>s) stays on one line.
 */
async function addressLayout(address: Locator): Promise<{ lines: number; piecesWhole: boolean }> {
  return address.evaluate((element) => {
    const linesOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    };
    const pieces = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    return {
      lines: linesOf(element).size,
      piecesWhole: pieces.every((piece) => linesOf(piece).size === 1),
    };
  });
}

test("a mail shows its links as links and wraps addresses between words at 320 px", async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { customer } = await asAdminWithCustomer({ context, request, playwright, baseURL });
  const { email, resetMail: mail } = customer;
  const resetUrl = /https?:\/\/\S+\/password\/reset\/[\w-]+/.exec(mail.text)![0];
  await page.setViewportSize(SMALLEST);

  await page.goto(`/admin/mails?search=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: "Reset your" });
  const listed = row.locator(".breakable");
  await expect(listed).toHaveText(email);
  const inList = await addressLayout(listed);
  expect(inList.lines, "the address needs more than one line at 320 px").toBeGreaterThan(1);
  expect(inList.piecesWhole, "the address breaks only at its joints").toBe(true);

  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/mail/${mail.id}$`));
  const to = page.locator("dd .breakable").first();
  await expect(to).toHaveText(email);
  const inDetail = await addressLayout(to);
  expect(inDetail.lines).toBeGreaterThan(1);
  expect(inDetail.piecesWhole, "the address breaks only at its joints").toBe(true);
  const link = page.locator("pre.mail-text").getByRole("link", { name: resetUrl });
  await expect(link).toHaveAttribute("href", resetUrl);
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALLEST.width);
});

// ---- The alert over the side panels ----

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * With the panel open: a persistent alert is shown clear of the panel's title and first lines, its
 * close button takes a mouse click without closing the panel, and a second alert's close button is
 * reached by keyboard (Tab from the panel's Close button) and works.
 */
async function alertClosesOverPanel(page: Page, dialog: Locator, name: string) {
  await expect(dialog, name).toBeVisible();
  const firstLine = dialog.locator(".side-modal-body").locator("p, label, a, button, h3").first();
  await expect(firstLine, name).toBeVisible();

  await raiseAlert(page, { message: `Over the ${name} panel`, type: "warning", persist: true });
  const alert = page.getByRole("alert").filter({ hasText: `Over the ${name} panel` });
  await expect(alert).toBeVisible();
  const alertBox = (await alert.boundingBox())!;
  for (const [what, part] of [
    ["title", dialog.locator(".side-modal-head")],
    ["first line", firstLine],
  ] as const) {
    expect(
      overlaps(alertBox, (await part.boundingBox())!),
      `the alert covers the ${name} panel's ${what}`,
    ).toBe(false);
  }
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
  await expect(dialog, `${name} stays open`).toBeVisible();

  await raiseAlert(page, { message: `Keyboard over ${name}`, persist: true });
  const status = page.getByRole("status").filter({ hasText: `Keyboard over ${name}` });
  await expect(status).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(status.getByRole("button", { name: "Dismiss" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status).toHaveCount(0);
  await expect(dialog, `${name} stays open`).toBeVisible();
}

async function closePanel(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px an alert's close button works over the login, sign-up, forgot-password, menu and contact panels`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.goto(LIGHT_PAGE);

    await header(page).getByRole("button", { name: "Log in" }).click();
    await alertClosesOverPanel(page, page.getByRole("dialog", { name: "Login" }), "login");
    await page.getByRole("dialog", { name: "Login" }).getByRole("button", { name: "New user" }).click();
    await alertClosesOverPanel(page, page.getByRole("dialog", { name: "Create an Account" }), "sign-up");
    await closePanel(page, page.getByRole("dialog", { name: "Create an Account" }));

    await header(page).getByRole("button", { name: "Log in" }).click();
    await page
      .getByRole("dialog", { name: "Login" })
      .getByRole("button", { name: "Forgot password?" })
      .click();
    await alertClosesOverPanel(
      page,
      page.getByRole("dialog", { name: "Forgot password" }),
      "forgot-password",
    );
    await closePanel(page, page.getByRole("dialog", { name: "Forgot password" }));

    await header(page).getByRole("button", { name: /menu/i }).click();
    await alertClosesOverPanel(page, page.getByRole("dialog", { name: "Menu" }), "menu");
    await closePanel(page, page.getByRole("dialog", { name: "Menu" }));

    await header(page)
      .getByRole("button", { name: /contact/i })
      .click();
    await alertClosesOverPanel(page, page.getByRole("dialog", { name: "Contact us" }), "contact");
    await closePanel(page, page.getByRole("dialog", { name: "Contact us" }));
  });
}

test("an alert's close button works over the profile, update-profile and update-password panels", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await adminAt(page, PHONE);
  await page.goto("/admin/dashboard");

  await header(page).getByRole("button", { name: "Andaman Liveaboards' account" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Profile" });
  await expect(profile.getByText(ADMIN.email)).toBeVisible();
  await alertClosesOverPanel(page, profile, "profile");

  await profile.getByRole("button", { name: "Edit profile" }).click();
  await alertClosesOverPanel(page, page.getByRole("dialog", { name: "Update profile" }), "update-profile");
  await closePanel(page, page.getByRole("dialog", { name: "Update profile" }));

  await expect(profile).toBeVisible();
  await profile.getByRole("button", { name: "Change password" }).click();
  const password = page.getByRole("dialog", { name: "Update password" });
  await expect(password.getByLabel("Current password")).toBeVisible();
  await alertClosesOverPanel(page, password, "update-password");
});

test("on a phone the alert shows at the bottom, clear of the avatar's tooltip, and moves with the panels", async ({
  page,
}) => {
  await adminAt(page, PHONE);
  await page.goto(LIGHT_PAGE);

  const avatar = header(page).getByRole("button", { name: "Andaman Liveaboards' account" });
  await avatar.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Andaman Liveaboards · admin");
  await raiseAlert(page, { message: "Saved", type: "success", persist: true });
  const alert = page.getByRole("status").filter({ hasText: "Saved" });
  await expect(alert).toBeVisible();
  const alertBox = (await alert.boundingBox())!;
  expect(overlaps(alertBox, (await tooltip.boundingBox())!)).toBe(false);
  expect(overlaps(alertBox, (await avatar.boundingBox())!)).toBe(false);
  expect(alertBox.y + alertBox.height).toBeGreaterThan(PHONE.height - 48);

  // Opening a panel draws the same alert inside it; closing the panel brings it back to the page.
  await header(page).getByRole("button", { name: /menu/i }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await closePanel(page, menu);
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
});
