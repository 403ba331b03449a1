/**
 * Who may call: the API's guards, one wording for all of them. A visitor gets 401, a signed-in user
 * who is not an admin 403. (Pages guard with redirects instead: app/lib/guards.server.ts; both ask
 * `hasAdminAccess` of core/accounts/session-user.ts.)
 */
import type { FastifyRequest } from "fastify";
import {
  ADMIN_SECOND_FACTOR_MESSAGE,
  hasAdminAccess,
  type SessionUser,
} from "../../core/accounts/session-user.ts";
import { AppError } from "../../core/shared/errors.ts";

export const SIGN_IN_MESSAGE = "Please log in to continue";
export const ADMIN_ONLY_MESSAGE = "Only administrators may do this";

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("unauthorized", SIGN_IN_MESSAGE);
  return request.user;
}

/**
 * The signed-in admin whose session passed the second factor, or 401 for a visitor and 403 for anyone
 * else (an admin on a session without the second factor is told to sign in again with the code).
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== "admin") throw new AppError("forbidden", ADMIN_ONLY_MESSAGE);
  if (!hasAdminAccess(user)) throw new AppError("forbidden", ADMIN_SECOND_FACTOR_MESSAGE);
  return user;
}
