/**
 * /password/reset/{token} (spec §2 public routes, §7 PUT /api/v1/password/reset/{token}): a new
 * password, typed twice. The server looks at the link first: a malformed, unknown, used or expired
 * one is said at once, with a button that asks for a new link (the Forgot password panel), instead of
 * a form that could only fail. Success shows the server's message and opens the Login panel; a refused
 * password shows as a warning, and a link used meanwhile (another tab) turns the page into the notice.
 *
 * The form posts to this route's action with a fetcher (decision 0031), which makes the API's core call.
 */
import { useState } from "react";
import { Link, useParams } from "react-router";
import {
  PASSWORD_RESET_DONE,
  resetLinkProblems,
  RESET_LINK_MESSAGES,
  type ResetLinkProblem,
} from "../../core/accounts/reset-link.ts";
import { NewPasswordField } from "../components/account-fields.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { actionFailed } from "../lib/action-answers.server.ts";
import { formFields, readFormData } from "../lib/form-data.server.ts";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/password-reset";
import { SubmitButton } from "../components/form-field.tsx";
import { seoMeta } from "../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { problem: await context.services.accounts.resetLinkProblem(params.token) };
}

/** The link's checks and the new password's schema are the service's, in the API's order. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  try {
    await context.services.accounts.resetPassword(params.token, fields);
    return { done: PASSWORD_RESET_DONE };
  } catch (error) {
    return actionFailed(error);
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Reset your password",
    description: "Choose a new password for your Andaman Liveaboards account.",
    noindex: true,
  });

/** The form's checks, loaded when the visitor starts on the form (use-schema-form.ts). */
const resetFormSchema = () =>
  import("../../core/accounts/account-form-schemas.ts").then((m) => m.resetFormSchema);

const isProblem = (value: unknown): value is ResetLinkProblem =>
  resetLinkProblems.includes(value as ResetLinkProblem);

export default function PasswordResetScreen({ loaderData }: Route.ComponentProps) {
  const { token = "" } = useParams();
  const form = useSchemaForm(resetFormSchema, { password: "", confirm: "" });
  const [state, setState] = useState<"form" | "saving" | "done">("form");
  const [problem, setProblem] = useState<ResetLinkProblem | null>(loaderData.problem);
  const reset = useActionRequest<typeof action>(`/password/reset/${encodeURIComponent(token)}`);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state !== "form") return;
    if (!form.data) return form.touchAll(event.currentTarget);
    setState("saving");
    const result = await reset({ password: form.data.password });
    if (!result.ok) {
      setState("form");
      const reason = result.details?.reason;
      if (isProblem(reason)) return setProblem(reason);
      showAlert({ message: result.error, type: "warning" });
      return;
    }
    setState("done");
    showAlert({ message: result.data.done, type: "success" });
    openAccountPanel("login", { redirect: "/" });
  };

  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Reset your password"
        summary="Choose a new password for your account."
        size="compact"
      />
      <div className="container screen-body">
        {problem ? (
          <div className="form-card" role="alert" aria-labelledby="reset-problem-title">
            <h2 id="reset-problem-title" className="panel-heading">
              {problem === "expired"
                ? "This link has expired"
                : problem === "used"
                  ? "This link has been used"
                  : "This link does not work"}
            </h2>
            <p>{RESET_LINK_MESSAGES[problem]}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => openAccountPanel("forgot")}
            >
              Send me a new link
            </button>
          </div>
        ) : state === "done" ? (
          <div className="form-card">
            <h2 className="panel-heading">Your password is changed</h2>
            <p>You can now log in with your new password.</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => openAccountPanel("login", { redirect: "/" })}
            >
              Log in
            </button>
          </div>
        ) : (
          <form className="form-card form-stack" onSubmit={submit} noValidate aria-labelledby="reset-title">
            <h2 id="reset-title" className="panel-heading">
              Choose a new password
            </h2>
            <NewPasswordField {...form.bind("password")} />
            <NewPasswordField label="Repeat the new password" hint={null} {...form.bind("confirm")} />
            <SubmitButton ready={form.valid} busy={state === "saving"}>
              {state === "saving" ? "Saving…" : "Set new password"}
            </SubmitButton>
          </form>
        )}
        <p>
          <Link to="/" className="text-link">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
