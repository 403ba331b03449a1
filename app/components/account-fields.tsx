/**
 * The account fields every form writes the same way: the e-mail (spec §5: no auto-capitalisation), a
 * new password (with the spec's "6 characters minimum" hint) and the current password. Each takes the
 * props of a TextField (usually `form.bind(name)`), and may rename its label.
 */
import type { ComponentProps, ReactNode } from "react";
import { MIN_PASSWORD_LENGTH } from "../../core/shared/validation-messages.ts";
import { TextField } from "./form-field.tsx";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type"> & { label?: ReactNode };

export function EmailField({ label = "E-mail", ...input }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...input}
    />
  );
}

export function NewPasswordField({ label = "New password", ...input }: FieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required
      hint={`${MIN_PASSWORD_LENGTH} characters minimum`}
      {...input}
    />
  );
}

export function CurrentPasswordField({ label = "Current password", ...input }: FieldProps) {
  return <TextField label={label} type="password" autoComplete="current-password" required {...input} />;
}
