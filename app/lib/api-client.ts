/**
 * Calls to the site's own API (/api/v1) from the browser. Every answer has `success`; a failure has a
 * `message` (spec §7: the screens show it) and often a `field`, and may carry more (e.g. the second
 * factor's `mfaRequired` or `mfaEnrolment`), kept in `body`.
 *
 * Requests are same-origin (the session cookie rides along; the server refuses cross-site writes).
 */
import { NETWORK_ERROR_MESSAGE } from "./network-error.ts";

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  message: string;
  field?: string;
  body: Record<string, unknown>;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export { NETWORK_ERROR_MESSAGE };

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (files). */
  form?: FormData;
};

/** The message of a failed answer, or a fallback naming the status when it has none. */
export function failureOf(status: number, payload: unknown): ApiFailure {
  const body: Record<string, unknown> =
    payload && typeof payload === "object" ? Object.fromEntries(Object.entries(payload)) : {};
  const message =
    typeof body.message === "string" && body.message.trim() !== ""
      ? body.message
      : `Something went wrong (error ${status}). Please try again.`;
  return {
    ok: false,
    status,
    message,
    ...(typeof body.field === "string" ? { field: body.field } : {}),
    body,
  };
}

export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form; // the browser sets the multipart boundary
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, body: {} };
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = null; // not JSON (a proxy's error page): the status says what happened
  }
  const success = (payload as { success?: unknown } | null)?.success;
  if (response.ok && success !== false) return { ok: true, status: response.status, data: payload as T };
  return failureOf(response.status, payload);
}
