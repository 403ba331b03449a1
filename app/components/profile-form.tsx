/**
 * Update profile (spec §2 Modals, §5: title, first name, last name, valid e-mail, phone and country
 * required; the picture optional), posted as multipart to the /account/profile action with a fetcher
 * (decision 0031), then 'User updated'.
 *
 * A new e-mail address also needs the current password (decisions/0008: a session alone cannot move
 * the account to another address); the field appears only once the e-mail differs from the saved one,
 * and goes as its own multipart field, `currentPassword`.
 */
import { useMemo, useState } from "react";
import { z } from "zod";
import { profileSchema } from "../../core/accounts/account-schemas.ts";
import { userTitles } from "../../core/accounts/user-constants.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { type AccountUser, contactOf } from "../lib/account-user.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { normaliseEmail } from "../../core/shared/email.ts";
import { AvatarInput, useAvatarFile } from "./avatar-input.tsx";
import { CurrentPasswordField } from "./account-fields.tsx";
import { SelectField, SaveOrCancel } from "./form-field.tsx";
import { PersonFields } from "./person-fields.tsx";
import type { action as profileAction } from "../routes/account/profile.ts";

const EMAIL_CHANGE_PASSWORD_MESSAGE = "Enter your current password to change your e-mail";

/** The profile's fields, plus the current password, required when the e-mail is not `savedEmail`. */
export function profileFormSchema(savedEmail: string) {
  return profileSchema
    .extend({ currentPassword: z.string() })
    .refine((values) => values.email === savedEmail || values.currentPassword !== "", {
      error: EMAIL_CHANGE_PASSWORD_MESSAGE,
      path: ["currentPassword"],
    });
}

export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: AccountUser;
  onSaved: (user: AccountUser) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useSchemaForm(schema, {
    title: user.title,
    ...contactOf(user),
    currentPassword: "",
  });
  const emailChanged = normaliseEmail(form.values.email) !== user.email;
  const [avatar, setAvatar] = useAvatarFile();
  const [saving, setSaving] = useState(false);
  const update = useActionRequest<typeof profileAction>("/account/profile");

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!form.data) return form.touchAll(event.currentTarget);
    setSaving(true);
    const { currentPassword, ...profile } = form.data;
    const body = new FormData();
    for (const [name, value] of Object.entries(profile)) body.append(name, value);
    if (profile.email !== user.email) body.append("currentPassword", currentPassword);
    if (avatar) body.append("avatar", avatar.file);
    // The action's answer reloads the page's data: the header's avatar and tooltip follow.
    const result = await update(body);
    setSaving(false);
    if (!result.ok) return showAlert({ message: result.error, type: "warning" });
    showAlert({ message: result.data.done, type: "success" });
    onSaved(result.data.user);
  };

  return (
    <form className="form-stack" onSubmit={save} noValidate>
      <AvatarInput avatar={avatar} onChange={setAvatar} currentUrl={user.avatar?.url} />
      <SelectField label="Title" required options={userTitles} {...form.bind("title")} />
      <PersonFields form={form} />
      {emailChanged ? (
        <CurrentPasswordField hint="Needed to change your e-mail address" {...form.bind("currentPassword")} />
      ) : null}
      <SaveOrCancel ready={form.valid} saving={saving} label="Save" onCancel={onCancel} />
    </form>
  );
}
