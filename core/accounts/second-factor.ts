/**
 * The second factor (TOTP): the step of signing in that asks for a code or, for an administrator
 * without one, an authenticator to enrol; turning it on, replacing and turning it off from the
 * account page; and the step-up proof that guards those changes.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import type { StepUpProof } from "./account-schemas.ts";
import { type AccountDeps, getUser } from "./account-deps.ts";
import { verifyPassword } from "./password.ts";
import { type PublicUser, toPublicUser, type UserRow } from "./public-user.ts";
import type { SessionMeta } from "./session-service.ts";
import { beginAttempt, endAttempt } from "./sign-in-throttle.ts";

/** A new authenticator key to confirm: the base32 secret and its otpauth:// address (for the QR code). */
export type TotpEnrolment = { secret: string; otpauthUrl: string };

/** The second factor's next step when signing in with the right password and no (usable) code yet. */
export type SecondFactorStep =
  { step: "code"; message: string } | { step: "enrol"; message: string; enrolment: TotpEnrolment };

export const CODE_STEP_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const ENROL_STEP_MESSAGE =
  "Administrators must use a second factor: add this key to your authenticator app, then enter its 6-digit code";

type Deps = Pick<AccountDeps, "db" | "totp" | "now">;

/**
 * The second factor at sign-in. An account with TOTP on needs a valid code. An admin without it must
 * enrol: the answer carries a new secret to add to an authenticator app, and the next sign-in with a
 * code from it switches the second factor on. Answers true when a code was verified (the new session
 * is marked as having passed the second factor), false when the account needs none, or the step still
 * to take when no code came.
 */
export async function checkSecondFactor(
  deps: Deps,
  user: UserRow,
  code: string | undefined,
): Promise<boolean | SecondFactorStep> {
  const { totp } = deps;
  if (user.totpSecret) {
    if (!code) return { step: "code", message: CODE_STEP_MESSAGE };
    if (await spendTotpCode(deps, user, code)) return true;
    throw new AppError("unauthorized", "Incorrect code", "code", { mfaRequired: true });
  }
  if (user.role !== "admin") return false;
  if (code && user.totpPendingSecret) {
    const secret = totp.decrypt(user.totpPendingSecret);
    if (await completeEnrolment(deps, user.id, user.totpPendingSecret, code, { replacing: null }))
      return true;
    throw new AppError("unauthorized", "Incorrect code", "code", {
      mfaEnrolment: { secret, otpauthUrl: totp.otpauthUrl(secret, user.email) },
    });
  }
  const secret = user.totpPendingSecret ? totp.decrypt(user.totpPendingSecret) : totp.newSecret();
  if (!user.totpPendingSecret) {
    await deps.db
      .update(users)
      .set({ totpPendingSecret: totp.encrypt(secret) })
      .where(eq(users.id, user.id));
  }
  return {
    step: "enrol",
    message: ENROL_STEP_MESSAGE,
    enrolment: { secret, otpauthUrl: totp.otpauthUrl(secret, user.email) },
  };
}

/**
 * Checks a code of the account's authenticator and uses up its time step, in one conditional UPDATE:
 * of two requests with the same code (or one replayed later), exactly one matches a row. The secret
 * is part of the condition, so a code of an authenticator replaced meanwhile is refused too.
 */
async function spendTotpCode(deps: Deps, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = deps.totp.verify(deps.totp.decrypt(user.totpSecret), code, user.totpLastStep);
  if (step === null) return false;
  const used = await deps.db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.totpSecret, user.totpSecret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return used.length > 0;
}

/**
 * Switches a pending authenticator on when `code` is one of its codes, in one conditional UPDATE on
 * the pending secret (and on the authenticator it replaces, `replacing`, null when there is none): of
 * two confirmations at once, exactly one matches. Answers the updated row, or null (wrong code, or
 * another request got there first).
 */
async function completeEnrolment(
  deps: Deps,
  userId: string,
  pendingSecret: string,
  code: string,
  { replacing }: { replacing: string | null },
): Promise<UserRow | null> {
  const step = deps.totp.verify(deps.totp.decrypt(pendingSecret), code, null);
  if (step === null) return null;
  const [row] = await deps.db
    .update(users)
    .set({ totpSecret: pendingSecret, totpPendingSecret: null, totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.totpPendingSecret, pendingSecret),
        replacing === null ? isNull(users.totpSecret) : eq(users.totpSecret, replacing),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Step-up: changes that would let someone holding only a stolen session keep the account (a new
 * e-mail, a new or no second factor) need proof that the owner is there: the current password, or,
 * on an account with the second factor on, a current code of its authenticator. A wrong answer is
 * counted like a failed sign-in (so guessing through a session is throttled the same way), and never
 * ends the session.
 */
export async function assertStepUp(
  deps: Deps,
  user: UserRow,
  proof: StepUpProof,
  meta: SessionMeta,
  purpose: string,
): Promise<void> {
  if (!proof.currentPassword && !(proof.currentCode && user.totpSecret)) {
    throw AppError.badRequest(`Enter your current password to ${purpose}`, "currentPassword");
  }
  const attempt = await beginAttempt(deps.db, deps.now(), user.email, meta);
  if (proof.currentPassword) {
    if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
      throw AppError.badRequest("Incorrect password", "currentPassword");
    }
  } else if (!(await spendTotpCode(deps, user, proof.currentCode!))) {
    throw AppError.badRequest("Incorrect code", "currentCode");
  }
  await endAttempt(deps.db, attempt);
}

const REPLACING = "replace your authenticator app";

/** The user setting up an authenticator; replacing one that is already on needs the step-up proof. */
async function enrollingUser(deps: Deps, userId: string, proof: StepUpProof, meta: SessionMeta) {
  const user = await getUser(deps.db, userId);
  if (user.totpSecret) await assertStepUp(deps, user, proof, meta, REPLACING);
  return user;
}

/**
 * Any user may turn the second factor on: a new secret to confirm with a code. Replacing one that is
 * already on (a new phone) needs the step-up proof.
 */
export async function startTotpEnrolment(
  deps: Deps,
  userId: string,
  proof: StepUpProof,
  meta: SessionMeta,
): Promise<TotpEnrolment> {
  const user = await enrollingUser(deps, userId, proof, meta);
  const secret = deps.totp.newSecret();
  await deps.db
    .update(users)
    .set({ totpPendingSecret: deps.totp.encrypt(secret) })
    .where(eq(users.id, userId));
  return { secret, otpauthUrl: deps.totp.otpauthUrl(secret, user.email) };
}

/** Switches the new authenticator on; when it replaces one, the step-up proof is needed again. */
export async function confirmTotpEnrolment(
  deps: Deps,
  userId: string,
  code: string,
  proof: StepUpProof,
  meta: SessionMeta,
): Promise<PublicUser> {
  const user = await enrollingUser(deps, userId, proof, meta);
  if (!user.totpPendingSecret) throw AppError.badRequest("Start setting up the second factor first", "code");
  const row = await completeEnrolment(deps, userId, user.totpPendingSecret, code, {
    replacing: user.totpSecret,
  });
  if (!row) throw AppError.badRequest("Incorrect code", "code");
  return toPublicUser(row);
}

/** Turns the second factor off, with the step-up proof. Administrators must keep it. */
export async function disableTotp(
  deps: Deps,
  userId: string,
  proof: StepUpProof,
  meta: SessionMeta,
): Promise<PublicUser> {
  const user = await getUser(deps.db, userId);
  if (user.role === "admin") throw new AppError("forbidden", "Administrators must keep the second factor on");
  await assertStepUp(deps, user, proof, meta, "turn two-step sign-in off");
  const [row] = await deps.db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId))
    .returning();
  return toPublicUser(row!);
}
