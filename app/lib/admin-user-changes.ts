/**
 * What an administrator's edit of a user sends: only the fields changed, as the user screen's action
 * and PUT /api/v1/admin/user/{id} take them (the agent discount as a number, and only for agents).
 */
import { z } from "zod";
import { adminUserUpdateSchema } from "../../core/accounts/account-schemas.ts";
import type { LeadGuest } from "../../core/bookings/booking-types.ts";
import { type AccountUser, contactOf } from "./account-user.ts";

export type AdminUserValues = LeadGuest & { title: string; role: string; agentDiscount: string };

export function valuesOf(user: AccountUser): AdminUserValues {
  return {
    title: user.title,
    ...contactOf(user),
    role: user.role,
    agentDiscount: String(user.agentDiscount),
  };
}

/** The fields that differ from the saved user, as the API takes them (the discount as a number). */
export function changedFields(
  values: AdminUserValues,
  saved: AdminUserValues,
): Record<string, string | number> {
  const changes: Record<string, string | number> = {};
  for (const name of Object.keys(values) as (keyof AdminUserValues)[]) {
    if (values[name] === saved[name]) continue;
    if (name === "agentDiscount") {
      if (values.role !== "agent") continue;
      changes.agentDiscount = values.agentDiscount.trim() === "" ? Number.NaN : Number(values.agentDiscount);
    } else {
      changes[name] = values[name];
    }
  }
  // Becoming an agent: the discount shown is the one to save.
  if (changes.role === "agent" && changes.agentDiscount === undefined) {
    changes.agentDiscount = Number(values.agentDiscount);
  }
  return changes;
}

/**
 * The admin user form's schema for the shared form hook: the form's values (all text) become the
 * changes from `saved`, checked as the API checks them, so the hook's messages are keyed by field and
 * its parsed data is the request body.
 */
export function adminUserChangesSchema(saved: AdminUserValues) {
  return z
    .custom<AdminUserValues>()
    .transform((values) => changedFields(values, saved))
    .pipe(adminUserUpdateSchema);
}
