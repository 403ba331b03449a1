/**
 * Spec §2 Header: logo linking home, menu button (main menu in the side modal), contact button
 * (the contact form and the operator's details in the side modal), cart icon while the cart holds an
 * item, the signed-in user's avatar with the account menu or a login button (opens the Login panel). Sticky past half the window height; transparent
 * at the top of the pages that open with a hero.
 *
 * Test contract: the <header> carries data-sticky="true|false" and data-transparent="true|false".
 */
import { lazy, type ReactNode, Suspense, useCallback, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import type { OperatorContact } from "../../core/site/site-types.ts";
import { openAccountPanel } from "../lib/account-panels.ts";
import { isStickyAt, isTransparentPath } from "../lib/header-state.ts";
import { useScrollCondition } from "../lib/use-scroll-condition.ts";
import type { AccountActions } from "./account-menu.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { CartLink } from "./cart-link.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { CONTACT_FALLBACK_ID, ContactFallback, LoginLink } from "./header-fallbacks.tsx";
import { MenuIcon, PhoneIcon, UserIcon } from "./icons.tsx";
import { ContactForm, FormLoader } from "./lazy-forms.tsx";
import { MAIN_MENU_FALLBACK_ID, MainMenu, MainMenuFallback, type MenuLinks } from "./main-menu.tsx";
import { SideModal } from "./side-modal.tsx";
import { UserAvatar, accountButtonLabel } from "./user-avatar.tsx";
import { LazyLoadBoundary } from "./lazy-forms.tsx";
import { loadWithTimeout, SCRIPT_LOAD_TIMEOUT_MS } from "../lib/lazy-reload.ts";

/**
 * The account menu (Radix menu and tooltip) only for a signed-in visitor: its code is fetched while
 * the page hydrates, and until it arrives the server's avatar button stays (the light-pages budget,
 * docs/performance.md).
 */
const AccountMenu = lazy(() =>
  // No storage: like the side modal's dialog (side-modal.tsx), it never clears the reload flag.
  loadWithTimeout(() => import("./account-menu.tsx"), SCRIPT_LOAD_TIMEOUT_MS, null).then((m) => ({
    default: m.AccountMenu,
  })),
);

/**
 * The avatar as the server drew it, until the menu's code arrives (or if it cannot). A click on it
 * meanwhile is kept: the menu opens as soon as its code is there; so is a pointer resting on it
 * (the tooltip shows).
 */
function AvatarPlaceholder({
  user,
  onOpen,
  onHover,
}: {
  user: SessionUser;
  onOpen: () => void;
  onHover: (hovered: boolean) => void;
}) {
  return (
    <button
      type="button"
      className="avatar-button"
      aria-label={accountButtonLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
    >
      <UserAvatar user={user} />
    </button>
  );
}

/**
 * A header button that opens a side modal. Until the script runs (`fallbackId` set), it opens the
 * server-rendered popover of that id, which holds the same content. A plain element, not a component:
 * the side modal hands its own props to it.
 */
function modalButton({
  className,
  fallbackId,
  icon,
  label,
}: {
  className: string;
  fallbackId: string | undefined;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button type="button" className={className} popoverTarget={fallbackId}>
      {icon}
      <span className="header-button-label">{label}</span>
    </button>
  );
}

export type SiteHeaderProps = {
  contact: OperatorContact;
  menu: MenuLinks;
  user: SessionUser | null;
  accountActions?: AccountActions;
};

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's script runs. */
function useScriptRuns(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SiteHeader({ contact, menu, user, accountActions }: SiteHeaderProps) {
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const sticky = useScrollCondition(isStickyAt);
  const overHero = isTransparentPath(pathname);
  const transparent = overHero && !sticky;
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const scriptRuns = useScriptRuns();
  const [accountMenuWanted, setAccountMenuWanted] = useState(false);
  const openAccountMenu = useCallback(() => setAccountMenuWanted(true), []);
  const [avatarHovered, setAvatarHovered] = useState(false);
  const avatarPlaceholder = user ? (
    <AvatarPlaceholder user={user} onOpen={openAccountMenu} onHover={setAvatarHovered} />
  ) : null;

  // Any navigation (links, back button) closes the panels: adjusted while rendering, not in an effect.
  const [panelsPath, setPanelsPath] = useState(pathname);
  if (panelsPath !== pathname) {
    setPanelsPath(pathname);
    setMenuOpen(false);
    setContactOpen(false);
  }

  return (
    <>
      <header
        className="site-header"
        data-sticky={String(sticky)}
        data-transparent={String(transparent)}
        data-over-hero={String(overHero)}
      >
        <div className="site-header-inner">
          <BrandLogo />
          <div className="header-actions">
            <SideModal
              open={contactOpen}
              onOpenChange={setContactOpen}
              title="Contact us"
              description={`Talk to the ${contact.companyName} team about trips, cabins and courses.`}
              trigger={modalButton({
                className: "header-button",
                fallbackId: scriptRuns ? undefined : CONTACT_FALLBACK_ID,
                icon: <PhoneIcon size={20} />,
                label: "Contact",
              })}
            >
              <FormLoader>
                <ContactForm user={user} onSent={() => setContactOpen(false)} />
              </FormLoader>
              <ContactDetails contact={contact} />
            </SideModal>
            <CartLink user={user} />
            {user ? (
              <LazyLoadBoundary loading={avatarPlaceholder} failure={avatarPlaceholder}>
                <Suspense fallback={avatarPlaceholder}>
                  <AccountMenu
                    user={user}
                    initiallyOpen={accountMenuWanted}
                    initialTooltip={avatarHovered && !accountMenuWanted}
                    {...accountActions}
                  />
                </Suspense>
              </LazyLoadBoundary>
            ) : !scriptRuns ? (
              // Until the script runs, Log in is a link to the login page.
              <LoginLink path={`${pathname}${search}`} />
            ) : (
              <button
                type="button"
                className="header-button header-login"
                aria-haspopup="dialog"
                onClick={() => openAccountPanel("login")}
              >
                <UserIcon size={20} />
                <span className="header-button-label">Log in</span>
              </button>
            )}
            <SideModal
              open={menuOpen}
              onOpenChange={setMenuOpen}
              title="Menu"
              className="side-modal-menu"
              trigger={modalButton({
                className: "header-button header-menu-button",
                fallbackId: scriptRuns ? undefined : MAIN_MENU_FALLBACK_ID,
                icon: <MenuIcon size={22} />,
                label: "Menu",
              })}
            >
              <MainMenu menu={menu} onNavigate={closeMenu} />
            </SideModal>
            <MainMenuFallback menu={menu} />
            <ContactFallback contact={contact} />
          </div>
        </div>
      </header>
      {overHero ? null : <div className="header-spacer" aria-hidden="true" />}
    </>
  );
}
