/**
 * Signing in (spec §8 messages): the password, throttled per account (sign-in-throttle.ts), then the
 * second factor's step where the account has or needs one (second-factor.ts), then a session.
 */
import { eq } from "drizzle-orm";
import { loginFailures, users } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import type { LoginInput } from "./account-schemas.ts";
import { type AccountDeps, findUserByEmail } from "./account-deps.ts";
import { verifyPassword } from "./password.ts";
import { type PublicUser, toPublicUser } from "./public-user.ts";
import { checkSecondFactor, type SecondFactorStep } from "./second-factor.ts";
import { type SessionMeta, toSessionUser } from "./session-service.ts";
import type { SessionUser } from "./session-user.ts";
import { beginAttempt, endAttempt } from "./sign-in-throttle.ts";

export type SignedIn = { user: PublicUser; sessionUser: SessionUser; token: string; expiresAt: Date };

/**
 * What a right password leads to: a session, or the second factor's next step. Asking for the code
 * (or for an administrator's first authenticator) is a step of signing in, not a failure; a wrong code
 * is a failure (an AppError) like a wrong password.
 */
export type LoginOutcome = ({ step: "signed-in" } & SignedIn) | SecondFactorStep;

/**
 * Failures on an account are counted: after a few, each further try must wait; past the hourly cap
 * sign-in is refused until the hour passes, while a password reset still works for the real owner.
 */
export async function login(
  deps: Pick<AccountDeps, "db" | "totp" | "sessions" | "now">,
  input: LoginInput,
  meta: SessionMeta,
): Promise<LoginOutcome> {
  const { db } = deps;
  // Counted as a failure from here on; only a right answer takes it back.
  const attempt = await beginAttempt(db, deps.now(), input.email, meta);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError("unauthorized", "Email does not exist", "email");
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError("unauthorized", "Incorrect password", "password");
  }
  const secondFactor = await checkSecondFactor(deps, user, input.code);
  if (typeof secondFactor !== "boolean") {
    // The right password, and the code is still to come: not a failed guess.
    await endAttempt(db, attempt);
    return secondFactor;
  }
  return db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.email, input.email));
    const session = await deps.sessions.create(tx, user.id, meta, { secondFactor });
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    return {
      step: "signed-in" as const,
      user: toPublicUser(fresh!),
      sessionUser: toSessionUser(fresh!, session.secondFactorAt),
      ...session,
    };
  });
}
