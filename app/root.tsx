import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce.tsx";
import "./styles/app.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { site, catalog, settings } = context.services;
  const [contact, menu, footerPages] = await Promise.all([site.contact(), catalog.menuLinks(), catalog.footerPages()]);
  return data({
    contact,
    menu,
    footerPages,
    user: context.user,
    paymentsPublishableKey: settings.paymentsPublishableKey,
    year: new Intl.DateTimeFormat("en", { timeZone: "Asia/Bangkok", year: "numeric" }).format(new Date()),
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data, for any component under the root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
    </main>
  );
}
