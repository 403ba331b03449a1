/**
 * The account screens' own form checks, built from the shared field rules (validation.ts) and kept
 * apart from the components: the browser imports this module only when a visitor starts on one of
 * these forms (use-schema-form.ts, decision 0032), so zod is not part of a public page's first scripts.
 */
import { z } from "zod";
import { emailSchema, passwordSchema } from "../shared/validation.ts";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE } from "../shared/validation-messages.ts";

/** Spec §5: "Password counts as filled at 6 or more characters (login)". */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGE }),
});

/** The forgot-password panel: the e-mail the link goes to. */
export const forgotFormSchema = z.object({ email: emailSchema });

/** The reset page: the new password, typed twice alike. */
export const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: "The two passwords do not match",
    path: ["confirm"],
  });
