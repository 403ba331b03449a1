/**
 * This browser's session, as the account calls of the JSON API and the pages' account actions both use
 * it: who asks (address and browser, for the session record and the sign-in throttle), and signing in,
 * signing up and out, which set or clear the one session cookie (server/session.ts) with the same flags
 * on either path. A new session id at every sign-in: the old one (if any) ends first.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginInput, RegisterInput } from "../core/accounts/account-schemas.ts";
import type { SessionMeta } from "../core/accounts/session-service.ts";
import type { LoginOutcome, SignedIn } from "../core/accounts/sign-in.ts";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session.ts";
import type { AppServices } from "./services.ts";

export type BrowserSession = {
  /** The address and browser asking. */
  meta: SessionMeta;
  /** The SHA-256 of the current session's token, when signed in (kept by a password change). */
  tokenHash: string | null;
  /** Signs in: the session cookie is set once the password (and any second factor) passed. */
  login(input: LoginInput): Promise<LoginOutcome>;
  /** Creates the account (after the human check) and signs it in. */
  register(input: RegisterInput, options: { avatar?: Uint8Array; key?: string }): Promise<SignedIn>;
  /** Ends the session and clears the cookie. */
  logout(): Promise<void>;
};

/** Who asks: the client's address (behind the trusted proxy) and its browser. */
export function requestMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" };
}

export function browserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  isProduction: boolean,
): BrowserSession {
  const meta = requestMeta(request);
  const endCurrent = () => services.sessions.revoke(sessionToken(request, isProduction));
  const start = (signedIn: SignedIn) => setSessionCookie(reply, signedIn.token, isProduction);
  return {
    meta,
    tokenHash: request.sessionTokenHash,
    async login(input) {
      await endCurrent();
      const outcome = await services.accounts.login(input, meta);
      // The second factor's steps are answers, not failures: no cookie until the code passes.
      if (outcome.step === "signed-in") start(outcome);
      return outcome;
    },
    async register(input, options) {
      const signedIn = await services.accounts.register(input, { ...options, meta });
      await endCurrent();
      start(signedIn);
      return signedIn;
    },
    async logout() {
      await endCurrent();
      clearSessionCookie(reply, isProduction);
    },
  };
}
