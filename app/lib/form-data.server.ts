/**
 * A page action's form body. A request that is not a form (another content type, a broken multipart
 * body) is the client's mistake: it answers 400 with a message, never a 500 (the fuzz test sends them).
 */
import { data } from "react-router";

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read: send it as a form.", { status: 400 });
  }
}

/**
 * A page action's JSON body (a screen that sends typed values, posted by `useActionFetcher` with
 * `encType: "application/json"`, parsed with the API's own schema). A body that is not JSON is a 400.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw data("The form could not be read: send it as JSON.", { status: 400 });
  }
}

/** The JSON body's own fields, or none when it is not an object (its schema then names what is missing). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
