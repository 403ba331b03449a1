/**
 * /account/profile (signed in; not a page): the profile modals read the full user here (title, phone,
 * country, the second factor's state) each time they open, and save the Update profile form here. The
 * action takes the same schemas and makes the same core call as PUT /api/v1/me/update: a new e-mail
 * address needs the current password (decisions/0008), and a picture is optional.
 */
import { profileSchema, stepUpSchema } from "../../../core/accounts/account-schemas.ts";
import { toPublicUser } from "../../../core/accounts/public-user.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { fileBytes, formFields, readFormData } from "../../lib/form-data.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { user: toPublicUser(await context.services.accounts.getUser(user.id)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readFormData(request);
  const fields = formFields(form);
  const parsed = profileSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(parsed.error);
  const proof = stepUpSchema.safeParse(fields);
  if (!proof.success) return invalidForm(proof.error);
  try {
    const updated = await context.services.accounts.updateProfile(user.id, parsed.data, {
      avatar: await fileBytes(form, "avatar"),
      proof: proof.data,
      meta: context.session.meta,
    });
    return { done: "User updated", user: updated };
  } catch (error) {
    return actionFailed(error);
  }
}
