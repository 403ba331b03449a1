/**
 * Update password (spec §2 Modals, §5: the old and the new password each must pass a check):
 * PUT /api/v1/password/update, then 'Password updated'. The server ends the user's other sessions.
 */
import { useState } from "react";
import { updatePasswordSchema } from "../../core/accounts/account-schemas.ts";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { CurrentPasswordField, NewPasswordField } from "./account-fields.tsx";
import { SubmitButton } from "./form-field.tsx";

export function PasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useSchemaForm(updatePasswordSchema, { oldPassword: "", password: "" });
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!form.data) return form.touchAll(event.currentTarget);
    setSaving(true);
    const result = await apiRequest<{ message?: string }>("/api/v1/password/update", {
      method: "PUT",
      json: form.data,
    });
    setSaving(false);
    if (!result.ok) return showAlert({ message: result.message, type: "warning" });
    showAlert({ message: result.data.message ?? "Password updated", type: "success" });
    onDone();
  };

  return (
    <form className="form-stack" onSubmit={save} noValidate>
      <CurrentPasswordField {...form.bind("oldPassword")} />
      <NewPasswordField {...form.bind("password")} />
      <div className="button-row">
        <SubmitButton ready={form.valid} busy={saving}>
          {saving ? "Saving…" : "Update password"}
        </SubmitButton>
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
