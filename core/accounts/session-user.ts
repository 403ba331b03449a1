import type { UserRole } from "./user-constants.ts";

/** Who is asking: what guards, the header and the account menu need of the signed-in user. */
export type SessionUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  avatarUrl: string | null;
  agentDiscount: number;
  /** This session's sign-in passed the second factor (a TOTP code). */
  secondFactor: boolean;
};

/**
 * May use the admin pages and calls: the admin role AND a session that passed the second factor. A user
 * promoted while signed in must sign in again with a code first (decisions/0008).
 */
export const hasAdminAccess = (user: SessionUser | null | undefined) =>
  user?.role === "admin" && user.secondFactor;
/** The message for an admin whose session has not passed the second factor (API 403). */
export const ADMIN_SECOND_FACTOR_MESSAGE =
  "Please log out and sign in again with the 6-digit code from your authenticator app to use the admin pages";
export const isAgent = (user: SessionUser | null | undefined) => user?.role === "agent";
