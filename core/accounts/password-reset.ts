/**
 * Password reset (spec §4 Forgot password): a single-use link valid for 30 minutes, e-mailed in the
 * transaction that stores it; using it sets the new password and ends every session of the account.
 * Tokens are stored as their SHA-256, so a copy of the table cannot reset a password.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { loginFailures, passwordResetTokens, users } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import { resetPasswordSchema } from "./account-schemas.ts";
import { type AccountDeps, findUserByEmail } from "./account-deps.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import {
  RESET_LINK_MESSAGES,
  RESET_TOKEN_PATTERN,
  type ResetLinkProblem,
  resetLinkProblem as problemOfRow,
} from "./reset-link.ts";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password. Please check your inbox.";

const resetTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Answers the same message whether or not the account exists; when it does, the link is e-mailed.
 * The link is built from PUBLIC_URL.
 */
export async function forgotPassword(
  deps: Pick<AccountDeps, "db" | "humanCheck" | "mail" | "publicUrl" | "now">,
  email: string,
  key: string | undefined,
): Promise<string> {
  await deps.humanCheck.verify(key);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = resetTokenHash(token);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const link = `${deps.publicUrl}/password/reset/${token}`;
    await deps.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tokenHash,
        userId: user.id,
        createdAt: deps.now(),
        expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS),
      });
      await deps.mail.queue(tx, {
        to: user.email,
        kind: "password-reset",
        subject: "Reset your Andaman Liveaboards password",
        text:
          `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your account.\n` +
          `Open this link within 30 minutes to choose a new one:\n\n${link}\n\n` +
          "If it was not you, ignore this e-mail: your password stays as it is.\n\nAndaman Liveaboards",
      });
    });
    deps.mail.wake();
  }
  return FORGOT_PASSWORD_MESSAGE;
}

/** What is wrong with a password-reset link, or null when it can be used (the reset page asks first). */
export async function resetLinkProblem(
  deps: Pick<AccountDeps, "db" | "now">,
  token: string,
): Promise<ResetLinkProblem | null> {
  if (!RESET_TOKEN_PATTERN.test(token)) return "malformed";
  const [row] = await deps.db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, resetTokenHash(token)));
  return problemOfRow(token, row, deps.now());
}

/**
 * Uses a reset token once: sets the new password and ends every session of the account. What is
 * wrong with the link is said before what is wrong with the password (the guest needs a new link
 * either way). `input` is the request body ({@link resetPasswordSchema}).
 */
export async function resetPassword(
  deps: Pick<AccountDeps, "db" | "sessions" | "now">,
  token: string,
  input: unknown,
): Promise<void> {
  const refuse = (problem: ResetLinkProblem) =>
    AppError.badRequest(RESET_LINK_MESSAGES[problem], "token", { reason: problem });
  const problem = await resetLinkProblem(deps, token);
  if (problem) throw refuse(problem);
  const { password } = resetPasswordSchema.parse(input);
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const tokenHash = resetTokenHash(token);
  const now = deps.now();
  const claimedIt = await deps.db.transaction(async (tx) => {
    // One conditional update claims the token: of any number of concurrent uses, exactly one matches.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email });
    await deps.sessions.revokeAllForUser(tx, claimed.userId);
    await tx.delete(loginFailures).where(eq(loginFailures.email, user!.email));
    // Other outstanding links for this account stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, claimed.userId),
          ne(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    return true;
  });
  // Not claimed: say why (a use that raced this one makes it "used").
  if (!claimedIt) throw refuse((await resetLinkProblem(deps, token)) ?? "used");
}
