import { useEffect, useRef, useSyncExternalStore } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { DeferredScripts } from "./components/deferred-scripts.tsx";
import { NotFoundScreen } from "./components/not-found-screen.tsx";
import { SiteChrome } from "./components/site-chrome.tsx";
import { hasCookieConsent } from "./lib/cookie-consent.ts";
import { bootGuardScript } from "./lib/boot-guard.ts";
import {
  clearLazyReloadFlag,
  failedRouteModules,
  LAZY_RELOAD_FLAG,
  lazyReloadDecision,
  MODULE_LOAD_FAILURES,
  SCRIPT_LOAD_TIMEOUT_MS,
  sessionStorageOrNull,
} from "./lib/lazy-reload.ts";
import { jsonLdText } from "../core/site/seo.ts";
import { jsonLdOf, notFoundMeta, seoMeta } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.tsx";
import { SiteStylesheet } from "./lib/site-stylesheet.tsx";
import { orErrorScreen } from "./lib/route-errors.server.ts";
import { useAccountActions } from "./lib/use-account-actions.ts";
import displayFontHref from "./fonts/fraunces-core.woff2?url";
import textFontHref from "./fonts/figtree-core.woff2?url";
import stylesHref from "./styles/app.css?url";
import { formatYear } from "../core/shared/dates.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { chrome, settings, clock } = context.services;
  const { contact, menu, footerPages } = await orErrorScreen(chrome.get());
  return data({
    contact,
    menu,
    footerPages,
    user: context.user,
    /** PUBLIC_URL: canonical links, Open Graph and JSON-LD addresses (app/lib/meta.ts). */
    publicUrl: settings.publicUrl,
    paymentsPublishableKey: settings.paymentsPublishableKey,
    /** The copyright year as the operator's calendar has it. */
    year: formatYear(clock()),
    /** Read on the server so an accepted cookie banner is never rendered (no flash, no hydration mismatch). */
    cookieConsent: hasCookieConsent(request.headers.get("cookie")),
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data, for any component under the root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** The brand mark as the tab icon, inline so no request can fail. */
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#14b8a6"/>' +
      '<circle cx="25.5" cy="12" r="4.2" fill="#fcd9a0"/><path d="M1.67 25q4.58-3.6 9.17 0t9.17 0t9.16 0t9.16 0A19 19 0 0 1 1.67 25z" fill="#0b2545"/></svg>',
  );

/**
 * The two faces every screen's first view uses (app/styles/fonts.css), fetched alongside the stylesheet:
 * their core files (scripts/subset-fonts.ts); the rest of each face only comes when a page needs it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
  { rel: "preload", href: displayFontHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFontHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Used only where no route below gives its own: a screen the root's error boundary draws (a missing
 * boat answers 404 from its loader), which is not to be listed.
 */
export const meta: Route.MetaFunction = (args) => {
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  if (args.error && status === 404) return notFoundMeta(args);
  return seoMeta(args, {
    title: args.error
      ? "Something went wrong"
      : "Andaman Liveaboards | Similan & Surin Islands liveaboard diving",
    fullTitle: !args.error,
    description:
      "Multi-day liveaboard dive trips to the Similan and Surin Islands, and PADI courses on board.",
    noindex: !!args.error,
  });
};

/** The matched routes' JSON-LD (their loaders' `jsonLd`), in one script carrying the page's CSP nonce (if any). */
function JsonLdScript({ nonce }: { nonce: string | undefined }) {
  const objects = jsonLdOf(useMatches());
  if (objects.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(objects.length === 1 ? objects[0]! : objects) }}
    />
  );
}

/** Runs before any module script: reloads once when the page's own scripts fail to load (spec §8). */
const BOOT_GUARD = bootGuardScript({
  flagKey: LAZY_RELOAD_FLAG,
  timeoutMs: SCRIPT_LOAD_TIMEOUT_MS,
  failures: MODULE_LOAD_FAILURES,
  notice: "This page could not finish loading, so its buttons and forms may not work. Please reload it.",
  reloadLabel: "Reload the page",
});

/**
 * Marks the document as running script before anything is drawn: what is said only to a visitor
 * without JavaScript (`.noscript-notice`, app/styles/chrome.css) is hidden by it, also while the
 * page's modules are still loading.
 */
const SCRIPT_FLAG = "document.documentElement.dataset.script='on'";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        {/* The browser's copy of this function is minified, hence no hydration check (as React Router's ScrollRestoration) */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT_GUARD }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT_FLAG }} />
        {/* Modules load once the page has loaded, or on the first move where it waits (<DeferredScripts />). */}
        <SiteStylesheet href={stylesHref} />
        <Meta />
        <Links />
        <JsonLdScript nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const accountActions = useAccountActions();
  const screenFailedToLoad = useScreenFailedToLoad();
  // A navigation that arrived with its route modules: a later failed load may reload once more
  // (spec §8). Not on the first render: a page reloaded because a navigation failed keeps the flag,
  // so the same failure a second time is shown instead of reloading again.
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current && !screenFailedToLoad)
      clearLazyReloadFlag(sessionStorageOrNull());
  }, [pathname, screenFailedToLoad]);
  // Marks the document once the app has hydrated: from then on links navigate inside the app (browser
  // tests wait for it instead of guessing; nothing in the page depends on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteChrome data={loaderData} accountActions={accountActions}>
      {screenFailedToLoad ? <ErrorScreen status={500} /> : <Outlet />}
    </SiteChrome>
  );
}

type ManifestWindow = Window & { __reactRouterManifest?: { routes: Record<string, { module?: string }> } };
const noFailures: ReadonlySet<string> = new Set();

/** Whether a route of this screen is one whose module failed to load twice (spec §8, app/lib/lazy-reload.ts). */
function useScreenFailedToLoad(): boolean {
  const failed = useSyncExternalStore(
    failedRouteModules.subscribe,
    failedRouteModules.snapshot,
    () => noFailures,
  );
  const matches = useMatches();
  if (failed.size === 0) return false;
  const routes = (window as ManifestWindow).__reactRouterManifest?.routes ?? {};
  return matches.some((match) => {
    const module = routes[match.id]?.module;
    return module !== undefined && failed.has(module);
  });
}

/** Headings for the visitor's own errors (4xx); anything else is "Something went wrong". */
const CLIENT_ERROR_TITLES: Record<number, string> = {
  400: "This request could not be handled",
  401: "Please log in first",
  403: "You may not open this page",
  405: "This page cannot do that",
  409: "This could not be done",
  413: "That was too large",
  429: "Too many tries",
};

/**
 * The error screen. A 4xx says what was wrong (the server's message for the visitor, e.g. "An account
 * with this email already exists"); a 5xx never shows details, except the stack under `npm run dev`.
 */
function ErrorScreen({
  status,
  message,
  devDetails,
}: {
  status: number;
  message?: string;
  devDetails?: string;
}) {
  const clientError = status >= 400 && status < 500;
  return (
    <section className="status-screen" aria-labelledby="error-title">
      <div className="status-screen-inner">
        <p className="eyebrow eyebrow-light">Error {status}</p>
        <h1 id="error-title">
          {clientError
            ? (CLIENT_ERROR_TITLES[status] ?? "This page could not be shown")
            : "Something went wrong"}
        </h1>
        <p className="status-screen-text">
          {clientError
            ? (message ?? "Please check the address and try again.")
            : "We could not show this page. Please try again in a moment; if it keeps happening, contact us and we will help you by phone or e-mail."}
        </p>
        {devDetails ? <pre className="status-screen-text">{devDetails}</pre> : null}
        <div className="button-row">
          <Link to="/" className="button button-accent" reloadDocument>
            Back to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A message the server chose for the visitor (a loader's `data("…", { status })`), never one of React
  // Router's own (`internal`: they name route modules).
  const message =
    isRouteErrorResponse(error) &&
    !(error as { internal?: boolean }).internal &&
    typeof error.data === "string"
      ? error.data
      : undefined;
  // Only the development build gets an unexpected error's stack (production sends a sanitised error).
  const devDetails =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  const accountActions = useAccountActions();

  // Spec §8: a failed lazy module load reloads the page once (session flag); a second failure shows this screen.
  useEffect(() => {
    if (lazyReloadDecision(error, sessionStorageOrNull()) === "reload") window.location.reload();
  }, [error]);

  const screen =
    status === 404 ? (
      <NotFoundScreen />
    ) : (
      <ErrorScreen status={status} message={message} devDetails={devDetails} />
    );
  // Without the root's data (the root loader itself failed) there is no chrome to draw.
  if (!rootData) {
    return (
      <main id="main" className="site-main">
        {screen}
      </main>
    );
  }
  return (
    <SiteChrome data={rootData} accountActions={accountActions}>
      {screen}
    </SiteChrome>
  );
}
