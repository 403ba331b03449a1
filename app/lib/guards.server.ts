/**
 * Route guards (spec §6): protected screens redirect visitors to /, admin screens redirect anyone
 * who is not an admin to /.
 */
import { type AppLoadContext, redirect } from "react-router";
import { isAdmin, type SessionUser } from "../../core/accounts/session-user.ts";

export function requireUser(context: AppLoadContext): SessionUser {
  if (!context.user) throw redirect("/");
  return context.user;
}

export function requireAdmin(context: AppLoadContext): SessionUser {
  const user = requireUser(context);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}
