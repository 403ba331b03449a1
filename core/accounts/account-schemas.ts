/**
 * The account forms' fields (spec §3 User, §5), as zod schemas shared by the panels in the browser
 * (disabled-until-valid) and the API (the same checks on the request). Fields a user may not set
 * (role, agentDiscount) are not in these schemas, so they are dropped when sent.
 */
import { z } from "zod";
import { userRoles, userTitles } from "./user-constants.ts";
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

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }),
  /** The 6-digit code of the second factor, when the account has one. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app" })
    .optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const updatePasswordSchema = z.object({
  oldPassword: z.string({ error: "Old password is required" }).min(1, { error: "Old password is required" }),
  password: passwordSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema, key: z.string().optional() });

export const resetPasswordSchema = z.object({ password: passwordSchema });

export const contactSchema = z.object({
  firstName: text("First name"),
  lastName: text("Last name"),
  email: emailSchema,
  phone: text("Phone", 40),
  country: text("Country", 80),
  countryCode: countryCodeSchema,
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
