/**
 * Everything around a screen: skip link, header with the menu and contact panels, the one <main>,
 * footer with its floating buttons (a slim one on admin screens), cookie banner, the account panels and the alert. Used by the root App and by the root
 * error boundary, so not-found and error screens keep the site's navigation.
 */
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import type { OperatorContact } from "../../core/site/site-types.ts";
import type { AccountActions } from "./account-menu.tsx";
import { usesAdminChrome } from "../lib/admin-chrome.ts";
import { AccountModals } from "./account-modals.tsx";
import { AdminFooter } from "./admin-footer.tsx";
import { AlertBanner } from "./alert-banner.tsx";
import { CookieBanner } from "./cookie-banner.tsx";
import type { MenuLinks } from "./main-menu.tsx";
import { ScrollToTopOnNavigate } from "./scroll-to-top-on-navigate.tsx";
import { type FooterPage, SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export type SiteChromeData = {
  contact: OperatorContact;
  menu: MenuLinks;
  footerPages: FooterPage[];
  user: SessionUser | null;
  year: string;
  cookieConsent: boolean;
};

export function SiteChrome({
  data,
  accountActions,
  children,
}: {
  data: SiteChromeData;
  accountActions?: AccountActions;
  children: ReactNode;
}) {
  // The admin console is a working screen: a slim footer, no floating buttons (routes/admin/layout.tsx).
  const admin = usesAdminChrome(useMatches());
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <SiteHeader contact={data.contact} menu={data.menu} user={data.user} accountActions={accountActions} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {admin ? (
        <AdminFooter companyName={data.contact.companyName} year={data.year} />
      ) : (
        <SiteFooter contact={data.contact} footerPages={data.footerPages} year={data.year} />
      )}
      <CookieBanner consented={data.cookieConsent} />
      <AccountModals user={data.user} />
      <AlertBanner />
    </>
  );
}
