/**
 * Accounts: registration, sign-in (with the second factor), profile and password changes, and
 * password reset. Every operation that changes data is one transaction; the e-mails it causes are
 * queued in that same transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { loginFailures, passwordResetTokens, users } from "../../db/schema.ts";
import type { StoredImage } from "../images/stored-image.ts";
import { type ImageStore, InvalidImageError } from "../images/image-store.ts";
import type { Clock } from "../shared/clock.ts";
import { isUniqueViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import {
  type LoginInput,
  type ProfileInput,
  type RegisterInput,
  resetPasswordSchema,
  type StepUpProof,
} from "./account-schemas.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import {
  RESET_LINK_MESSAGES,
  RESET_TOKEN_PATTERN,
  type ResetLinkProblem,
  resetLinkProblem,
} from "./reset-link.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { type SessionMeta, type SessionService, toSessionUser } from "./session-service.ts";
import type { SessionUser } from "./session-user.ts";
import type { TotpService } from "./totp.ts";

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (spec §3 User); never the password hash or TOTP secrets. */
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

/** The human check's verifier (self-hosted proof of work). */
export type HumanVerifier = { verify(key: string | undefined): Promise<void> };

/** Queues an e-mail inside the caller's transaction; `wake` nudges the delivery worker after commit. */
export type MailQueue = {
  queue(
    executor: Transaction,
    mail: { to: string; subject: string; text: string; html?: string; replyTo?: string; kind: string },
  ): Promise<unknown>;
  wake(): void;
};

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Failed sign-ins on one account before each further try must wait. */
export const FREE_LOGIN_FAILURES = 5;
/** Failed sign-ins on one account in an hour after which sign-in is refused (ASVS 6.3.1: ≤ 100). */
export const MAX_LOGIN_FAILURES_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;

/** Reset tokens are stored as their SHA-256: a copy of the table cannot reset a password. */
const resetTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password. Please check your inbox.";

export type SignedIn = { user: PublicUser; sessionUser: SessionUser; token: string; expiresAt: Date };

/** A new authenticator key to confirm: the base32 secret and its otpauth:// address (for the QR code). */
export type TotpEnrolment = { secret: string; otpauthUrl: string };

/**
 * What a right password leads to: a session, or the second factor's next step. Asking for the code
 * (or for an administrator's first authenticator) is a step of signing in, not a failure; a wrong code
 * is a failure (an AppError) like a wrong password.
 */
export type LoginOutcome =
  | ({ step: "signed-in" } & SignedIn)
  | { step: "code"; message: string }
  | { step: "enrol"; message: string; enrolment: TotpEnrolment };

export const CODE_STEP_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const ENROL_STEP_MESSAGE =
  "Administrators must use a second factor: add this key to your authenticator app, then enter its 6-digit code";

export type AccountServiceDeps = {
  db: Database;
  sessions: SessionService;
  totp: TotpService;
  humanCheck: HumanVerifier;
  images: ImageStore;
  mail: MailQueue;
  publicUrl: string;
  now: Clock;
};

export class AccountService {
  private readonly now: Clock;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now;
  }

  private get db() {
    return this.deps.db;
  }

  async getUser(id: string): Promise<UserRow> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw AppError.notFound("User");
    return row;
  }

  private async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  private async saveAvatar(avatar: Uint8Array | undefined, name: string): Promise<StoredImage | undefined> {
    if (!avatar || avatar.length === 0) return undefined;
    try {
      return await this.deps.images.save(avatar, { alt: `${name}'s profile picture`, maxWidth: 256 });
    } catch (error) {
      if (error instanceof InvalidImageError) throw AppError.badRequest(`Avatar: ${error.message}`, "avatar");
      throw error;
    }
  }

  /** Spec §4 Registration: human check, then the account and a signed-in session. */
  async register(
    input: RegisterInput,
    options: { avatar?: Uint8Array; key?: string; meta: SessionMeta },
  ): Promise<SignedIn> {
    await this.deps.humanCheck.verify(options.key);
    assertAcceptablePassword(input.password, { email: input.email });
    if (await this.findByEmail(input.email)) {
      throw new AppError("conflict", "An account with this email already exists", "email");
    }
    const passwordHash = await hashPassword(input.password);
    const avatar = await this.saveAvatar(options.avatar, input.firstName);
    try {
      return await this.db.transaction(async (tx) => {
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
        const session = await this.deps.sessions.create(tx, row!.id, options.meta);
        return {
          user: toPublicUser(row!),
          sessionUser: toSessionUser(row!, session.secondFactorAt),
          ...session,
        };
      });
    } catch (error) {
      if (avatar) await this.deps.images.remove(avatar.id);
      if (isUniqueViolation(error)) {
        throw new AppError("conflict", "An account with this email already exists", "email");
      }
      throw error;
    }
  }

  /**
   * Sign-in (spec §8 messages). Failures on an account are counted: after a few, each further try
   * must wait (doubling, up to 5 minutes); past the hourly cap sign-in is refused until the hour
   * passes, while a password reset still works for the real owner.
   */
  async login(input: LoginInput, meta: SessionMeta): Promise<LoginOutcome> {
    // Counted as a failure from here on; only a right answer takes it back.
    const attempt = await this.beginAttempt(input.email, meta);
    const user = await this.findByEmail(input.email);
    if (!user) throw new AppError("unauthorized", "Email does not exist", "email");
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError("unauthorized", "Incorrect password", "password");
    }
    const secondFactor = await this.checkSecondFactor(user, input.code);
    if (typeof secondFactor !== "boolean") {
      // The right password, and the code is still to come: not a failed guess.
      await this.endAttempt(attempt);
      return secondFactor;
    }
    return this.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.email, input.email));
      const session = await this.deps.sessions.create(tx, user.id, meta, { secondFactor });
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      return {
        step: "signed-in" as const,
        user: toPublicUser(fresh!),
        sessionUser: toSessionUser(fresh!, session.secondFactorAt),
        ...session,
      };
    });
  }

  /**
   * The second factor. An account with TOTP on needs a valid code. An admin without it must enrol:
   * the answer carries a new secret to add to an authenticator app, and the next sign-in with a code
   * from it switches the second factor on. Answers true when a code was verified (the new session is
   * marked as having passed the second factor), false when the account needs none, or the step still
   * to take when no code came.
   */
  private async checkSecondFactor(
    user: UserRow,
    code: string | undefined,
  ): Promise<boolean | Exclude<LoginOutcome, { step: "signed-in" }>> {
    const { totp } = this.deps;
    if (user.totpSecret) {
      if (!code) return { step: "code", message: CODE_STEP_MESSAGE };
      if (await this.useTotpCode(user, code)) return true;
      throw new AppError("unauthorized", "Incorrect code", "code", { mfaRequired: true });
    }
    if (user.role !== "admin") return false;
    if (code && user.totpPendingSecret) {
      const secret = totp.decrypt(user.totpPendingSecret);
      if (await this.completeEnrolment(user.id, user.totpPendingSecret, code, { replacing: null }))
        return true;
      throw new AppError("unauthorized", "Incorrect code", "code", {
        mfaEnrolment: { secret, otpauthUrl: totp.otpauthUrl(secret, user.email) },
      });
    }
    const secret = user.totpPendingSecret ? totp.decrypt(user.totpPendingSecret) : totp.newSecret();
    if (!user.totpPendingSecret) {
      await this.db
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
  private async useTotpCode(user: UserRow, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = this.deps.totp.verify(this.deps.totp.decrypt(user.totpSecret), code, user.totpLastStep);
    if (step === null) return false;
    const used = await this.db
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
  private async completeEnrolment(
    userId: string,
    pendingSecret: string,
    code: string,
    { replacing }: { replacing: string | null },
  ): Promise<UserRow | null> {
    const step = this.deps.totp.verify(this.deps.totp.decrypt(pendingSecret), code, null);
    if (step === null) return null;
    const [row] = await this.db
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
  private async assertStepUp(user: UserRow, proof: StepUpProof, meta: SessionMeta, purpose: string) {
    if (!proof.currentPassword && !(proof.currentCode && user.totpSecret)) {
      throw AppError.badRequest(`Enter your current password to ${purpose}`, "currentPassword");
    }
    const attempt = await this.beginAttempt(user.email, meta);
    if (proof.currentPassword) {
      if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
        throw AppError.badRequest("Incorrect password", "currentPassword");
      }
    } else if (!(await this.useTotpCode(user, proof.currentCode!))) {
      throw AppError.badRequest("Incorrect code", "currentCode");
    }
    await this.endAttempt(attempt);
  }

  /**
   * Takes one try at an account's password or code, or refuses it when the account is throttled. The
   * try is written down as a failure before the password is checked, and taken back (`endAttempt`) when
   * it proves right: the check and the record are one step under a lock per account (across every
   * process on the database), so a burst of simultaneous guesses is counted as the same guesses one by
   * one, and gets no more password checks than they would.
   */
  private async beginAttempt(email: string, meta: SessionMeta): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
      await this.assertNotThrottled(tx, email);
      const [row] = await tx
        .insert(loginFailures)
        .values({ email, ip: meta.ip.slice(0, 64), at: this.now() })
        .returning({ id: loginFailures.id });
      return row!;
    });
  }

  private async endAttempt(attempt: { id: string }): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  }

  private async assertNotThrottled(tx: Transaction, email: string): Promise<void> {
    const since = new Date(this.now().getTime() - HOUR_MS);
    const recent = and(eq(loginFailures.email, email), gt(loginFailures.at, since));
    const [{ failures } = { failures: 0 }] = await tx
      .select({ failures: count() })
      .from(loginFailures)
      .where(recent);
    if (failures >= MAX_LOGIN_FAILURES_PER_HOUR) {
      throw new AppError(
        "rate_limited",
        "Too many failed sign-ins for this account. Try again in an hour, or reset your password.",
      );
    }
    if (failures < FREE_LOGIN_FAILURES) return;
    const [last] = await tx
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(recent)
      .orderBy(desc(loginFailures.at))
      .limit(1);
    const waitMs = Math.min(2 ** (failures - FREE_LOGIN_FAILURES) * 1000, 5 * 60 * 1000);
    const readyAt = (last?.at.getTime() ?? 0) + waitMs;
    if (this.now().getTime() < readyAt) {
      const seconds = Math.ceil((readyAt - this.now().getTime()) / 1000);
      throw new AppError(
        "rate_limited",
        `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
        undefined,
        { retryAfterSeconds: seconds },
      );
    }
  }

  /**
   * Saves the profile. A new e-mail address needs the step-up proof (the current password, or a code);
   * the rest of the profile does not.
   */
  async updateProfile(
    userId: string,
    input: ProfileInput,
    options: { avatar?: Uint8Array; proof?: StepUpProof; meta: SessionMeta },
  ): Promise<PublicUser> {
    const avatarBytes = options.avatar;
    const current = await this.getUser(userId);
    if (input.email !== current.email) {
      await this.assertStepUp(current, options.proof ?? {}, options.meta, "change your e-mail");
      if (await this.findByEmail(input.email)) {
        throw new AppError("conflict", "An account with this email already exists", "email");
      }
    }
    const avatar = await this.saveAvatar(avatarBytes, input.firstName);
    try {
      const [row] = await this.db
        .update(users)
        .set({ ...input, ...(avatar ? { avatar } : {}), updatedAt: this.now() })
        .where(eq(users.id, userId))
        .returning();
      if (avatar && current.avatar) await this.deps.images.remove(current.avatar.id).catch(() => {});
      return toPublicUser(row!);
    } catch (error) {
      if (avatar) await this.deps.images.remove(avatar.id);
      if (isUniqueViolation(error))
        throw new AppError("conflict", "An account with this email already exists", "email");
      throw error;
    }
  }

  /** Changes the password after checking the old one; the user's other sessions end. */
  async updatePassword(
    userId: string,
    oldPassword: string,
    password: string,
    currentTokenHash?: string,
  ): Promise<void> {
    const user = await this.getUser(userId);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      throw AppError.badRequest("Old password is incorrect", "oldPassword");
    }
    assertAcceptablePassword(password, { email: user.email });
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: this.now() }).where(eq(users.id, userId));
      await this.deps.sessions.revokeAllForUser(tx, userId, currentTokenHash);
    });
  }

  /**
   * Spec §4 Forgot password. Answers the same message whether or not the account exists; when it
   * does, a single-use link valid for 30 minutes is e-mailed. The link is built from PUBLIC_URL.
   */
  async forgotPassword(email: string, key: string | undefined): Promise<string> {
    await this.deps.humanCheck.verify(key);
    const token = randomBytes(32).toString("base64url");
    const tokenHash = resetTokenHash(token);
    const user = await this.findByEmail(email);
    if (user) {
      const link = `${this.deps.publicUrl}/password/reset/${token}`;
      await this.db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash,
          userId: user.id,
          createdAt: this.now(),
          expiresAt: new Date(this.now().getTime() + RESET_TOKEN_TTL_MS),
        });
        await this.deps.mail.queue(tx, {
          to: user.email,
          kind: "password-reset",
          subject: "Reset your Andaman Liveaboards password",
          text:
            `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your account.\n` +
            `Open this link within 30 minutes to choose a new one:\n\n${link}\n\n` +
            "If it was not you, ignore this e-mail: your password stays as it is.\n\nAndaman Liveaboards",
        });
      });
      this.deps.mail.wake();
    }
    return FORGOT_PASSWORD_MESSAGE;
  }

  /** What is wrong with a password-reset link, or null when it can be used (the reset page asks first). */
  async resetLinkProblem(token: string): Promise<ResetLinkProblem | null> {
    if (!RESET_TOKEN_PATTERN.test(token)) return "malformed";
    const [row] = await this.db
      .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, resetTokenHash(token)));
    return resetLinkProblem(token, row, this.now());
  }

  /**
   * Uses a reset token once: sets the new password and ends every session of the account. What is
   * wrong with the link is said before what is wrong with the password (the guest needs a new link
   * either way). `input` is the request body ({@link resetPasswordSchema}).
   */
  async resetPassword(token: string, input: unknown): Promise<void> {
    const refuse = (problem: ResetLinkProblem) =>
      AppError.badRequest(RESET_LINK_MESSAGES[problem], "token", { reason: problem });
    const problem = await this.resetLinkProblem(token);
    if (problem) throw refuse(problem);
    const { password } = resetPasswordSchema.parse(input);
    assertAcceptablePassword(password);
    const passwordHash = await hashPassword(password);
    const tokenHash = resetTokenHash(token);
    const now = this.now();
    const claimedIt = await this.db.transaction(async (tx) => {
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
      await this.deps.sessions.revokeAllForUser(tx, claimed.userId);
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
    if (!claimedIt) throw refuse((await this.resetLinkProblem(token)) ?? "used");
  }

  /**
   * Any user may turn the second factor on: a new secret to confirm with a code. Replacing one that is
   * already on (a new phone) needs the step-up proof.
   */
  async startTotpEnrolment(
    userId: string,
    proof: StepUpProof,
    meta: SessionMeta,
  ): Promise<{ secret: string; otpauthUrl: string }> {
    const user = await this.getUser(userId);
    if (user.totpSecret) await this.assertStepUp(user, proof, meta, "replace your authenticator app");
    const secret = this.deps.totp.newSecret();
    await this.db
      .update(users)
      .set({ totpPendingSecret: this.deps.totp.encrypt(secret) })
      .where(eq(users.id, userId));
    return { secret, otpauthUrl: this.deps.totp.otpauthUrl(secret, user.email) };
  }

  /** Switches the new authenticator on; when it replaces one, the step-up proof is needed again. */
  async confirmTotpEnrolment(
    userId: string,
    code: string,
    proof: StepUpProof,
    meta: SessionMeta,
  ): Promise<PublicUser> {
    const user = await this.getUser(userId);
    if (user.totpSecret) await this.assertStepUp(user, proof, meta, "replace your authenticator app");
    if (!user.totpPendingSecret)
      throw AppError.badRequest("Start setting up the second factor first", "code");
    const row = await this.completeEnrolment(userId, user.totpPendingSecret, code, {
      replacing: user.totpSecret,
    });
    if (!row) throw AppError.badRequest("Incorrect code", "code");
    return toPublicUser(row);
  }

  /** Turns the second factor off, with the step-up proof. Administrators must keep it. */
  async disableTotp(userId: string, proof: StepUpProof, meta: SessionMeta): Promise<PublicUser> {
    const user = await this.getUser(userId);
    if (user.role === "admin")
      throw new AppError("forbidden", "Administrators must keep the second factor on");
    await this.assertStepUp(user, proof, meta, "turn two-step sign-in off");
    const [row] = await this.db
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .returning();
    return toPublicUser(row!);
  }
}
