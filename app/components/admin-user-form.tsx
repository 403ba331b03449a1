/**
 * An administrator's form for one user: details, role, and the agent discount (0–100 %, for agents).
 * Only the fields changed are sent (PUT /api/v1/admin/user/{id}), checked first with the server's
 * adminUserUpdateSchema; 'User updated' on success, the server's message as a warning otherwise.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminUserUpdateSchema } from "../../core/accounts/account-schemas.ts";
import { userRoles, userTitles } from "../../core/accounts/user-constants.ts";
import { type AccountUser, ROLE_LABELS } from "../lib/account-user.ts";
import { type AdminUserValues, changedFields, valuesOf } from "../lib/admin-user-changes.ts";
import { showAlert } from "../lib/alerts.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { firstErrors } from "../lib/use-schema-form.ts";
import { CountryPicker } from "./country-picker.tsx";
import { SelectField, TextField } from "./form-field.tsx";

export function AdminUserForm({ user }: { user: AccountUser }) {
  const [saved, setSaved] = useState(() => valuesOf(user));
  const [values, setValues] = useState(saved);
  const [touched, setTouched] = useState<Partial<Record<keyof AdminUserValues, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const { revalidate } = useRevalidator();

  const changes = changedFields(values, saved);
  const parsed = adminUserUpdateSchema.safeParse(changes);
  const errors = parsed.success ? {} : firstErrors(parsed.error.issues);
  const hasChanges = Object.keys(changes).length > 0;

  const bind = (name: keyof AdminUserValues) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success || !hasChanges || saving) return;
    setSaving(true);
    const result = await apiRequest<{ user: AccountUser }>(`/api/v1/admin/user/${user.id}`, {
      method: "PUT",
      json: parsed.data,
    });
    setSaving(false);
    if (!result.ok) return showAlert({ message: result.message, type: "warning" });
    showAlert({ message: "User updated", type: "success" });
    const next = valuesOf(result.data.user);
    setSaved(next);
    setValues(next);
    setTouched({});
    void revalidate();
  };

  return (
    <form className="form-card form-stack" onSubmit={save} noValidate aria-labelledby="user-details-title">
      <h2 id="user-details-title" className="panel-heading">
        Details and role
      </h2>
      <div className="field-row">
        <SelectField label="Title" options={userTitles} {...bind("title")} />
        <SelectField
          label="Role"
          options={userRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...bind("role")}
        />
      </div>
      {values.role === "agent" ? (
        <TextField
          label="Agent discount (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          hint="A whole percent from 0 to 100, taken off agents' cabin prices."
          {...bind("agentDiscount")}
        />
      ) : null}
      <div className="field-row">
        <TextField label="First name" {...bind("firstName")} />
        <TextField label="Last name" {...bind("lastName")} />
      </div>
      <TextField label="E-mail" type="email" autoCapitalize="none" spellCheck={false} {...bind("email")} />
      <TextField label="Phone / WhatsApp" type="tel" {...bind("phone")} />
      <CountryPicker
        value={{ country: values.country, countryCode: values.countryCode }}
        onChange={(choice) => setValues((current) => ({ ...current, ...choice }))}
        error={errors.country ?? errors.countryCode}
      />
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={!hasChanges || !parsed.success || saving}
        >
          {saving ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={!hasChanges || saving}
          onClick={() => {
            setValues(saved);
            setTouched({});
          }}
        >
          Undo changes
        </button>
      </div>
    </form>
  );
}
