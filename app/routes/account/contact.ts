/**
 * POST /account/contact: the contact form's action, from the contact modal on every page (not a page).
 * The same schema and core call as POST /api/v1/contact: the human check's key, then the message.
 */
import { contactSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, limitedForm } from "../../lib/action-answers.server.ts";
import { textField } from "../../lib/form-data.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/contact";

export async function action({ context, request }: Route.ActionArgs) {
  const read = await limitedForm(context, request, contactSchema);
  if (read.refusal) return read.refusal;
  try {
    await context.services.contact.send(read.fields, textField(read.form, "key"));
    return { done: "Mail sent!" };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
