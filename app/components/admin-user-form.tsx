/**
 * An administrator's form for one user: details, role, and the agent discount (0–100 %, for agents).
 * Only the fields changed are sent, to the route's action (app/routes/admin/user.tsx), checked first
 * with the server's adminUserUpdateSchema through the shared form hook; 'User updated' on success, the
 * server's message as a warning otherwise.
 */
import { useMemo, useState } from "react";
import { userRoles, userTitles } from "../../core/accounts/user-constants.ts";
import { type AccountUser, ROLE_LABELS } from "../lib/account-user.ts";
import { adminUserChangesSchema, changedFields, valuesOf } from "../lib/admin-user-changes.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionFetcher } from "../lib/use-action-fetcher.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { EmailField } from "./account-fields.tsx";
import { CountryPicker } from "./country-picker.tsx";
import { SelectField, TextField } from "./form-field.tsx";

export function AdminUserForm({ user }: { user: AccountUser }) {
  const [saved, setSaved] = useState(() => valuesOf(user));
  const schema = useMemo(() => adminUserChangesSchema(saved), [saved]);
  const form = useSchemaForm(schema, saved);
  const hasChanges = Object.keys(changedFields(form.values, saved)).length > 0;
  const { submit, busy: saving } = useActionFetcher<{ user: AccountUser }>({
    onDone: (answer) => {
      showAlert({ message: "User updated", type: "success" });
      const next = valuesOf(answer.user);
      setSaved(next);
      form.reset(next);
    },
  });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.data || !hasChanges || saving) return form.touchAll();
    void submit(form.data);
  };

  return (
    <form className="form-card form-stack" onSubmit={save} noValidate aria-labelledby="user-details-title">
      <h2 id="user-details-title" className="panel-heading">
        Details and role
      </h2>
      <div className="field-row">
        <SelectField label="Title" options={userTitles} {...form.bind("title")} />
        <SelectField
          label="Role"
          options={userRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...form.bind("role")}
        />
      </div>
      {form.values.role === "agent" ? (
        <TextField
          label="Agent discount (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          hint="A whole percent from 0 to 100, taken off agents' cabin prices."
          {...form.bind("agentDiscount")}
        />
      ) : null}
      <div className="field-row">
        <TextField label="First name" {...form.bind("firstName")} />
        <TextField label="Last name" {...form.bind("lastName")} />
      </div>
      {/* Someone else's address: the browser must not offer the administrator's own. */}
      <EmailField autoComplete="off" {...form.bind("email")} />
      <TextField label="Phone / WhatsApp" type="tel" {...form.bind("phone")} />
      <CountryPicker
        value={{ country: form.values.country, countryCode: form.values.countryCode }}
        onChange={(choice) => form.setFields(choice)}
        error={form.errorFor("country") ?? form.errorFor("countryCode")}
      />
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={!hasChanges || !form.valid || saving}
        >
          {saving ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={!hasChanges || saving}
          onClick={() => form.reset(saved)}
        >
          Undo changes
        </button>
      </div>
    </form>
  );
}
