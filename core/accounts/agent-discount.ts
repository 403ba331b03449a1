import type { UserRole } from "./user-constants.ts";

/**
 * The discount percent a user's bookings get: only agents have one. The stored `agentDiscount` of a
 * user who is not (or no longer) an agent means nothing, so every price, session and screen asks here
 * instead of reading the column.
 */
export function effectiveAgentDiscount(
  user: { role: UserRole; agentDiscount?: number | null } | null | undefined,
): number {
  return user?.role === "agent" ? (user.agentDiscount ?? 0) : 0;
}
