/**
 * The admin console's side navigation: every admin section, grouped, the current one marked. On a
 * wide screen it is a column beside the screen; on a phone a row of links that scrolls sideways on
 * its own (the page never does), with the current section scrolled into view.
 */
import { useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_NAV, type AdminNavItem, adminNavItemFor } from "../lib/admin-sections.ts";

type NavGroup = { heading: string | undefined; items: AdminNavItem[] };

/** Consecutive items of the same group, in the navigation's order. */
function groupsOf(items: readonly AdminNavItem[]): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.heading === item.group) last.items.push(item);
    else groups.push({ heading: item.group, items: [item] });
  }
  return groups;
}

const GROUPS = groupsOf(ADMIN_NAV);
const headingId = (heading: string) => `admin-nav-${heading.toLowerCase().replace(/\W+/g, "-")}`;

export function AdminNav() {
  const { pathname } = useLocation();
  const current = adminNavItemFor(pathname);
  const listRef = useRef<HTMLDivElement>(null);

  // The sideways row on a phone: bring the current section into view, without scrolling the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>("[data-current]");
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className="admin-sidenav" aria-label="Admin sections">
      <p className="admin-sidenav-title">Admin console</p>
      <div className="admin-sidenav-groups" ref={listRef}>
        {GROUPS.map((group) => (
          <div className="admin-sidenav-group" key={group.heading ?? group.items[0]!.to}>
            {group.heading ? (
              <p className="admin-sidenav-heading" id={headingId(group.heading)}>
                {group.heading}
              </p>
            ) : null}
            <ul aria-labelledby={group.heading ? headingId(group.heading) : undefined}>
              {group.items.map((item) => {
                const isCurrent = item === current;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      data-current={isCurrent ? "" : undefined}
                      // The list screen itself is the page; on an item it edits, the section is where we are.
                      aria-current={isCurrent ? (pathname === item.to ? "page" : "location") : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
