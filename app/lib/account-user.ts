/** The signed-in user as GET /api/v1/me answers it (spec §3 User), for the profile screens. */
import type { PublicUser } from "../../core/accounts/account-service.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";

export type AccountUser = PublicUser;

/** What the avatar needs, from the full user. */
export function toAvatarUser(user: AccountUser): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatar?.url ?? null,
    agentDiscount: user.agentDiscount,
  };
}

export const ROLE_LABELS: Readonly<Record<AccountUser["role"], string>> = {
  customer: "Customer",
  agent: "Agent",
  admin: "Administrator",
};
