/**
 * POST /account/forgot-password: the Forgot password panel's action (not a page). The same schema and
 * core call as POST /api/v1/password/forgot: the human check's key, then a link by e-mail if an
 * account uses the address; the answer is the same sentence either way.
 */
import { forgotPasswordSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm, overLimit } from "../../lib/action-answers.server.ts";
import { formFields, readFormData } from "../../lib/form-data.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/forgot-password";

export async function action({ context, request }: Route.ActionArgs) {
  const limited = overLimit(context);
  if (limited) return limited;
  const parsed = forgotPasswordSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    return { done: await context.services.accounts.forgotPassword(parsed.data.email, parsed.data.key) };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
