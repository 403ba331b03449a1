/**
 * On first start the site needs an administrator. With ADMIN_EMAIL/ADMIN_PASSWORD set, that account is
 * created; without them one is created with a generated password, printed once to the log.
 * Nothing happens when any admin exists already.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { normaliseEmail } from "../shared/email.ts";
import { SITE_NAME } from "../site/seo.ts";
import { generatePassword, hashPassword } from "./password.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@andaman-liveaboards.test";

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined };

export async function ensureFirstAdmin(
  db: Database,
  given: { email: string; password: string } | undefined,
): Promise<FirstAdminResult> {
  const email = normaliseEmail(given?.email ?? DEFAULT_ADMIN_EMAIL);
  const password = given?.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    if (existing) return { created: false } as const;
    await tx
      .insert(users)
      .values({
        title: "Mr",
        // Named after the operator (the dashboard greets it, the account menu shows it), never a
        // placeholder such as "Site": the administrator changes it to their own name in their profile.
        firstName: SITE_NAME,
        lastName: "Office",
        email,
        country: "Thailand",
        countryCode: "th",
        phone: "+66 76 000 000",
        role: "admin",
        passwordHash,
      })
      .onConflictDoUpdate({ target: users.email, set: { role: "admin", passwordHash } });
    return { created: true, email, generatedPassword: given ? undefined : password } as const;
  });
}
