/** The rental price list: names, prices and availability, changed together. */
import { eq } from "drizzle-orm";
import { rentals } from "../../db/schema.ts";
import { type RentalsChange } from "./trip-schemas.ts";
import type { Rental } from "./trip-types.ts";
import type { TripAdminDeps } from "./trip-admin-steps.ts";

export async function updateRentals(deps: TripAdminDeps, change: RentalsChange): Promise<Rental[]> {
  await deps.db.transaction(async (tx) => {
    for (const item of change.rentals) {
      const set: Partial<typeof rentals.$inferInsert> = { updatedAt: deps.now() };
      if (item.name !== undefined) set.name = item.name;
      if (item.price !== undefined) set.price = item.price;
      if (item.available !== undefined) set.available = item.available;
      await tx.update(rentals).set(set).where(eq(rentals.id, item.id));
    }
  });
  deps.contentEvents.emit({ kind: "trip" });
  return deps.trips.rentals({ all: true });
}
