/** The signed-in user as the profile reads it (spec §3 User; /account/profile, GET /api/v1/me). */
import type { PublicUser } from "../../core/accounts/public-user.ts";
import type { LeadGuest } from "../../core/bookings/booking-types.ts";
import type { AvatarUser } from "../components/user-avatar.tsx";

export type AccountUser = PublicUser;

/** What the avatar needs, from the full user. */
export function toAvatarUser(user: AccountUser): AvatarUser {
  return { firstName: user.firstName, lastName: user.lastName, avatarUrl: user.avatar?.url ?? null };
}

/** A person's contact fields as forms edit them (the lead guest's shape), from the user. */
export function contactOf(user: AccountUser): LeadGuest {
  const { firstName, lastName, email, phone, country, countryCode } = user;
  return { firstName, lastName, email, phone, country, countryCode };
}

export const ROLE_LABELS: Readonly<Record<AccountUser["role"], string>> = {
  customer: "Customer",
  agent: "Agent",
  admin: "Administrator",
};
