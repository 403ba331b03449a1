/**
 * Registration (spec §4): the human check, an acceptable password, a free e-mail address, then the
 * account and a signed-in session in one transaction. A saved avatar is removed again if it fails.
 */
import { users } from "../../db/schema.ts";
import { isUniqueViolation } from "../shared/db-errors.ts";
import type { RegisterInput } from "./account-schemas.ts";
import { type AccountDeps, emailTaken, findUserByEmail, saveAvatar } from "./account-deps.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { toPublicUser } from "./public-user.ts";
import { type SessionMeta, toSessionUser } from "./session-service.ts";
import type { SignedIn } from "./sign-in.ts";

export async function register(
  deps: Pick<AccountDeps, "db" | "humanCheck" | "images" | "sessions">,
  input: RegisterInput,
  options: { avatar?: Uint8Array; key?: string; meta: SessionMeta },
): Promise<SignedIn> {
  await deps.humanCheck.verify(options.key);
  assertAcceptablePassword(input.password, { email: input.email });
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const avatar = await saveAvatar(deps.images, options.avatar, input.firstName);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          title: input.title,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          country: input.country,
          countryCode: input.countryCode,
          role: "customer",
          avatar: avatar ?? null,
          passwordHash,
        })
        .returning();
      const session = await deps.sessions.create(tx, row!.id, options.meta);
      return {
        user: toPublicUser(row!),
        sessionUser: toSessionUser(row!, session.secondFactorAt),
        ...session,
      };
    });
  } catch (error) {
    if (avatar) await deps.images.remove(avatar.id);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
