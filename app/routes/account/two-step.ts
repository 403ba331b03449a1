/**
 * POST /account/two-step (signed in; not a page): the profile's two-step sign-in settings, one intent
 * per button, each the same core call as its API twin: `start` (POST /api/v1/me/totp) answers a new key,
 * `confirm` (POST /api/v1/me/totp/confirm) checks a code from it, `disable` (DELETE /api/v1/me/totp)
 * turns it off. Replacing or removing a second factor that is on needs the step-up proof (decisions/0008).
 */
import { z } from "zod";
import { stepUpSchema, totpCodeSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm, refused } from "../../lib/action-answers.server.ts";
import { formFields, readFormData } from "../../lib/form-data.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/two-step";

const confirmSchema = z.object({ code: totpCodeSchema });

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context);
  const fields = formFields(await readFormData(request));
  const proof = stepUpSchema.safeParse(fields);
  if (!proof.success) return invalidForm(proof.error);
  const { accounts } = context.services;
  const meta = context.session.meta;
  try {
    switch (fields.intent) {
      case "start":
        return { enrolment: await accounts.startTotpEnrolment(user.id, proof.data, meta) };
      case "confirm": {
        const parsed = confirmSchema.safeParse(fields);
        if (!parsed.success) return invalidForm(parsed.error);
        return { user: await accounts.confirmTotpEnrolment(user.id, parsed.data.code, proof.data, meta) };
      }
      case "disable":
        return { user: await accounts.disableTotp(user.id, proof.data, meta) };
      default:
        return refused("Choose what to do with two-step sign-in", "intent");
    }
  } catch (error) {
    return actionFailed(error);
  }
}

export const loader = notAPage;
