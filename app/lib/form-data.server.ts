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
