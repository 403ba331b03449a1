/**
 * POST /account/password (signed in; not a page): the Update password form's action, with the same
 * schema and core call as PUT /api/v1/password/update. The user's other sessions end; this one stays.
 */
import { updatePasswordSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { formFields, readFormData } from "../../lib/form-data.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/password";

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context);
  const parsed = updatePasswordSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await context.services.accounts.updatePassword(
      user.id,
      parsed.data.oldPassword,
      parsed.data.password,
      context.session.tokenHash ?? undefined,
    );
    return { done: "Password updated" };
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
