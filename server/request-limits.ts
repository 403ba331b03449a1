/**
 * Requests one client address may make to the calls an abuser would repeat (a password guessed, an
 * address signed up, a mailbox flooded): the same allowance on the JSON API's account calls and on the
 * pages' actions that do the same (decision 0031). Counted by @fastify/rate-limit in the database, so N
 * processes on it share one allowance per address (docs/decisions/0018-several-processes.md). The
 * service adds limits per account where it matters (the sign-in throttle).
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { databaseRateLimitStore } from "./rate-limit-store.ts";
import type { AppServices, PublicSettings } from "./services.ts";

export type RequestLimit = { max: number; timeWindow: string };

/**
 * The most a request body may hold, pictures included: the API's (Fastify's `bodyLimit`) and a page
 * form's alike, since a page action reads its whole form into memory before it can refuse a field.
 */
export const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export function accountLimits(settings: PublicSettings) {
  return {
    login: { max: 30, timeWindow: "1 minute" },
    register: { max: settings.signupsPerHour, timeWindow: "1 hour" },
    forgotPassword: { max: 10, timeWindow: "15 minutes" },
    resetPassword: { max: 20, timeWindow: "15 minutes" },
    humanCheck: { max: 60, timeWindow: "1 minute" },
    contact: { max: 5, timeWindow: "10 minutes" },
  } satisfies Record<string, RequestLimit>;
}

/**
 * The pages' actions that do what a limited API call does, with that call's allowance. Over it, each
 * still runs and answers `context.overLimit` before anything else (app/lib/action-answers.server.ts,
 * `overLimit`); tests/server/account-actions.int.test.ts checks every one of them.
 */
export function limitedPageActions(settings: PublicSettings): Record<string, RequestLimit> {
  const limits = accountLimits(settings);
  return {
    "/login": limits.login,
    "/account/register": limits.register,
    "/account/forgot-password": limits.forgotPassword,
    "/account/contact": limits.contact,
  };
}

/** Route options limiting a route per client address. */
export const perClient = (limit: RequestLimit) => ({ config: { rateLimit: limit } });

/** Lets `scope`'s routes declare a limit (`perClient`); a route without one has none. */
export async function registerRateLimits(scope: FastifyInstance, services: AppServices) {
  await scope.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(services.rateLimitDb),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please wait ${context.after} and try again.`), {
        statusCode: 429,
      }),
  });
}
