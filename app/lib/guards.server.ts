/**
 * Route guards (spec §6): protected screens redirect visitors to /, admin screens redirect anyone
 * who is not an admin to /, and an admin whose session has not passed the second factor too.
 */
import { type AppLoadContext, redirect } from "react-router";
import { hasAdminAccess, type SessionUser } from "../../core/accounts/session-user.ts";

export function requireUser(context: AppLoadContext): SessionUser {
  if (!context.user) throw redirect("/");
  return context.user;
}

export function requireAdmin(context: AppLoadContext): SessionUser {
  const user = requireUser(context);
  if (!hasAdminAccess(user)) throw redirect("/");
  return user;
}
