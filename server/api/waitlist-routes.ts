/**
 * The waitlist calls (docs/api.md "The waitlist"; decision 0020). A guest joins the line for a sold-out
 * cabin type, reads their entries with their place in line and any open offer, and leaves the line;
 * admins read a departure's line and remove entries. Instants ISO 8601.
 */
import { isId } from "../../core/shared/ids.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../core/shared/errors.ts";
import { MAX_CART_SPACES } from "../../core/trips/cart-schema.ts";
import type { WaitlistEntryView } from "../../core/waitlist/waitlist-service.ts";
import type { AppServices } from "../services.ts";
import { requireUser } from "./guards.ts";
import { idParams } from "./params.ts";

const joinSchema = z.object(
  {
    cabinId: z.uuid({ error: "cabinId must be one of the departure's cabin types" }),
    spaces: z
      .number({ error: "spaces must be a whole number of spaces, at least 1" })
      .int({ error: "spaces must be a whole number of spaces, at least 1" })
      .min(1, { error: "spaces must be a whole number of spaces, at least 1" })
      .max(MAX_CART_SPACES, { error: `spaces must be at most ${MAX_CART_SPACES}` }),
  },
  { error: "The body must be a JSON object" },
);

/** Departure ids are uuids; anything else names no departure. */
function tripIdOf(params: unknown) {
  const { id } = idParams.parse(params);
  if (!isId(id)) throw AppError.notFound("Departure");
  return id;
}

export function waitlistEntryJson(entry: WaitlistEntryView, withGuest = false) {
  const { guest, ...rest } = entry;
  return {
    ...rest,
    offer: entry.offer && { ...entry.offer, expiresAt: entry.offer.expiresAt.toISOString() },
    createdAt: entry.createdAt.toISOString(),
    ...(withGuest ? { guest } : {}),
  };
}

export function registerWaitlistRoutes(api: FastifyInstance, { waitlist }: AppServices) {
  api.post("/trip/:id/waitlist", async (request, reply) => {
    const user = requireUser(request);
    const tripId = tripIdOf(request.params);
    const entry = await waitlist.join(user, tripId, joinSchema.parse(request.body ?? {}));
    return reply.status(201).send({ success: true, entry: waitlistEntryJson(entry) });
  });
  api.get("/waitlist/me", async (request) => {
    const user = requireUser(request);
    return { success: true, entries: (await waitlist.mine(user)).map((entry) => waitlistEntryJson(entry)) };
  });
  api.delete("/waitlist/:id", async (request) => {
    const user = requireUser(request);
    await waitlist.remove(idParams.parse(request.params).id, user);
    return { success: true, entries: (await waitlist.mine(user)).map((entry) => waitlistEntryJson(entry)) };
  });
}

export function registerWaitlistAdminRoutes(admin: FastifyInstance, { waitlist }: AppServices) {
  admin.get("/trip/:id/waitlist", async (request) => ({
    success: true,
    entries: (await waitlist.ofTrip(tripIdOf(request.params))).map((entry) => waitlistEntryJson(entry, true)),
  }));
  admin.delete("/waitlist/:id", async (request) => {
    const user = requireUser(request);
    const { id } = idParams.parse(request.params);
    const tripId = await waitlist.remove(id, user);
    return {
      success: true,
      entries: (await waitlist.ofTrip(tripId)).map((entry) => waitlistEntryJson(entry, true)),
    };
  });
}
