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
};

export const isAdmin = (user: SessionUser | null | undefined) => user?.role === "admin";
export const isAgent = (user: SessionUser | null | undefined) => user?.role === "agent";
