/**
 * The user as the API and the pages show it (spec §3 User): never the password hash or the TOTP
 * secrets. Every answer that carries a user goes through `toPublicUser`.
 */
import type { users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

export type PublicUser = {
  id: string;
  title: UserRow["title"];
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  countryCode: string;
  phone: string;
  role: UserRow["role"];
  agentDiscount: number;
  avatar: { url: string } | null;
  totpEnabled: boolean;
  createdAt: string;
};

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    country: row.country,
    countryCode: row.countryCode,
    phone: row.phone,
    role: row.role,
    agentDiscount: row.role === "agent" ? row.agentDiscount : 0,
    avatar: row.avatar ? { url: row.avatar.url } : null,
    totpEnabled: Boolean(row.totpSecret),
    createdAt: row.createdAt.toISOString(),
  };
}
