/**
 * POST /account/register: the Create an Account panel's action (a fetcher posts here from any page;
 * not a page itself). The same schema and core call as POST /api/v1/register: the human check's key,
 * the account, then a session with the API's cookie (server/browser-session.ts).
 */
import { registerSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, limitedForm } from "../../lib/action-answers.server.ts";
import { fileBytes, textField } from "../../lib/form-data.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/register";

export async function action({ context, request }: Route.ActionArgs) {
  const read = await limitedForm(context, request, registerSchema);
  if (read.refusal) return read.refusal;
  try {
    await context.session.register(read.fields, {
      avatar: await fileBytes(read.form, "avatar"),
      key: textField(read.form, "key"),
    });
    return { done: "Registration complete!" };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
