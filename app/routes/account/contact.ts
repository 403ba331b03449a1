/**
 * POST /account/contact: the contact form's action, from the contact modal on every page (not a page).
 * The same schema and core call as POST /api/v1/contact: the human check's key, then the message.
 */
import { contactSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm, overLimit } from "../../lib/action-answers.server.ts";
import { formFields, readFormData, textField } from "../../lib/form-data.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/contact";

export async function action({ context, request }: Route.ActionArgs) {
  const limited = overLimit(context);
  if (limited) return limited;
  const form = await readFormData(request);
  const parsed = contactSchema.safeParse(formFields(form));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await context.services.contact.send(parsed.data, textField(form, "key"));
    return { done: "Mail sent!" };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
