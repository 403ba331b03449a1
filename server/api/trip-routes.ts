/**
 * The trip calls (the contract is in docs/api.md "API: the trip calls"). Public reads
 * here; the admin calls are registered under /admin by {@link registerTripAdminRoutes}, behind the
 * admin guard of ./admin-routes.ts. Admin calls take JSON; amounts are THB.
 */
import type { FastifyInstance } from "fastify";
import {
  adminTripListQuerySchema,
  rentalsChangeSchema,
  tripChangeSchema,
  tripInputSchema,
  tripListQuerySchema,
  tripSeriesSchema,
} from "../../core/trips/trip-schemas.ts";
import type { AppServices } from "../services.ts";
import { rentalJson, tripJson, tripListJson } from "./trip-json.ts";
import { idParams } from "./params.ts";

export function registerTripRoutes(api: FastifyInstance, { trips }: AppServices) {
  api.get("/trips", async (request) =>
    tripListJson(await trips.listPublic(tripListQuerySchema.parse(request.query)), "public"),
  );
  api.get("/trip/:id", async (request) => ({
    success: true,
    trip: tripJson(await trips.get(idParams.parse(request.params).id), "public"),
  }));
  api.get("/rentals", async () => ({ success: true, rentals: (await trips.rentals()).map(rentalJson) }));
}

export function registerTripAdminRoutes(admin: FastifyInstance, { trips, tripAdmin }: AppServices) {
  admin.get("/trips", async (request) =>
    tripListJson(await trips.listAdmin(adminTripListQuerySchema.parse(request.query)), "admin"),
  );
  admin.get("/trip/:id", async (request) => ({
    success: true,
    trip: tripJson(await trips.get(idParams.parse(request.params).id, { admin: true }), "admin"),
  }));
  admin.post("/trip/new", async (request, reply) => {
    const { trip, warnings } = await tripAdmin.create(tripInputSchema.parse(request.body ?? {}));
    return reply.status(201).send({ success: true, trip: tripJson(trip, "admin"), warnings });
  });
  admin.put("/trip/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const { trip, warnings } = await tripAdmin.update(id, tripChangeSchema.parse(request.body ?? {}));
    return { success: true, trip: tripJson(trip, "admin"), warnings };
  });
  admin.delete("/trip/:id", async (request) => ({
    success: true,
    trip: tripJson(await tripAdmin.delete(idParams.parse(request.params).id), "admin"),
  }));
  admin.post("/trip/:id/cancel", async (request) => {
    const { trip, guestsToTell } = await tripAdmin.cancel(idParams.parse(request.params).id);
    return { success: true, trip: tripJson(trip, "admin"), guestsToTell };
  });
  admin.post("/trips/series", async (request, reply) => {
    const { trips: created, warnings } = await tripAdmin.createSeries(
      tripSeriesSchema.parse(request.body ?? {}),
    );
    return reply.status(201).send({
      success: true,
      trips: created.map((trip) => tripJson(trip, "admin")),
      count: created.length,
      warnings,
    });
  });
  admin.get("/rentals", async () => ({
    success: true,
    rentals: (await trips.rentals({ all: true })).map(rentalJson),
  }));
  admin.put("/rentals", async (request) => ({
    success: true,
    rentals: (await tripAdmin.updateRentals(rentalsChangeSchema.parse(request.body ?? {}))).map(rentalJson),
  }));
}
