/**
 * The JSON API under /api/v1 (spec §7). Handlers parse input, call one service and shape the answer;
 * the rules live in core/.
 */
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { adminPlugin } from "./admin-routes.ts";
import { registerCatalogRoutes } from "./catalog-routes.ts";
import { registerTripRoutes } from "./trip-routes.ts";
import { registerBookingRoutes } from "./booking-routes.ts";
import { registerCourseRoutes } from "./course-routes.ts";
import { registerPaymentRoutes, stripeWebhookPlugin } from "./payment-routes.ts";
import { registerReviewRoutes } from "./review-routes.ts";
import { registerWaitlistRoutes } from "./waitlist-routes.ts";

export async function apiPlugin(
  api: FastifyInstance,
  options: { services: AppServices; isProduction: boolean },
) {
  const { services } = options;

  api.get("/health", async (_request, reply) => {
    const up = await services.database.ping();
    return reply
      .status(up ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ success: up, status: up ? "ok" : "degraded", database: { kind: services.database.kind, up } });
  });

  // Readiness, for a proxy or an orchestrator choosing where to send traffic: the database answers and
  // this build's migrations are all applied. /health above is liveness (the process answers).
  api.get("/ready", async (_request, reply) => {
    const ready = await services.database.ready();
    return reply
      .status(ready ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send(
        ready
          ? { success: true, status: "ready" }
          : {
              success: false,
              status: "not ready",
              message: "The database cannot be reached or is not migrated yet.",
            },
      );
  });

  // Spec §7: the card payment form is loaded with this key (null with the offline provider).
  api.get("/stripeapi", async () => ({
    success: true,
    stripeApiKey: services.settings.paymentsPublishableKey,
    provider: services.settings.paymentsProvider,
  }));

  api.get("/site", async () => {
    return { success: true, ...(await services.chrome.get()) };
  });

  registerCatalogRoutes(api, services);
  registerTripRoutes(api, services);
  registerBookingRoutes(api, services);
  registerCourseRoutes(api, services);
  registerPaymentRoutes(api, services);
  registerReviewRoutes(api, services);
  registerWaitlistRoutes(api, services);
  await api.register(stripeWebhookPlugin, { services });
  registerAccountRoutes(api, services, options.isProduction);
  await api.register(adminPlugin, { prefix: "/admin", services });
}
