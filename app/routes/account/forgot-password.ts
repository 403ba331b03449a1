/**
 * POST /account/forgot-password: the Forgot password panel's action (not a page). The same schema and
 * core call as POST /api/v1/password/forgot: the human check's key, then a link by e-mail if an
 * account uses the address; the answer is the same sentence either way.
 */
import { forgotPasswordSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, limitedForm } from "../../lib/action-answers.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/forgot-password";

export async function action({ context, request }: Route.ActionArgs) {
  const read = await limitedForm(context, request, forgotPasswordSchema);
  if (read.refusal) return read.refusal;
  try {
    return { done: await context.services.accounts.forgotPassword(read.fields.email, read.fields.key) };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
