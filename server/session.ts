/**
 * Who is asking: reads the session cookie on every request and resolves it to a user
 * (`request.user`, null for visitors). Also sets and clears the cookie.
 *
 * The cookie is HttpOnly, SameSite=Lax, Secure in production (then named with the __Host- prefix,
 * which browsers only accept from a secure origin, path /, no domain).
 */
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionUser } from "../core/accounts/session-user.ts";
import { SESSION_ABSOLUTE_MS } from "../core/accounts/session-service.ts";
import type { AppServices } from "./services.ts";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The SHA-256 of this request's session token, when signed in. */
    sessionTokenHash: string | null;
  }
}

export function sessionCookieName(isProduction: boolean): string {
  return isProduction ? "__Host-sid" : "sid";
}

export async function registerSessions(
  app: FastifyInstance,
  options: { services: AppServices; isProduction: boolean },
) {
  const name = sessionCookieName(options.isProduction);
  await app.register(fastifyCookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[name];
    if (!token) return;
    const resolved = await options.services.sessions.resolve(token);
    request.user = resolved?.user ?? null;
    request.sessionTokenHash = resolved?.tokenHash ?? null;
  });
  // Pages and answers for a signed-in user, and every account/admin call, must not be stored by caches.
  app.addHook("onSend", async (request, reply) => {
    if (reply.getHeader("cache-control")) return;
    if (request.user || request.url.startsWith("/api/") || request.url.startsWith("/admin")) {
      reply.header("Cache-Control", "no-store");
    }
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, isProduction: boolean): void {
  reply.setCookie(sessionCookieName(isProduction), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, isProduction: boolean): void {
  reply.clearCookie(sessionCookieName(isProduction), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
  });
}

export function sessionToken(request: FastifyRequest, isProduction: boolean): string | undefined {
  return request.cookies[sessionCookieName(isProduction)];
}
