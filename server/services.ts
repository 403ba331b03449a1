/**
 * The composition root: builds every service once from the database and settings. The API, the
 * rendered pages (through the load context) and the admin all use these same objects.
 */
import { hkdfSync } from "node:crypto";
import path from "node:path";
import { AccountService } from "../core/accounts/account-service.ts";
import { SessionService } from "../core/accounts/session-service.ts";
import { TotpService } from "../core/accounts/totp.ts";
import { UserAdminService } from "../core/accounts/user-admin-service.ts";
import { listSitemapContent } from "../core/catalog/catalog-seo.ts";
import { CatalogService } from "../core/catalog/catalog-service.ts";
import { ContactService } from "../core/contact/contact-service.ts";
import {
  DEFAULT_HUMAN_CHECK_COST,
  HumanCheck,
  LOW_HUMAN_CHECK_COST,
} from "../core/human-check/human-check.ts";
import type { ImageStore } from "../core/images/image-store.ts";
import { LocalDiskImageStore } from "../core/images/local-disk-image-store.ts";
import { S3ImageStore } from "../core/images/s3-image-store.ts";
import { queueMail } from "../core/mail/mail.ts";
import type { MailQueue } from "../core/mail/mail-queue.ts";
import { MailWorker } from "../core/mail/mail-worker.ts";
import { countMails, getMail, listMails } from "../core/mail/outbox-reader.ts";
import { createMailTransport, type MailTransport } from "../core/mail/transport.ts";
import { type Clock, systemClock } from "../core/shared/clock.ts";
import { HomeContent } from "../core/site/home-content.ts";
import { SiteChrome } from "../core/site/site-chrome.ts";
import { SiteService } from "../core/site/site-service.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Config } from "./config.ts";
import { createContentEvents } from "../core/shared/content-events.ts";
import { CatalogAdminService } from "../core/catalog/catalog-admin-service.ts";
import { HomepageAdminService } from "../core/site/homepage-admin-service.ts";
import { sanitizeRichText } from "../core/shared/rich-text.ts";
import { TripService } from "../core/trips/trip-service.ts";
import { TripAdminService } from "../core/trips/trip-admin-service.ts";
import { BookingOffers } from "../core/bookings/booking-offers.ts";
import { BookingService } from "../core/bookings/booking-service.ts";
import type { PaymentProvider, ProviderName } from "../core/payments/payment-provider.ts";
import { PaymentService } from "../core/payments/payment-service.ts";
import { BookingAdminService } from "../core/bookings/booking-admin-service.ts";
import { BookingSweep } from "../core/notices/booking-sweep.ts";
import { WaitlistService } from "../core/waitlist/waitlist-service.ts";
import { StripeProvider } from "../core/payments/stripe-provider.ts";
import { TestCardProvider } from "../core/payments/test-card-provider.ts";
import { ReviewService } from "../core/reviews/review-service.ts";
import { CourseBookingService } from "../core/courses/course-booking-service.ts";
import { CourseDateService } from "../core/courses/course-date-service.ts";
import { CourseBookingAdminService } from "../core/courses/course-booking-admin-service.ts";
import { listMyBookings } from "../core/courses/my-bookings.ts";
import { DashboardQueries } from "../core/dashboard/dashboard-queries.ts";
import type { SessionUser } from "../core/accounts/session-user.ts";

export type PublicSettings = {
  publicUrl: string;
  /** The card-payment provider's publishable key (the offline test-card provider has its own). */
  /** Stripe's publishable key; null with the offline provider or when card payments are off. */
  paymentsPublishableKey: string | null;
  /** Which provider takes cards: Stripe, the offline test-card provider, or none (production without keys). */
  paymentsProvider: ProviderName | null;
  /** Sign-ups accepted per hour from one address (SIGNUPS_PER_HOUR). */
  signupsPerHour: number;
};

/** What tests (and only tests) replace: the clock, the mail transport, the human check's work. */
export type ServiceOverrides = {
  now?: Clock;
  mailTransport?: MailTransport;
  images?: ImageStore;
  humanCheck?: HumanCheck;
  log?: { warn(obj: object, msg: string): void };
  /** Tests: a provider pointed at a stand-in, or null for "card payments off". */
  paymentProvider?: PaymentProvider | null;
  /** Test-only: false turns the booking row locks off (the concurrency test's control run). */
  capacityLocks?: boolean;
};

/**
 * The card-payment provider from the settings: Stripe with keys; without them the offline test-card
 * provider, except in production, where card payments are off (nobody pays with a test card on a live
 * site; start-up says so).
 */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.payments.kind === "stripe") {
    return new StripeProvider({
      secretKey: config.payments.secretKey,
      publishableKey: config.payments.publishableKey,
      webhookSecret: config.payments.webhookSecret,
      apiBase: config.payments.apiBase,
    });
  }
  return config.isProduction ? null : new TestCardProvider();
}

function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync("sha256", secret, purpose, "andaman-liveaboards", 32)).toString("base64url");
}

export function createServices(database: DatabaseHandle, config: Config, overrides: ServiceOverrides = {}) {
  const { db } = database;
  const now = overrides.now ?? systemClock;
  const images =
    overrides.images ??
    (config.images.kind === "s3"
      ? new S3ImageStore({ s3: config.images.s3 })
      : new LocalDiskImageStore({ directory: path.join(config.dataDir, "uploads") }));
  const site = new SiteService(db);
  // Writes to public content emit here; the anonymous page cache listens (core/shared/content-events.ts).
  const contentEvents = createContentEvents((error) =>
    overrides.log?.warn({ err: error }, "a content-change listener failed"),
  );
  const catalog = new CatalogService(db);
  const chrome = new SiteChrome(site, catalog, now);
  // The header's and footer's copy goes first, so a page rendered after a change reads it afresh.
  contentEvents.on(() => chrome.invalidate());
  const sessions = new SessionService(db, now);
  const totp = new TotpService(deriveKey(config.sessionSecret, "totp"), now);
  const humanCheck =
    overrides.humanCheck ??
    new HumanCheck(db, {
      secret: deriveKey(config.sessionSecret, "human-check"),
      now,
      cost: config.humanCheckCost === "low" ? LOW_HUMAN_CHECK_COST : DEFAULT_HUMAN_CHECK_COST,
    });
  const mailWorker = new MailWorker(db, overrides.mailTransport ?? createMailTransport(config.mail), {
    from: config.mail.from,
    now,
    // Queued mail is retried until sent. 30 attempts back off to an hour apart: about a day.
    maxAttempts: 30,
    log: overrides.log,
  });
  const mail: MailQueue = {
    queue: (executor, outgoing) => queueMail(executor, outgoing, now()),
    wake: () => mailWorker.wake(),
  };

  const catalogAdmin = new CatalogAdminService({ db, images, contentEvents, sanitizeRichText, now });
  const trips = new TripService(db, now);
  // The home page's sections and next departures, shared by every visitor like the header's copy.
  const homeContent = new HomeContent(site, catalog, trips, now);
  contentEvents.on(() => homeContent.invalidate());
  const paymentProvider =
    overrides.paymentProvider !== undefined ? overrides.paymentProvider : createPaymentProvider(config);
  // A booking, a cancellation, a move or an extended hold changes the spaces left that the anonymous
  // schedule and departure pages show: their cached copies go at once (a hold that runs out frees its
  // spaces by time alone and emits nothing: the copies' five-minute life bounds that).
  const spacesChanged = (tripId: string) => contentEvents.emit({ kind: "spaces", id: tripId });
  // What bookings are priced from; a change of spaces leaves prices as they were.
  const bookingOffers = new BookingOffers(db, now);
  contentEvents.on((change) => {
    if (change.kind !== "spaces" && change.kind !== "review") bookingOffers.invalidate();
  });
  // The waitlist: spaces that come free are offered to the first in line whose request fits.
  const waitlist = new WaitlistService({
    db,
    now,
    mail,
    publicUrl: config.publicUrl,
    offerHours: config.waitlistOfferHours,
    spacesChanged,
  });
  const spacesFreed = (tripId: string) => waitlist.offerFreed(tripId);
  const bookings = new BookingService({
    db,
    now,
    offers: bookingOffers,
    capacityLocks: overrides.capacityLocks,
    mail,
    publicUrl: config.publicUrl,
    spacesChanged,
    spacesFreed,
  });
  // Seats left on a course date change with bookings, payments and cancellations: the course pages'
  // cached copies go (the listeners take any id; a change of seats leaves prices as they were).
  const seatsChanged = (courseDateId: string) => contentEvents.emit({ kind: "spaces", id: courseDateId });
  const courseBookings = new CourseBookingService({
    db,
    now,
    capacityLocks: overrides.capacityLocks,
    mail,
    publicUrl: config.publicUrl,
    seatsChanged,
  });
  const payments = new PaymentService({
    db,
    now,
    provider: paymentProvider,
    bookings,
    courseBookings,
    mail,
    publicUrl: config.publicUrl,
    spacesChanged,
  });
  // Reviews: lists, summaries, submission, moderation (the doc comment of review-service.ts lists the calls).
  const reviews = new ReviewService({
    db,
    now,
    bookings,
    contentEvents,
    mail,
    publicUrl: config.publicUrl,
  });
  const courseDates = new CourseDateService({
    db,
    now,
    courseBookings,
    payments,
    mail,
    changed: (courseDateId) => contentEvents.emit({ kind: "course", id: courseDateId }),
  });

  return {
    /** The one clock, for loaders that show the time (the footer's year). */
    clock: now,
    contentEvents,
    catalog,
    catalogAdmin,
    trips,
    tripAdmin: new TripAdminService({ db, trips, contentEvents, now, mail, spacesFreed }),
    /** The operator's dashboard: every figure of /admin/dashboard and its API call. */
    dashboard: new DashboardQueries({ db, now }),
    /** The waitlist: join, list, remove, and the offer step (decision 0020). */
    waitlist,
    bookings,
    paymentProvider,
    payments,
    /** Course dates: upcoming ones with seats left, and the admin's list, create, update, cancel, delete. */
    courseDates,
    /** Course bookings: place one, read it, list the customer's own, save the students' information. */
    courseBookings,
    /** The viewer's trip and course bookings in one list, newest first, each with its `kind`. */
    myBookings: (viewer: SessionUser) => listMyBookings(bookings, courseBookings, viewer),
    /** Course bookings for admins: list with filters, read, record an offline payment, cancel with a refund. */
    courseBookingAdmin: new CourseBookingAdminService({
      db,
      now,
      courseBookings,
      payments,
      mail,
      seatsChanged,
    }),
    bookingAdmin: new BookingAdminService({
      db,
      now,
      bookings,
      payments,
      mail,
      publicUrl: config.publicUrl,
      spacesChanged,
      spacesFreed,
    }),
    reviews,
    /**
     * Payment reminders, overdue notices, final-details requests and invitations to review
     * (server/serve.ts runs it hourly).
     */
    bookingSweep: new BookingSweep({
      db,
      now,
      bookings,
      courseBookings,
      mail,
      publicUrl: config.publicUrl,
      operatorEmail: async () => (await site.contact()).emails[0],
      reviewInvitations: () => reviews.sendInvitations(),
      waitlistOffers: () => waitlist.sweep(),
    }),
    homepageAdmin: new HomepageAdminService({ db, images, contentEvents, now }),
    /** Every public catalog address with when it changed, for sitemap.xml (server/seo-routes.ts). */
    sitemapContent: () => listSitemapContent(db),
    site,
    chrome,
    homeContent,
    sessions,
    humanCheck,
    images,
    mailWorker,
    accounts: new AccountService({
      db,
      sessions,
      totp,
      humanCheck,
      images,
      mail,
      publicUrl: config.publicUrl,
      now,
    }),
    userAdmin: new UserAdminService(db, images, now),
    contact: new ContactService({ db, site, humanCheck, mail }),
    outbox: {
      list: (query: Parameters<typeof listMails>[1]) => listMails(db, query),
      get: (id: string) => getMail(db, id),
      counts: () => countMails(db),
    },
    database: database as Pick<DatabaseHandle, "kind" | "ping" | "ready" | "poolUse">,
    /** Where the per-address request limits count (server/rate-limit-store.ts). */
    rateLimitDb: db,
    settings: {
      publicUrl: config.publicUrl,
      paymentsProvider: paymentProvider?.name ?? null,
      signupsPerHour: config.signupsPerHour,
      paymentsPublishableKey: paymentProvider?.publishableKey ?? null,
    } satisfies PublicSettings as PublicSettings,
  };
}

export type AppServices = ReturnType<typeof createServices>;
