/**
 * The account forms' fields (spec §3 User, §5), as zod schemas shared by the panels in the browser
 * (disabled-until-valid) and the API (the same checks on the request). Fields a user may not set
 * (role, agentDiscount) are not in these schemas, so they are dropped when sent.
 */
import { z } from "zod";
import { userRoles, userTitles } from "./user-constants.ts";
import { choiceFilter, listQuerySchema } from "../shared/list-query.ts";
import { emailSchema, passwordSchema, requiredText } from "../shared/validation.ts";

export const titleSchema = z.enum(userTitles, { error: "Title must be Mr, Mrs or Ms" });

export const countryCodeSchema = z
  .string({ error: "Country is required" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: "Country code must be two letters" });

/** A short text with a sane upper bound, so nobody stores a novel in a name. */
const text = (label: string, max = 100) => requiredText(label).max(max, { error: `${label} is too long` });

export const profileSchema = z.object({
  title: titleSchema,
  firstName: text("First name"),
  lastName: text("Last name"),
  email: emailSchema,
  phone: text("Phone", 40),
  country: text("Country", 80),
  countryCode: countryCodeSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const registerSchema = profileSchema.extend({ password: passwordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The 6-digit code of an authenticator app. */
export const totpCodeSchema = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .trim()
  .regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app" });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }),
  /** The 6-digit code of the second factor, when the account has one. */
  code: totpCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const updatePasswordSchema = z.object({
  oldPassword: z.string({ error: "Old password is required" }).min(1, { error: "Old password is required" }),
  password: passwordSchema,
});

/**
 * Step-up proof (decisions/0008): what a change that could take the account over needs beyond the
 * session: `currentPassword`, or `currentCode` (a current code of the account's authenticator, when
 * two-step sign-in is on). An empty password counts as none.
 */
export const stepUpSchema = z.object({
  currentPassword: z
    .string({ error: "Current password must be text" })
    .max(1000, { error: "Current password is too long" })
    .optional(),
  currentCode: totpCodeSchema.optional(),
});
export type StepUpProof = z.infer<typeof stepUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema, key: z.string().optional() });

export const resetPasswordSchema = z.object({ password: passwordSchema });

/** Spec §3 Contact message: the person's fields of the profile (no title), and the message. */
export const contactSchema = profileSchema.omit({ title: true }).extend({
  message: requiredText("Message", { multiline: true }).max(5000, {
    error: "Message is too long (5,000 characters at most)",
  }),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const adminUserUpdateSchema = profileSchema.partial().extend({
  role: z.enum(userRoles, { error: "Role must be customer, agent or admin" }).optional(),
  agentDiscount: z
    .number({ error: "Agent discount must be a number" })
    .int({ error: "Agent discount must be a whole percent" })
    .min(0, { error: "Agent discount must be between 0 and 100" })
    .max(100, { error: "Agent discount must be between 0 and 100" })
    .optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** The admin users list's query (spec §7 Admin users): page, search by name or e-mail, role. */
export const userListQuerySchema = listQuerySchema({ role: choiceFilter(userRoles, "Role") });
