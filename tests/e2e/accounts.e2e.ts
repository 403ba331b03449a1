/**
 * Browser journeys of the accounts (spec §2 Login, Sign-up, Forgot password, Country picker, Contact
 * form, Account menu; §4 Auth, Registration, Forgot password; §8 messages): against the built server
 * on a fresh data folder, with the human check solved in the browser like a visitor would.
 *
 * The administrator signed in once for the run (admin.setup.ts); the tests use that session, except
 * the one that logs out, which signs in through the Login panel with the next second-factor code.
 */
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import jsQR from "jsqr";
import { TOTP } from "otpauth";
import sharp from "sharp";
import { solveForTests } from "../../core/human-check/solve.ts";
import { ADMIN, adminSignsInThroughPanel, adminStateFile, addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, poll, test } from "./fixtures.ts";
import { LIGHT_PAGE, withTripInCart } from "./site.ts";

/** Where the Login panel's fetcher posts: the /login route's action. */
const LOGIN_ACTION = /\/login\.data$/;

const header = (page: Page) => page.locator("header[data-sticky]");
const loginButton = (page: Page) => header(page).getByRole("button", { name: "Log in" });
const panel = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Opens the Login panel from the header, then the panel `name` that its `button` leads to. */
async function panelFromLogin(page: Page, button: string, name: string) {
  await loginButton(page).click();
  await panel(page, "Login").getByRole("button", { name: button }).click();
  return panel(page, name);
}
const statusAlert = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const warningAlert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

let counter = 0;
function newUser(firstName = "Anna") {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    title: "Ms",
    firstName,
    lastName: `Diver${id}`,
    email: `diver-${id}@e2e.test`,
    phone: "+66 81 234 5678",
    country: "Thailand",
    countryCode: "th",
    password: `blue-water-${id}`,
  };
}
type NewUser = ReturnType<typeof newUser>;

/** A human-check key solved in Node, for accounts the journeys need but do not create by hand. */
async function humanKey(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get("/api/v1/human-check/challenge")).json();
  return solveForTests(challenge);
}

/** Registers through the API; with `page.request` the page's browser is signed in as the user too. */
async function register(request: APIRequestContext, user: NewUser): Promise<{ id: string }> {
  const response = await request.post("/api/v1/register", {
    multipart: { user: JSON.stringify(user), key: await humanKey(request) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user;
}

/** Ticks the widget's "I'm not a robot" (its label) and waits for the proof of work. */
async function solveHumanCheck(scope: Locator) {
  const widget = scope.locator("altcha-widget");
  await widget.locator("label").click();
  await expect(widget.locator('.altcha[data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

async function pickCountry(page: Page, scope: Locator, search: string, name: string) {
  await scope.getByRole("button", { name: /^Country/ }).click();
  const searchBox = page.getByRole("combobox", { name: "Search countries" });
  await expect(searchBox).toBeFocused();
  await searchBox.fill(search);
  await page.getByRole("option", { name, exact: true }).click();
  await expect(scope.getByRole("button", { name: /^Country/ })).toContainText(name);
}

/** Opens "Can't scan?" and reads the key shown in groups of four, without the spaces. */
async function shownKey(scope: Locator): Promise<string> {
  await scope.getByText("Can’t scan? Enter this key").click();
  const grouped = (await scope.getByLabel("Key", { exact: true }).textContent())!.trim();
  expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return grouped.replaceAll(" ", "");
}

/** Reads a QR code from what the browser draws, as a phone camera would. */
async function scanQrCode(element: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await element.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

let adminApi: APIRequestContext | undefined;

/** An API client with the administrator's session (for reading the outbox), shared by this worker. */
async function adminRequest(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  adminApi ??= await playwright.request.newContext({ baseURL, storageState: adminStateFile });
  return adminApi;
}

type OutboxMail = {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
};

async function mailsMatching(api: APIRequestContext, search: string): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await poll(async () => {
    const response = await api.get(`/api/v1/admin/mails?search=${encodeURIComponent(search)}`);
    mails = (await response.json()).mails ?? [];
    return mails.length;
  }).toBeGreaterThan(0);
  return mails;
}

test.afterAll(async () => {
  await adminApi?.dispose();
});

// ---- The journeys ----

test("an administrator signs in with the second factor and makes a customer an agent", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = newUser("Carla");
  const { id } = await register(request, customer);

  await adminSignsInThroughPanel(page, { enrol: false }); // a session of its own: this test logs out
  const avatar = header(page).getByRole("button", { name: "Andaman Liveaboards' account" });
  await avatar.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Andaman Liveaboards · admin");

  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search" }).fill(customer.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toContainText("Customer");
  await row.getByRole("link", { name: `${customer.firstName} ${customer.lastName}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${id}$`));
  // A choice made before the page hydrates is put back by React: wait until the form is live.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.getByLabel("Role", { exact: true }).selectOption("agent");
  const discount = page.getByLabel("Agent discount (%)");
  await discount.fill("150");
  await discount.blur();
  await expect(page.getByText("Agent discount must be between 0 and 100")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await discount.fill("15");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(statusAlert(page, "User updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("agent");
  await expect(page.getByLabel("Agent discount (%)")).toHaveValue("15");

  // Logout closes the menu and says so; the agent signs in and gets the agent cart link.
  await header(page).getByRole("button", { name: "Andaman Liveaboards' account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(statusAlert(page, "Logged out")).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/); // the admin screen's guard sends a visitor home

  await loginButton(page).click();
  const login = panel(page, "Login");
  await login.getByLabel("E-mail").fill(customer.email);
  await login.getByLabel("Password").fill(customer.password);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(statusAlert(page, "Logged in")).toBeVisible();
  await header(page).getByRole("button", { name: "Carla's account" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Carla · agent");
  await withTripInCart(page);
  await expect(header(page).getByRole("link", { name: /cart/i })).toHaveAttribute("href", "/booking-agent");
});

test("a visitor registers with a picture and a country, through the verification step", async ({
  page,
  expectedHttpErrors,
}) => {
  expectedHttpErrors.push({ status: 400, url: /\/account\/register\.data$/ }); // the refused password
  test.setTimeout(60_000);
  const user = newUser("Anna");
  const avatar = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#1589c6" } })
    .png()
    .toBuffer();

  await page.goto(LIGHT_PAGE);
  const signUp = await panelFromLogin(page, "New user", "Create an Account");
  const submit = signUp.getByRole("button", { name: "Create an account" });
  await expect(submit).toBeDisabled();

  await signUp
    .getByLabel("Profile picture")
    .setInputFiles({ name: "anna.png", mimeType: "image/png", buffer: avatar });
  const preview = signUp.locator("img.avatar-preview");
  await expect(preview).toHaveAttribute("src", /^blob:/);
  expect(await preview.boundingBox()).toMatchObject({ width: 56, height: 56 });

  await signUp.getByLabel("Title").selectOption("Ms");
  await signUp.getByLabel("First name").fill(user.firstName);
  await signUp.getByLabel("Last name").fill(user.lastName);
  const email = signUp.getByLabel("E-mail");
  await expect(email).toHaveAttribute("autocapitalize", "none");
  await email.fill("not-an-email");
  await email.blur();
  await expect(signUp.getByText("Please enter a valid email")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill(user.email);
  await signUp.getByLabel("Phone / WhatsApp").fill(user.phone);
  await signUp.getByLabel("Password").fill("password1"); // long enough here, too common for the server
  await expect(signUp.getByText("6 characters minimum")).toBeVisible();
  await expect(submit).toBeDisabled(); // no country yet
  await pickCountry(page, signUp, "norw", "Norway");
  await expect(signUp.getByRole("button", { name: /^Country/ }).locator("img.flag")).toHaveAttribute(
    "src",
    /^\/assets\/no-[\w-]+\.svg$/,
  );
  expect(
    (
      await signUp
        .getByRole("button", { name: /^Country/ })
        .locator("img.flag")
        .boundingBox()
    )?.width,
  ).toBe(20);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(signUp.getByRole("heading", { name: "One last step" })).toBeFocused();
  expect(await signUp.evaluate((el) => el.scrollTop)).toBe(0);
  const create = signUp.getByRole("button", { name: "Create my account" });
  await expect(create).toBeDisabled();
  await solveHumanCheck(signUp);
  await create.click();

  // The server refuses: its message as a warning, back to the form as it was, and a new check.
  await expect(warningAlert(page, "This password is too common")).toBeVisible();
  await expect(signUp.getByLabel("Last name")).toHaveValue(user.lastName);
  await expect(signUp.getByRole("button", { name: /^Country/ })).toContainText("Norway");
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await signUp.getByLabel("Password").fill(user.password);
  await submit.click();
  await expect(create).toBeDisabled();
  await expect(signUp.locator('.altcha[data-state="verified"]')).toHaveCount(0);
  await solveHumanCheck(signUp);
  await create.click();
  await expect(statusAlert(page, "Registration complete!")).toBeVisible();
  await expect(signUp).toBeHidden();

  const account = header(page).getByRole("button", { name: "Anna's account" });
  await expect(account.locator("img")).toHaveJSProperty("complete", true);
  expect(await account.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await account.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Anna · customer");
});

test("a wrong password and an unknown e-mail show the server's warnings", async ({
  page,
  expectedHttpErrors,
}) => {
  expectedHttpErrors.push({ status: 401, url: LOGIN_ACTION });
  await page.goto(LIGHT_PAGE);
  await loginButton(page).click();
  const login = panel(page, "Login");
  const submit = login.getByRole("button", { name: "Login" });
  await expect(submit).toBeDisabled();
  await login.getByLabel("E-mail").fill("admin@e2e");
  await login.getByLabel("Password").fill("123456");
  await expect(submit).toBeDisabled(); // no dot in the domain
  await login.getByLabel("E-mail").fill(ADMIN.email);
  await login.getByLabel("Password").fill("12345");
  await expect(submit).toBeDisabled(); // five characters
  await login.getByLabel("Password").fill("not-the-password");
  await submit.click();
  await expect(warningAlert(page, "Incorrect password")).toBeVisible();
  await expect(login.getByLabel("E-mail")).toHaveValue(ADMIN.email); // back to the form

  await login.getByLabel("E-mail").fill("nobody-here@e2e.test");
  await submit.click();
  await expect(warningAlert(page, "Email does not exist")).toBeVisible();
  await expect(login).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = newUser("Ben");
  await register(request, user);

  await page.goto(LIGHT_PAGE);
  const forgot = await panelFromLogin(page, "Forgot password?", "Forgot password");
  const requestButton = forgot.getByRole("button", { name: "Request New Password" });
  await expect(requestButton).toBeDisabled();
  await forgot.getByLabel("E-mail").fill(user.email);
  await requestButton.click();
  await solveHumanCheck(forgot);
  await forgot.getByRole("button", { name: "Send the link" }).click();
  await expect(statusAlert(page, "If an account exists for that email")).toBeVisible();
  await expect(forgot).toBeHidden();

  const [mail] = await mailsMatching(await adminRequest(playwright, baseURL!), user.email);
  expect(mail).toMatchObject({ toAddress: user.email, kind: "password-reset" });
  const link = /https?:\/\/\S+(\/password\/reset\/[\w-]+)/.exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();

  const newPassword = `${user.password}-new`;
  await page.goto(link![1]!);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(`${newPassword}x`);
  await page.getByLabel("Repeat the new password").blur();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(statusAlert(page, "Password updated")).toBeVisible();

  const login = panel(page, "Login");
  await expect(login).toBeVisible();
  await login.getByLabel("E-mail").fill(user.email);
  await login.getByLabel("Password").fill(newPassword);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(statusAlert(page, "Logged in")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Ben's account" })).toBeVisible();
});

test("the profile is updated, then the password, and the new password signs in", async ({ page }) => {
  const user = newUser("Bea");
  await register(page.request, user); // signs the page in

  await page.goto(LIGHT_PAGE);
  await header(page).getByRole("button", { name: "Bea's account" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  const profile = panel(page, "Profile");
  await expect(profile).toContainText(user.email);
  await expect(profile).toContainText("Thailand");

  // Leaving the form closes it and opens the profile view again.
  await profile.getByRole("button", { name: "Edit profile" }).click();
  const edit = panel(page, "Update profile");
  await expect(edit.getByLabel("First name")).toHaveValue("Bea");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(profile).toBeVisible();
  await expect(edit).toBeHidden();

  await profile.getByRole("button", { name: "Edit profile" }).click();
  await expect(edit.getByLabel("Current password")).toHaveCount(0); // asked for a new e-mail only
  await edit.getByLabel("First name").fill("Beatrix");
  await edit.getByLabel("Phone / WhatsApp").fill("+47 912 34 567");
  await pickCountry(page, edit, "norw", "Norway");
  await edit.getByLabel("Last name").fill("");
  await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled();
  await edit.getByLabel("Last name").fill(user.lastName);
  // A new e-mail needs the current password: the field appears, and Save waits for it.
  const newEmail = user.email.replace("@", "+moved@");
  await edit.getByLabel("E-mail").fill(newEmail);
  await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled();
  await edit.getByLabel("Current password").fill(user.password);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(statusAlert(page, "User updated")).toBeVisible();
  await expect(profile).toContainText("Beatrix");
  await expect(profile).toContainText("Norway");
  await expect(profile).toContainText(newEmail);
  // The header sits behind the modal (hidden from assistive technology while it is open).
  await expect(
    header(page).getByRole("button", { name: "Beatrix's account", includeHidden: true }),
  ).toBeAttached();

  // Two-step sign-in on (the key, then a code from it), moved to a new app and off again (each with the
  // password).
  await profile.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const secret = await shownKey(profile);
  const openInApp = profile.getByRole("link", { name: /Open in authenticator app/ });
  const address = (await openInApp.getAttribute("href"))!;
  expect(address).toMatch(/^otpauth:\/\/totp\//);
  expect(address).toContain(`secret=${secret}`);
  await expect(profile).not.toContainText("otpauth://"); // a link, not text to copy by hand
  // The QR code on screen scans as the same set-up address.
  const qrImage = profile.getByRole("img", { name: "QR code of the new key" });
  expect(await scanQrCode(qrImage)).toBe(address);
  await profile.getByLabel("6-digit code").fill(new TOTP({ secret }).generate());
  await profile.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(statusAlert(page, "Two-step sign-in is on")).toBeVisible();
  const turnOff = profile.getByRole("button", { name: "Turn off two-step sign-in" });
  await expect(turnOff).toBeDisabled(); // until the password is typed
  await profile.getByLabel("Current password").fill(user.password);
  await profile.getByRole("button", { name: "Use a new authenticator app" }).click();
  const newSecret = await shownKey(profile);
  expect(newSecret).not.toBe(secret);
  await profile.getByLabel("6-digit code").fill(new TOTP({ secret: newSecret }).generate());
  await profile.getByRole("button", { name: "Use the new app" }).click();
  await expect(statusAlert(page, "Two-step sign-in now uses your new app")).toBeVisible();
  await profile.getByLabel("Current password").fill(user.password);
  await turnOff.click();
  await expect(statusAlert(page, "Two-step sign-in is off")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Turn on two-step sign-in" })).toBeVisible();

  await profile.getByRole("button", { name: "Change password" }).click();
  const password = panel(page, "Update password");
  const newPassword = `${user.password}-2`;
  await password.getByLabel("Current password").fill(user.password);
  await password.getByLabel("New password").fill(newPassword);
  await password.getByRole("button", { name: "Update password" }).click();
  await expect(statusAlert(page, "Password updated")).toBeVisible();
  await expect(profile).toBeVisible();
  await profile.getByRole("button", { name: "Close" }).click();
  await expect(profile).toBeHidden();

  await header(page).getByRole("button", { name: "Beatrix's account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(statusAlert(page, "Logged out")).toBeVisible();
  await loginButton(page).click();
  const login = panel(page, "Login");
  await login.getByLabel("E-mail").fill(newEmail);
  await login.getByLabel("Password").fill(newPassword);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(statusAlert(page, "Logged in")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Beatrix's account" })).toBeVisible();
});

test("logout closes the menu, says 'Logged out' and brings the login button back", async ({ page }) => {
  await register(page.request, newUser("Lou"));
  await page.goto("/bookings/me");
  await expect(page).toHaveURL(/\/bookings\/me$/);
  await header(page).getByRole("button", { name: "Lou's account" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(statusAlert(page, "Logged out")).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(loginButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the signed-in screen's guard sends a visitor home
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);
});

for (const width of [375, 1440]) {
  test(`/login at ${width} px shows the form in the page, no dialog, and goes to ?redirect= after signing in`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = newUser("Rita");
    await register(request, user);
    await page.goto("/login?redirect=/bookings/me");
    const login = page.getByRole("region", { name: "Login" });
    await expect(login.getByLabel("E-mail")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoAxeViolations(page, `login page at ${width} px`);
    // Its links open the side panels, which keep the target.
    await login.getByRole("button", { name: "Create an account" }).click();
    await expect(panel(page, "Create an Account")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await login.getByLabel("E-mail").fill(user.email);
    await login.getByLabel("Password").fill(user.password);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(statusAlert(page, "Logged in")).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/me$/);
    await page.goto("/login?redirect=//evil.example");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/); // signed in already: home, never another site
  });
}

test("the contact form confirms, checks, sends 'Mail sent!' and the mail is in the outbox", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const sender = newUser("Cora");
  await page.goto(LIGHT_PAGE);
  await header(page).getByRole("button", { name: "Contact" }).click();
  const contact = panel(page, "Contact us");
  const send = contact.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await contact.getByLabel("First name").fill(sender.firstName);
  await contact.getByLabel("Last name").fill(sender.lastName);
  await contact.getByLabel("E-mail").fill(sender.email);
  await contact.getByLabel("Phone / WhatsApp").fill(sender.phone);
  await pickCountry(page, contact, "germ", "Germany");
  await expect(send).toBeDisabled(); // the message is still missing
  const message = "Are there two cabins left on the Similan trip in March?\nWe are two divers.";
  await contact.getByRole("textbox", { name: "Message" }).fill(message);
  await send.click();

  // The confirmation shows what will be sent; Edit goes back with everything kept.
  await expect(contact.getByRole("heading", { name: "Please check your message" })).toBeVisible();
  await expect(contact).toContainText(`${sender.firstName} ${sender.lastName}`);
  await expect(contact).toContainText("Germany");
  await expect(contact).toContainText("We are two divers.");
  await contact.getByRole("button", { name: "Edit" }).click();
  await expect(contact.getByRole("textbox", { name: "Message" })).toHaveValue(message);
  await send.click();
  await expect(contact.getByRole("button", { name: "Send" })).toBeDisabled(); // until the check is done
  await solveHumanCheck(contact);
  await contact.getByRole("button", { name: "Send" }).click();
  await expect(statusAlert(page, "Mail sent!")).toBeVisible();
  await expect(contact).toBeHidden();

  const [mail] = await mailsMatching(await adminRequest(playwright, baseURL!), sender.lastName);
  expect(mail).toMatchObject({
    kind: "contact",
    subject: `Website enquiry from ${sender.firstName} ${sender.lastName}`,
  });
  expect(mail!.text).toContain(message);
  expect(mail!.text).toContain("Germany (de)");
});

test("an administrator reads the outbox, deletes a user, and cannot demote the last administrator", async ({
  page,
  request,
  expectedHttpErrors,
}) => {
  test.setTimeout(90_000);
  expectedHttpErrors.push({ status: 409, url: /\/admin\/user\/[0-9a-f-]{36}\.data$/ });
  const user = newUser("Mia");
  const { id } = await register(request, user);
  const forgot = await request.post("/api/v1/password/forgot", {
    data: { email: user.email, key: await humanKey(request) },
  });
  expect(forgot.ok()).toBe(true);

  await addAdminSession(page.context());
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mails" }).click();
  await expect(page).toHaveURL(/\/admin\/mails$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(user.email);
  await page.getByLabel("Status").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("password-reset");
  await row.getByRole("link", { name: "Reset your Andaman Liveaboards password" }).click();
  await expect(page).toHaveURL(/\/admin\/mail\/[0-9a-f-]{36}$/);
  await expect(page.locator(".mail-text")).toContainText("/password/reset/");
  await expect(page.locator(".mail-text")).toContainText(`Hello ${user.firstName}`);

  // Deleting asks first; Cancel keeps the user, Delete removes them and goes back to the list.
  await page.goto(`/admin/user/${id}`);
  await page.getByRole("button", { name: "Delete user" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${user.firstName} ${user.lastName}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Delete user" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(statusAlert(page, `${user.firstName} ${user.lastName} was deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  expect((await page.request.get(`/api/v1/admin/user/${id}`)).status()).toBe(404);

  // The only administrator: no delete button, and the server refuses the demotion.
  await page.getByRole("searchbox", { name: "Search" }).fill(ADMIN.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: "Andaman Liveaboards Office", exact: true }).click();
  await expect(page.getByText("You cannot delete your own account here.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
  await page.getByLabel("Role", { exact: true }).selectOption("customer");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(warningAlert(page, "The last administrator cannot be demoted")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("admin");
});

test("the panels pass axe, and the country picker works from the keyboard", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/page/faq"); // a light page under the panels: axe checks the whole document each time
  await loginButton(page).click();
  const login = panel(page, "Login");
  await expect(login.getByLabel("E-mail")).toBeFocused();
  await login.getByLabel("E-mail").fill("not-an-email");
  await login.getByLabel("Password").focus(); // leaves the e-mail: its error is shown and tied to it
  const error = login.getByText("Please enter a valid email");
  const errorId = await error.getAttribute("id");
  await expect(login.getByLabel("E-mail")).toHaveAttribute("aria-describedby", errorId!);
  await expectNoAxeViolations(page, "login panel");

  await login.getByRole("button", { name: "New user" }).click();
  const signUp = panel(page, "Create an Account");
  const country = signUp.getByRole("button", { name: /^Country/ });
  await country.focus();
  await page.keyboard.press("Enter");
  const search = page.getByRole("combobox", { name: "Search countries" });
  await expect(search).toBeFocused();
  await expectNoAxeViolations(page, "sign-up panel with the country list open");
  await page.keyboard.type("swe");
  await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
  await page.keyboard.press("Enter");
  await expect(country).toContainText("Sweden");
  await expect(country).toBeFocused(); // focus back on the button
  await page.keyboard.press("Enter");
  await expect(search).toHaveValue(""); // opening again starts a new search
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(country).toContainText("Switzerland"); // the one after Sweden
  // The choice shows at once; the focus comes back to the button once the list has closed.
  await expect(country).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(search).toBeFocused(); // the list is open again (else Escape would close the panel)
  await page.keyboard.press("Escape"); // closes the list only
  await expect(search).toBeHidden();
  await expect(signUp).toBeVisible();
  await expectNoAxeViolations(page, "sign-up panel");

  await signUp.getByRole("button", { name: "Login" }).click();
  await login.getByRole("button", { name: "Forgot password?" }).click();
  await expect(panel(page, "Forgot password").getByLabel("E-mail")).toBeFocused();
  await expectNoAxeViolations(page, "forgot-password panel");
  await page.keyboard.press("Escape");
  await expect(panel(page, "Forgot password")).toBeHidden();

  await header(page).getByRole("button", { name: "Contact" }).click();
  await expect(panel(page, "Contact us").getByRole("textbox", { name: "Message" })).toBeVisible();
  await expectNoAxeViolations(page, "contact panel");
});

test("the sign-up view shows its scroll-to-top button once scrolled past 20 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto(LIGHT_PAGE);
  const signUp = await panelFromLogin(page, "New user", "Create an Account");
  const toTop = signUp.getByRole("button", { name: "Back to top of the form" });
  const scrollPanel = (top: number) => signUp.evaluate((el, y) => el.scrollTo({ top: y }), top);
  const panelScroll = () => signUp.evaluate((el) => el.scrollTop);
  await expect(signUp.getByText("Choose a picture")).toBeVisible();

  await scrollPanel(20);
  await poll(panelScroll).toBe(20);
  await expect(toTop).toHaveCount(0); // 20 px is not past 20 px
  await scrollPanel(21);
  await expect(toTop).toBeVisible();
  await expect(toTop).toBeInViewport();

  await scrollPanel(400);
  await toTop.click();
  await poll(panelScroll).toBe(0);
  await expect(toTop).toHaveCount(0);
});
