/**
 * Update password (spec §2 Modals, §5: the old and the new password each must pass a check):
 * posted to the /account/password action with a fetcher (decision 0031), then 'Password updated'. The
 * server ends the user's other sessions.
 */
import { useState } from "react";
import { updatePasswordSchema } from "../../core/accounts/account-schemas.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { CurrentPasswordField, NewPasswordField } from "./account-fields.tsx";
import { SaveOrCancel } from "./form-field.tsx";
import type { action as passwordAction } from "../routes/account/password.ts";

export function PasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useSchemaForm(updatePasswordSchema, { oldPassword: "", password: "" });
  const [saving, setSaving] = useState(false);
  const update = useActionRequest<typeof passwordAction>("/account/password");

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!form.data) return form.touchAll(event.currentTarget);
    setSaving(true);
    const result = await update(form.data);
    setSaving(false);
    if (!result.ok) return showAlert({ message: result.error, type: "warning" });
    showAlert({ message: result.data.done, type: "success" });
    onDone();
  };

  return (
    <form className="form-stack" onSubmit={save} noValidate>
      <CurrentPasswordField {...form.bind("oldPassword")} />
      <NewPasswordField {...form.bind("password")} />
      <SaveOrCancel ready={form.valid} saving={saving} label="Update password" onCancel={onCancel} />
    </form>
  );
}
