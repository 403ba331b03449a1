/** The admin console's screens (spec §2 admin-only routes): headings by route id, and its navigation. */

/** Every admin route id in app/routes.ts, with the heading of its screen. */
export const ADMIN_HEADINGS: Readonly<Record<string, string>> = {
  "admin-users": "Users",
  "admin-user": "Edit user",
  "admin-mails": "Mails",
  "admin-mail": "Mail",
  "admin-trips": "Trips",
  "admin-rentals": "Rental prices",
  "admin-trip-new": "New trip",
  "admin-trip": "Edit trip",
  "admin-boats": "Boats",
  "admin-boat-new": "New boat",
  "admin-boat": "Edit boat",
  "admin-dive-sites": "Dive sites",
  "admin-dive-site-new": "New dive site",
  "admin-dive-site": "Edit dive site",
  "admin-reviews": "Reviews",
  "admin-review": "Review",
  "admin-courses": "Courses",
  "admin-course-new": "New course",
  "admin-course": "Edit course",
  "admin-bookings": "Bookings",
  "admin-booking": "Booking",
  "admin-pages": "Pages",
  "admin-page-new": "New page",
  "admin-page": "Edit page",
  "admin-categories": "Categories",
  "admin-category-new": "New category",
  "admin-category": "Edit category",
  "admin-home-new": "New homepage",
  "admin-home": "Homepage",
};

export type AdminNavItem = {
  label: string;
  to: string;
  /** The navigation's group heading; the dashboard stands alone. */
  group?: string;
  /** What the section is for, on the dashboard. */
  summary: string;
};

/** The admin list screens, in the order the navigation shows them (a group's items side by side). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard", summary: "Where the console starts." },
  { label: "Trips", to: "/admin/trips", group: "Sales", summary: "Departures, prices and cabins on sale." },
  {
    label: "Rental prices",
    to: "/admin/rentals",
    group: "Sales",
    summary: "Rental equipment offered with the trips, and its prices.",
  },
  {
    label: "Bookings",
    to: "/admin/bookings",
    group: "Sales",
    summary: "Guests' bookings, payments and final details.",
  },
  {
    label: "Users",
    to: "/admin/users",
    group: "People",
    summary: "Customers, agents and administrators: roles and agent discounts.",
  },
  {
    label: "Mails",
    to: "/admin/mails",
    group: "People",
    summary: "The outbox: every e-mail the site sent or is about to send.",
  },
  { label: "Boats", to: "/admin/boats", group: "Catalogue", summary: "The fleet, its cabins and pictures." },
  {
    label: "Dive sites",
    to: "/admin/dive-sites",
    group: "Catalogue",
    summary: "Dive sites, their features and pictures.",
  },
  { label: "Courses", to: "/admin/courses", group: "Catalogue", summary: "PADI courses and their prices." },
  {
    label: "Pages",
    to: "/admin/pages",
    group: "Content",
    summary: "Information pages and the footer's useful links.",
  },
  {
    label: "Categories",
    to: "/admin/categories",
    group: "Content",
    summary: "Groups of pages: the Services screen and the footer's useful links.",
  },
  {
    label: "Reviews",
    to: "/admin/reviews",
    group: "Content",
    summary: "Guests' reviews waiting for a look.",
  },
  {
    label: "Homepage",
    to: "/admin/home",
    group: "Content",
    summary: "The homepage's sections and pictures.",
  },
];

/**
 * The navigation item a screen belongs to: its list screen, or the list of the item it edits
 * (/admin/user/{id} and /admin/trip belong to Users and Trips, /admin/home/new to Homepage).
 */
export function adminNavItemFor(pathname: string): AdminNavItem | undefined {
  const segment = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return undefined;
  const plurals = [`/admin/${segment}`, `/admin/${segment}s`, `/admin/${segment.replace(/y$/, "ies")}`];
  return ADMIN_NAV.find((item) => plurals.includes(item.to));
}

export { ADMIN_CHROME_HANDLE, usesAdminChrome } from "./admin-chrome.ts";

/** Headings of the signed-in screens (spec §2 signed-in routes), by route id. */
export const ACCOUNT_HEADINGS: Readonly<Record<string, string>> = {
  "account-information": "Guest information",
  "account-deferred-payment": "Pay your balance",
  "account-final-details": "Final details",
  "account-payment": "Payment",
  "account-success": "Booking summary",
  "account-success-agent": "Booking summary",
  "account-bookings": "My bookings",
  "account-booking": "Booking details",
};
