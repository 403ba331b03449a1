/**
 * Every route of spec §2, grouped by guard: public, signed-in (redirect visitors to /), admin
 * (redirect anyone but an admin to /). Layout loaders guard; each admin and account loader guards
 * again, because React Router runs child loaders alongside their parent's. A single word that no
 * fixed route takes is a short address (routes/short-address.tsx); anything else is the not-found
 * screen with status 404.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The catalogue's lists (boats, dive sites, courses, pages) share one module: the address says which. */
const catalogList = (path: string, id: string) => route(path, "routes/admin/catalog-list.tsx", { id });

/**
 * An admin form screen at two addresses: `path` makes a new record (route id `${id}-new`), `path/:id`
 * edits one (route id `id`).
 */
const adminForm = (path: string, file: string, id: string) => [
  route(path, file, { id: `${id}-new` }),
  route(`${path}/:id`, file, { id }),
];

/** The panels' and modals' actions: each at /account/NAME, in routes/account/NAME.ts, route id panel-NAME. */
const PANEL_ACTIONS = ["register", "forgot-password", "contact", "logout", "profile", "password", "two-step"];

export default [
  index("routes/home.tsx"),
  route("trip-schedules", "routes/trip-schedules.tsx"),
  route("trip-list", "routes/trip-list.tsx"),
  route("trip/:id", "routes/trip.tsx"),
  route("booking", "routes/booking.tsx"),
  // Agents' cart and success screens (spec §2 header links): the same screens, priced at the agent's net rate.
  route("booking-agent", "routes/booking.tsx", { id: "booking-agent" }),
  route("services", "routes/services.tsx"),
  route("boat/:slug", "routes/boat.tsx"),
  route("page/:slug", "routes/page.tsx"),
  route("dive-site/:slug", "routes/dive-site.tsx"),
  route("course/:slug", "routes/course.tsx"),
  route("course-booking", "routes/course-booking.tsx"),
  route("course-information", "routes/course-information.tsx"),
  route("course-success", "routes/course-success.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("login", "routes/login.tsx"),
  route("cookie-consent", "routes/cookie-consent.tsx"),
  route("waitlist/offer/:id", "routes/waitlist-offer.tsx"),
  route("password/reset/:token", "routes/password-reset.tsx"),

  // The actions of panels and modals shown on every page (decision 0031): not pages, so outside the
  // account layout; the signed-in ones guard themselves. Sign-in is /login's own action.
  ...prefix(
    "account",
    PANEL_ACTIONS.map((name) => route(name, `routes/account/${name}.ts`, { id: `panel-${name}` })),
  ),

  layout("routes/account/layout.tsx", [
    route("information", "routes/account/information.tsx", { id: "account-information" }),
    route("deferred-payment/:id", "routes/account/payment.tsx", { id: "account-deferred-payment" }),
    route("final-details/:id", "routes/account/final-details.tsx", { id: "account-final-details" }),
    route("payment", "routes/account/payment.tsx", { id: "account-payment" }),
    route("success/:id", "routes/account/success.tsx", { id: "account-success" }),
    route("success-agent/:id", "routes/account/success.tsx", { id: "account-success-agent" }),
    route("bookings/me", "routes/account/bookings.tsx", { id: "account-bookings" }),
    route("booking/:id", "routes/account/booking-detail.tsx", { id: "account-booking" }),
  ]),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("users", "routes/admin/users.tsx", { id: "admin-users" }),
      route("user/:id", "routes/admin/user.tsx", { id: "admin-user" }),
      route("mails", "routes/admin/mails.tsx", { id: "admin-mails" }),
      route("mail/:id", "routes/admin/mail.tsx", { id: "admin-mail" }),
      route("trips", "routes/admin/trips.tsx", { id: "admin-trips" }),
      ...adminForm("trip", "routes/admin/trip-form.tsx", "admin-trip"),
      route("rentals", "routes/admin/rentals.tsx", { id: "admin-rentals" }),
      catalogList("boats", "admin-boats"),
      ...adminForm("boat", "routes/admin/boat-form.tsx", "admin-boat"),
      catalogList("dive-sites", "admin-dive-sites"),
      ...adminForm("dive-site", "routes/admin/dive-site-form.tsx", "admin-dive-site"),
      route("reviews", "routes/admin/reviews.tsx", { id: "admin-reviews" }),
      route("review/:id", "routes/admin/review.tsx", { id: "admin-review" }),
      catalogList("courses", "admin-courses"),
      ...adminForm("course", "routes/admin/course-form.tsx", "admin-course"),
      route("bookings", "routes/admin/bookings.tsx", { id: "admin-bookings" }),
      route("booking/:id", "routes/admin/booking.tsx", { id: "admin-booking" }),
      catalogList("pages", "admin-pages"),
      ...adminForm("page", "routes/admin/page-form.tsx", "admin-page"),
      route("categories", "routes/admin/categories.tsx", { id: "admin-categories" }),
      route("category/new", "routes/admin/category-form.tsx", { id: "admin-category-new" }),
      route("category/:id", "routes/admin/category-form.tsx", { id: "admin-category" }),
      route("home/new", "routes/admin/home-form.tsx", { id: "admin-home-new" }),
      route("home", "routes/admin/home-form.tsx", { id: "admin-home" }),
    ]),
    // The boat screen's cabin pictures post here (a resource route: no page of its own).
    route("boat/:id/cabin-pictures", "routes/admin/cabin-pictures.ts", { id: "cabin-pictures-action" }),
  ]),

  // The short address for sharing (spec §2 "a top-level /{word}"): 301 to the page, boat, dive site or
  // course of that slug, in that order; every fixed route above ranks before it.
  route(":word", "routes/short-address.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
