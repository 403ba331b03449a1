/**
 * A crash mid-webhook: the server is killed (SIGKILL) while Stripe's webhook for a paid booking is
 * arriving, then started again; Stripe retries the event. Wherever the kill landed, the payment is
 * applied exactly once, with one receipt. Runs against a real PostgreSQL server shared by this test and
 * the server process (PGlite allows one process), with the Stripe SDK pointed at a local stand-in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentEvents, payments } from "../../db/schema.ts";
import { loadConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { asCustomer, cabinTypeIds, makeBoat, makeUser, tripInput } from "../support/factories.ts";
import { killServerProcesses, startServerProcess } from "../support/server-process.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const postgres = process.env.TEST_DB === "postgres";
const WEBHOOK_SECRET = "whsec_crash_test_secret";
let database: TestDatabase;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDatabase();
  standIn = await startStripeStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), "payment-crash-"));
  env = {
    DATABASE_URL: database.url!,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    STRIPE_SECRET_KEY: "sk_test_crash",
    STRIPE_PUBLISHABLE_KEY: "pk_test_crash",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    LOG_LEVEL: "warn",
  };
});

afterEach(async () => {
  await killServerProcesses();
});

afterAll(async () => {
  standIn?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!postgres)("a webhook interrupted by a crash (PostgreSQL)", () => {
  it("is applied exactly once after the restart and the provider's retries", async () => {
    // A booking with an open Stripe payment, made through the same services the server runs.
    const services = createServices(database, loadConfig({ ...env, LOG_LEVEL: "silent" }));
    const db = database.db;
    const boat = await makeBoat(db, {}, [{ name: "Suite", spaces: 2, cabinCount: 1, price: 3_000_000 }]);
    const [cabinId] = await cabinTypeIds(db, boat.id);
    const { trip } = await services.tripAdmin.create(
      tripInput({ boatId: boat.id, departure: "2030-02-07", returnDate: "2030-02-11", title: "Crash trip" }),
    );
    const row = await makeUser(db, {});
    const user = asCustomer(row);
    const booking = await services.bookings.create(user, {
      tripId: trip.id,
      guestArray: [{ cabinId: cabinId!, name: "", equipment: [], courses: [] }],
    });
    const payment = await services.payments.process(user, booking.id, "deposit");
    const [stored] = await db.select().from(payments).where(eq(payments.id, payment.paymentId));
    const payload = JSON.stringify({
      id: "evt_crash_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: stored!.providerRef,
          object: "payment_intent",
          amount: stored!.amount,
          amount_received: stored!.amount,
        },
      },
    });
    const deliver = (url: string) =>
      fetch(`${url}/api/v1/webhooks/stripe`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });

    // The first delivery meets a server killed while it works.
    const first = await startServerProcess(env);
    const attempt = deliver(first.url).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill("SIGKILL");
    await first.exited;
    await attempt;

    // Restarted, it receives Stripe's retries (more than one, as Stripe may send).
    const second = await startServerProcess(env);
    const retries = await Promise.all([deliver(second.url), deliver(second.url), deliver(second.url)]);
    expect(retries.map((response) => response.status)).toEqual([200, 200, 200]);

    const settled = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(settled.map((p) => [p.kind, p.state])).toEqual([["deposit", "succeeded"]]);
    expect(
      await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_crash_1")),
    ).toHaveLength(1);
    const receipts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payment-receipt"), eq(mailOutbox.toAddress, row.email)));
    expect(receipts).toHaveLength(1);
    const after = await services.bookings.get(booking.id, user);
    expect(after).toMatchObject({
      state: "confirmed",
      paid: 900_000,
      paymentInfo: { status: "DEPOSIT PAID" },
    });
  }, 120_000);
});
