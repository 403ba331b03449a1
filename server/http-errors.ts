/**
 * The one place where errors become HTTP answers. Every API failure has the shape
 * `{ success: false, message }` (spec §7: the client shows `message`).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { type ErrorCode, isAppError } from "../core/shared/errors.ts";

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 422,
  rate_limited: 429,
  unavailable: 503,
};

export type ErrorBody = { success: false; message: string; field?: string; [extra: string]: unknown };

/** The first problem of a failed zod parse, worded so it names the field. */
export function describeZodError(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid input" };
  const field = issue.path.map(String).join(".");
  if (!field) return { message: issue.message };
  const message = issue.message.toLowerCase().includes(field.toLowerCase())
    ? issue.message
    : `${field}: ${issue.message}`;
  return { message, field };
}

export function toErrorAnswer(error: unknown, isProduction: boolean): { status: number; body: ErrorBody } {
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
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === "FST_REQ_FILE_TOO_LARGE") {
    return {
      status: 413,
      body: { success: false, message: "Avatar: image too large (5 MB at most)", field: "avatar" },
    };
  }
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
    return {
      status: fastifyError.statusCode,
      body: { success: false, message: fastifyError.message ?? "Bad request" },
    };
  }
  return {
    status: 500,
    body: {
      success: false,
      message: isProduction
        ? "Something went wrong on our side. Please try again."
        : String((error as Error)?.message),
    },
  };
}

export function errorHandler(isProduction: boolean) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(error, isProduction);
    if (answer.status >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(answer.status).send(answer.body);
  };
}
