import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundScreen } from "./components/not-found-screen.tsx";
import { SiteChrome } from "./components/site-chrome.tsx";
import { hasCookieConsent } from "./lib/cookie-consent.ts";
import { clearLazyReloadFlag, lazyReloadDecision, sessionStorageOrNull } from "./lib/lazy-reload.ts";
import { useNonce } from "./lib/nonce.tsx";
import { useAccountActions } from "./lib/use-account-actions.ts";
import "./styles/app.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { chrome, settings } = context.services;
  const { contact, menu, footerPages } = await chrome.get();
  return data({
    contact,
    menu,
    footerPages,
    user: context.user,
    paymentsPublishableKey: settings.paymentsPublishableKey,
    year: new Intl.DateTimeFormat("en", { timeZone: "Asia/Bangkok", year: "numeric" }).format(new Date()),
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

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON, type: "image/svg+xml" }];

export const meta: Route.MetaFunction = () => [
  { title: "Andaman Liveaboards | Similan & Surin Islands liveaboard diving" },
  {
    name: "description",
    content: "Multi-day liveaboard dive trips to the Similan and Surin Islands, and PADI courses on board.",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // A screen loaded: a later failed module load may reload the page once more (spec §8).
  // runs after hydration and every navigation
  useEffect(() => clearLazyReloadFlag(sessionStorageOrNull()), [pathname]);
  const accountActions = useAccountActions();
  return (
    <SiteChrome data={loaderData} accountActions={accountActions}>
      <Outlet />
    </SiteChrome>
  );
}

function ErrorScreen({ status }: { status: number }) {
  return (
    <section className="status-screen" aria-labelledby="error-title">
      <div className="status-screen-inner">
        <p className="eyebrow eyebrow-light">Error {status}</p>
        <h1 id="error-title">Something went wrong</h1>
        <p className="status-screen-text">
          We could not show this page. Please try again in a moment; if it keeps happening, contact us and we
          will help you by phone or e-mail.
        </p>
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
  const accountActions = useAccountActions();

  // Spec §8: a failed lazy module load reloads the page once (session flag); a second failure shows this screen.
  useEffect(() => {
    if (lazyReloadDecision(error, sessionStorageOrNull()) === "reload") window.location.reload();
  }, [error]);

  const screen = status === 404 ? <NotFoundScreen /> : <ErrorScreen status={status} />;
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
