/**
 * /api/v1/admin: every call here answers 401 to visitors and 403 to anyone but an admin whose session
 * passed the second factor, including calls that do not exist (the /api not-found answer applies the
 * same guard: ./not-found.ts).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminUserUpdateSchema, userListQuerySchema } from "../../core/accounts/account-schemas.ts";
import { mailListQuerySchema } from "../../core/mail/outbox-query.ts";
import type { AppServices } from "../services.ts";
import { registerCatalogAdminRoutes } from "./catalog-admin-routes.ts";
import { requireAdmin } from "./guards.ts";
import { registerTripAdminRoutes } from "./trip-routes.ts";
import { registerBookingAdminRoutes } from "./booking-routes.ts";
import { registerReviewAdminRoutes } from "./review-routes.ts";
import { registerCourseAdminRoutes } from "./course-routes.ts";
import { dashboardJson } from "./dashboard-json.ts";
import { registerWaitlistAdminRoutes } from "./waitlist-routes.ts";

const idParams = z.object({ id: z.uuid({ error: "id must be a user id" }) });

export async function adminPlugin(admin: FastifyInstance, options: { services: AppServices }) {
  const { userAdmin, outbox, dashboard } = options.services;

  admin.addHook("onRequest", async (request) => {
    requireAdmin(request);
  });

  admin.get("/dashboard", async () => dashboardJson(await dashboard.read()));

  admin.get("/users", async (request) => ({
    success: true,
    ...(await userAdmin.list(userListQuerySchema.parse(request.query))),
  }));

  admin.get("/user/:id", async (request) => ({
    success: true,
    user: await userAdmin.get(idParams.parse(request.params).id),
  }));

  admin.put("/user/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const changes = adminUserUpdateSchema.parse(request.body ?? {});
    return { success: true, user: await userAdmin.update(id, changes) };
  });

  admin.delete("/user/:id", async (request) => {
    await userAdmin.delete(idParams.parse(request.params).id, request.user!.id);
    return { success: true };
  });

  admin.get("/mails", async (request) => ({
    success: true,
    ...(await outbox.list(mailListQuerySchema.parse(request.query))),
  }));

  admin.get("/mail/:id", async (request) => ({
    success: true,
    mail: await outbox.get(z.object({ id: z.uuid() }).parse(request.params).id),
  }));

  registerCatalogAdminRoutes(admin, options.services);
  registerTripAdminRoutes(admin, options.services);
  registerBookingAdminRoutes(admin, options.services);
  registerWaitlistAdminRoutes(admin, options.services);
  registerReviewAdminRoutes(admin, options.services);
  registerCourseAdminRoutes(admin, options.services);
}
