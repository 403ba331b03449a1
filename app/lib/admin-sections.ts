/** The admin console's screens (spec §2 admin-only routes): headings by route id, and its navigation. */

/** Every admin route id in app/routes.ts, with the heading of its screen. */
export const ADMIN_HEADINGS: Readonly<Record<string, string>> = {
  "admin-users": "Users",
  "admin-user": "Edit user",
  "admin-mails": "Mails",
  "admin-mail": "Mail",
  "admin-trips": "Trips",
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
  "admin-home-new": "New homepage",
  "admin-home": "Homepage",
};

/** The admin list screens, in the order the navigation shows them. */
export const ADMIN_NAV: readonly { label: string; to: string }[] = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "Trips", to: "/admin/trips" },
  { label: "Bookings", to: "/admin/bookings" },
  { label: "Users", to: "/admin/users" },
  { label: "Mails", to: "/admin/mails" },
  { label: "Boats", to: "/admin/boats" },
  { label: "Dive sites", to: "/admin/dive-sites" },
  { label: "Courses", to: "/admin/courses" },
  { label: "Pages", to: "/admin/pages" },
  { label: "Reviews", to: "/admin/reviews" },
  { label: "Homepage", to: "/admin/home" },
];

/** Headings of the signed-in screens (spec §2 signed-in routes), by route id. */
export const ACCOUNT_HEADINGS: Readonly<Record<string, string>> = {
  "account-information": "Guest information",
  "account-deferred-payment": "Pay your balance",
  "account-final-details": "Final details",
  "account-payment": "Payment",
  "account-success": "Booking summary",
  "account-bookings": "My bookings",
  "account-booking": "Booking details",
};
