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
  return typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body } : {};
}

/** A form's text fields, as a zod schema parses them (a file in one of them fails its schema). */
export function formFields(form: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(form);
}

/**
 * The bytes of an optional file field (an avatar): undefined when none was chosen. The image store
 * checks the bytes themselves (size and format) and answers a bad picture with a message.
 */
export async function fileBytes(form: FormData, name: string): Promise<Uint8Array | undefined> {
  const value = form.get(name);
  if (value === null || value === "") return undefined;
  if (typeof value === "string")
    throw data({ error: `${name} must be a file`, field: name }, { status: 400 });
  return value.size === 0 ? undefined : new Uint8Array(await value.arrayBuffer());
}

/** An optional text field (the human check's key): undefined when absent or a file. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}
