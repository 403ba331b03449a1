/**
 * The signed-in user's own profile and password. A new e-mail address needs the step-up proof (the
 * current password, or a code); the rest of the profile does not.
 */
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { isUniqueViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import type { ProfileInput, StepUpProof } from "./account-schemas.ts";
import { type AccountDeps, emailTaken, findUserByEmail, getUser, saveAvatar } from "./account-deps.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { type PublicUser, toPublicUser } from "./public-user.ts";
import { assertStepUp } from "./second-factor.ts";
import type { SessionMeta } from "./session-service.ts";

export async function updateProfile(
  deps: Pick<AccountDeps, "db" | "images" | "totp" | "now">,
  userId: string,
  input: ProfileInput,
  options: { avatar?: Uint8Array; proof?: StepUpProof; meta: SessionMeta },
): Promise<PublicUser> {
  const current = await getUser(deps.db, userId);
  if (input.email !== current.email) {
    await assertStepUp(deps, current, options.proof ?? {}, options.meta, "change your e-mail");
    if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  }
  const avatar = await saveAvatar(deps.images, options.avatar, input.firstName);
  try {
    const [row] = await deps.db
      .update(users)
      .set({ ...input, ...(avatar ? { avatar } : {}), updatedAt: deps.now() })
      .where(eq(users.id, userId))
      .returning();
    if (avatar && current.avatar) await deps.images.remove(current.avatar.id).catch(() => {});
    return toPublicUser(row!);
  } catch (error) {
    if (avatar) await deps.images.remove(avatar.id);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Changes the password after checking the old one; the user's other sessions end. */
export async function updatePassword(
  deps: Pick<AccountDeps, "db" | "sessions" | "now">,
  userId: string,
  oldPassword: string,
  password: string,
  currentTokenHash?: string,
): Promise<void> {
  const user = await getUser(deps.db, userId);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw AppError.badRequest("Old password is incorrect", "oldPassword");
  }
  assertAcceptablePassword(password, { email: user.email });
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: deps.now() }).where(eq(users.id, userId));
    await deps.sessions.revokeAllForUser(tx, userId, currentTokenHash);
  });
}
