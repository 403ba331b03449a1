/**
 * Accounts: the one object the API and the pages call for registration, sign-in (with the second
 * factor), profile and password changes, and password reset. Each use case lives in its own module
 * (sign-up.ts, sign-in.ts with sign-in-throttle.ts, second-factor.ts, profile.ts, password-reset.ts);
 * this class only hands them the dependencies. Every operation that changes data is one transaction;
 * the e-mails it causes are queued in that same transaction.
 */
import type { LoginInput, ProfileInput, RegisterInput, StepUpProof } from "./account-schemas.ts";
import { type AccountDeps, getUser } from "./account-deps.ts";
import { forgotPassword, resetLinkProblem, resetPassword } from "./password-reset.ts";
import { updatePassword, updateProfile } from "./profile.ts";
import type { UserRow } from "./public-user.ts";
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from "./second-factor.ts";
import type { SessionMeta } from "./session-service.ts";
import { login } from "./sign-in.ts";
import { register } from "./sign-up.ts";

export { type PublicUser, toPublicUser } from "./public-user.ts";
export type { LoginOutcome, SignedIn } from "./sign-in.ts";
// Other areas import these from their own modules now; the names stay here for code not yet moved.
export type { HumanVerifier } from "../human-check/human-verifier.ts";
export type { MailQueue } from "../mail/mail-queue.ts";

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  getUser(id: string): Promise<UserRow> {
    return getUser(this.deps.db, id);
  }

  register(input: RegisterInput, options: { avatar?: Uint8Array; key?: string; meta: SessionMeta }) {
    return register(this.deps, input, options);
  }

  login(input: LoginInput, meta: SessionMeta) {
    return login(this.deps, input, meta);
  }

  updateProfile(
    userId: string,
    input: ProfileInput,
    options: { avatar?: Uint8Array; proof?: StepUpProof; meta: SessionMeta },
  ) {
    return updateProfile(this.deps, userId, input, options);
  }

  updatePassword(userId: string, oldPassword: string, password: string, currentTokenHash?: string) {
    return updatePassword(this.deps, userId, oldPassword, password, currentTokenHash);
  }

  forgotPassword(email: string, key: string | undefined) {
    return forgotPassword(this.deps, email, key);
  }

  resetLinkProblem(token: string) {
    return resetLinkProblem(this.deps, token);
  }

  resetPassword(token: string, input: unknown) {
    return resetPassword(this.deps, token, input);
  }

  startTotpEnrolment(userId: string, proof: StepUpProof, meta: SessionMeta) {
    return startTotpEnrolment(this.deps, userId, proof, meta);
  }

  confirmTotpEnrolment(userId: string, code: string, proof: StepUpProof, meta: SessionMeta) {
    return confirmTotpEnrolment(this.deps, userId, code, proof, meta);
  }

  disableTotp(userId: string, proof: StepUpProof, meta: SessionMeta) {
    return disableTotp(this.deps, userId, proof, meta);
  }
}
