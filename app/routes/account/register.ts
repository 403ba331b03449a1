/**
 * POST /account/register: the Create an Account panel's action (a fetcher posts here from any page;
 * not a page itself). The same schema and core call as POST /api/v1/register: the human check's key,
 * the account, then a session with the API's cookie (server/browser-session.ts).
 */
import { registerSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm, overLimit } from "../../lib/action-answers.server.ts";
import { fileBytes, formFields, readFormData, textField } from "../../lib/form-data.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/register";

export async function action({ context, request }: Route.ActionArgs) {
  const limited = overLimit(context);
  if (limited) return limited;
  const form = await readFormData(request);
  const parsed = registerSchema.safeParse(formFields(form));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await context.session.register(parsed.data, {
      avatar: await fileBytes(form, "avatar"),
      key: textField(form, "key"),
    });
    return { done: "Registration complete!" };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
