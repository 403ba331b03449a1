/**
 * The one place where errors become HTTP answers. Every API failure has the shape
 * `{ success: false, message }` (spec §7: the client shows `message`).
 *
 * A client's mistake is always a 4xx: a domain error by the status table beside AppError
 * (core/shared/errors.ts), a failed schema, a value the database could not take, and every error
 * Fastify or its plugins raise while reading the request (FST_ codes, bad JSON, content types). Only
 * our own failures are 5xx, and their details (which may quote SQL or parameters) are shown only when
 * `exposeInternals` is set: under `npm run dev`, never under `npm start`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import {
  isDatabaseUnavailable,
  isDataException,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_SECONDS,
} from "../core/shared/db-errors.ts";
import { AppError, isAppError, statusByCode } from "../core/shared/errors.ts";

export type ErrorBody = { success: false; message: string; field?: string; [extra: string]: unknown };
export type ErrorAnswer = { status: number; body: ErrorBody };
export type ErrorOptions = {
  /** Show the message of unexpected errors (development only: it may quote SQL, paths, parameters). */
  exposeInternals: boolean;
};

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
export { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from "../core/shared/db-errors.ts";
export const UNUSABLE_INPUT_MESSAGE =
  "Some of the input could not be used (it holds characters or values that are not allowed). Please check it and try again.";

/** Letters and digits only, lower-cased: "First name" and "firstName" both become "firstname". */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The first problem of a failed zod parse, worded so it names the field: a message that names it
 * already ("First name is required" for firstName) is kept, another gets the field in front.
 */
export function describeZodError(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid input" };
  const field = issue.path.map(String).join(".");
  if (!field) return { message: issue.message };
  const message = bare(issue.message).includes(bare(field)) ? issue.message : `${field}: ${issue.message}`;
  return { message, field };
}

/** The 4xx status an error of Fastify, a plugin or Node's HTTP layer carries, if any. */
function clientErrorStatus(error: unknown): number | undefined {
  const { statusCode, status } = (error ?? {}) as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === "number" ? statusCode : status;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}

export function toErrorAnswer(error: unknown, options: ErrorOptions): ErrorAnswer {
  if (isAppError(error)) {
    return {
      status: statusByCode[error.code],
      body: {
        ...error.extra,
        success: false,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      },
    };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { success: false, ...describeZodError(error) } };
  }
  if (isDataException(error)) {
    return {
      status: 400,
      body: { success: false, message: withDetail(UNUSABLE_INPUT_MESSAGE, error, options) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { success: false, message: UNAVAILABLE_MESSAGE } };
  }
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined) {
    const message = (error as Error).message;
    return { status: clientStatus, body: { success: false, message: message || "Bad request" } };
  }
  return {
    status: 500,
    body: { success: false, message: withDetail(INTERNAL_ERROR_MESSAGE, error, options) },
  };
}

function withDetail(message: string, error: unknown, { exposeInternals }: ErrorOptions): string {
  if (!exposeInternals) return message;
  return `${message} (development only: ${String((error as Error)?.message ?? error)})`;
}

export function errorHandler(options: ErrorOptions) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(error, options);
    if (answer.status === 503) {
      // Expected while the database restarts: one line, no stack; the pool reconnects by itself.
      request.log.warn({ reason: (error as Error)?.message }, "database unavailable");
      reply.header("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
    } else if (answer.status >= 500) request.log.error({ err: error }, "request failed");
    // Bad input the checks let through to the database: a bug in a check, worth a look.
    else if (isDataException(error)) request.log.warn({ err: error }, "database refused a value");
    // Every answer carries its request id in X-Request-Id (server/metrics.ts), as every log line of the
    // request does; a failure of ours repeats it in the body, where a visitor reporting it can see it.
    const body = answer.status >= 500 ? { ...answer.body, requestId: request.id } : answer.body;
    return reply.status(answer.status).send(body);
  };
}

/**
 * Refuses a NUL character anywhere in the address (path segment or query string, raw or as %00):
 * no page or call needs one, and the database refuses it in text.
 */
export async function refuseNulInUrl(request: FastifyRequest): Promise<void> {
  if (request.url.includes("%00") || request.url.includes("\u0000")) {
    throw AppError.badRequest("The address holds a NUL character (%00), which is not allowed");
  }
}
