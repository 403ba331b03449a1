/**
 * The main menu (spec §2 Main menu), shown in the side modal. Entries in the spec's order; The Boats,
 * Dive Sites and PADI Courses are disclosure buttons (aria-expanded) over submenus filled from the
 * database. Following any link closes the menu (`onNavigate`).
 *
 * The side modal is drawn by script only, so every page also carries the same links in
 * {@link MainMenuFallback}: a closed popover in the server's HTML, for crawlers and for visitors
 * whose script has not (or will never) run.
 */
import { useId, useState } from "react";
import { NavLink } from "react-router";
import type { CatalogLink } from "../../core/catalog/catalog-service.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { PopoverPanelHead } from "./popover-panel-head.tsx";

export type MenuLinks = { boats: CatalogLink[]; diveSites: CatalogLink[]; courses: CatalogLink[] };

type Entry =
  | { kind: "link"; label: string; to: string }
  | { kind: "submenu"; label: string; items: { label: string; to: string }[] };

/** The spec's entries, in the spec's order. */
export function mainMenuEntries(menu: MenuLinks): Entry[] {
  return [
    { kind: "link", label: "Liveaboard Trips", to: "/trip-schedules" },
    {
      kind: "submenu",
      label: "The Boats",
      items: menu.boats.map((b) => ({ label: b.name, to: `/boat/${b.slug}` })),
    },
    {
      kind: "submenu",
      label: "Dive Sites",
      items: menu.diveSites.map((d) => ({ label: d.name, to: `/dive-site/${d.slug}` })),
    },
    {
      kind: "submenu",
      label: "PADI Courses",
      items: menu.courses.map((c) => ({ label: c.name, to: `/course/${c.slug}` })),
    },
    { kind: "link", label: "Trip Itinerary", to: "/page/trip-itinerary" },
    { kind: "link", label: "Hotel Transfers", to: "/page/trip-pickups" },
    { kind: "link", label: "Equipment Rental", to: "/page/equipment-rental" },
    { kind: "link", label: "Onboard Dining", to: "/page/onboard-dining" },
    { kind: "link", label: "Faqs", to: "/page/faq" },
    { kind: "link", label: "Reviews", to: "/reviews" },
  ];
}

function Submenu({
  label,
  items,
  onNavigate,
}: {
  label: string;
  items: { label: string; to: string }[];
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="main-menu-link main-menu-toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        <span>{label}</span>
        <ChevronDownIcon className="main-menu-chevron" size={20} />
      </button>
      <ul id={id} className="main-submenu" hidden={!expanded}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="main-submenu-link" onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function MainMenu({ menu, onNavigate }: { menu: MenuLinks; onNavigate: () => void }) {
  return (
    <nav aria-label="Main" className="main-menu">
      <ul className="main-menu-list">
        {mainMenuEntries(menu).map((entry) => (
          <li key={entry.label} className="main-menu-item">
            {entry.kind === "link" ? (
              <NavLink to={entry.to} className="main-menu-link" onClick={onNavigate} end>
                {entry.label}
              </NavLink>
            ) : (
              <Submenu label={entry.label} items={entry.items} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The id the header's menu button opens before the page's script runs (`popovertarget`). */
export const MAIN_MENU_FALLBACK_ID = "main-menu-fallback";

/**
 * The main menu's links as a native popover panel styled like the side modal: the browser opens it
 * from the menu button's `popovertarget`, closes it on Escape or a click outside, and the submenus are
 * `<details>`, so it works without script. Closed, it is `display: none` (out of sight and of the
 * accessibility tree); once the page's script runs the menu button opens the side modal instead.
 */
export function MainMenuFallback({ menu }: { menu: MenuLinks }) {
  return (
    <nav
      id={MAIN_MENU_FALLBACK_ID}
      popover="auto"
      aria-label="Main"
      className="side-modal side-modal-menu main-menu-fallback"
    >
      <PopoverPanelHead panelId={MAIN_MENU_FALLBACK_ID} title="Menu" />
      <div className="side-modal-body">
        <ul className="main-menu-list">
          {mainMenuEntries(menu).map((entry) => (
            <li key={entry.label} className="main-menu-item">
              {entry.kind === "link" ? (
                <a href={entry.to} className="main-menu-link">
                  {entry.label}
                </a>
              ) : (
                <details>
                  <summary className="main-menu-link main-menu-toggle">
                    <span>{entry.label}</span>
                    <ChevronDownIcon className="main-menu-chevron" size={20} />
                  </summary>
                  <ul className="main-submenu">
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <a href={item.to} className="main-submenu-link">
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
