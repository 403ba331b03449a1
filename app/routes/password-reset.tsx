/**
 * /password/reset/{token} (spec §2 public routes, §7 PUT /api/v1/password/reset/{token}): a new
 * password, typed twice. Success shows the server's message and opens the Login panel; a failure
 * (an expired or used link, a refused password) shows it as a warning.
 */
import { useState } from "react";
import { Link, useParams } from "react-router";
import { z } from "zod";
import { passwordSchema } from "../../core/shared/validation.ts";
import { NewPasswordField } from "../components/account-fields.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";

export const meta = () => [{ title: "Reset your password | Andaman Liveaboards" }];

const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: "The two passwords do not match",
    path: ["confirm"],
  });

export default function PasswordResetScreen() {
  const { token = "" } = useParams();
  const form = useSchemaForm(resetFormSchema, { password: "", confirm: "" });
  const [state, setState] = useState<"form" | "saving" | "done">("form");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.data || state !== "form") return form.touchAll();
    setState("saving");
    const result = await apiRequest<{ message?: string }>(
      `/api/v1/password/reset/${encodeURIComponent(token)}`,
      {
        method: "PUT",
        json: { password: form.data.password },
      },
    );
    if (!result.ok) {
      setState("form");
      showAlert({ message: result.message, type: "warning" });
      return;
    }
    setState("done");
    showAlert({ message: result.data.message ?? "Password updated", type: "success" });
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
        {state === "done" ? (
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
            <button
              type="submit"
              className="button button-primary"
              disabled={!form.valid || state === "saving"}
            >
              {state === "saving" ? "Saving…" : "Set new password"}
            </button>
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
