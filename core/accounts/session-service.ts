/**
 * Server-side sessions (ASVS 7): the browser holds a 256-bit random token; the database keeps only
 * its SHA-256. A session ends at logout, after 12 hours without use, or 7 days after sign-in,
 * whichever comes first; a password reset ends all of a user's sessions.
 *
 * A session also records whether its sign-in passed the second factor (`second_factor_at`): admin
 * access needs the admin role AND such a session, so a user promoted to admin while signed in gets
 * admin access only after signing in again with a code.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import type { SessionUser } from "./session-user.ts";
import { effectiveAgentDiscount } from "./agent-discount.ts";

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export type SessionMeta = { ip: string; userAgent: string };

/** The user of a session; `secondFactorAt` is the session's mark (null: no second factor at sign-in). */
export function toSessionUser(row: typeof users.$inferSelect, secondFactorAt: Date | null): SessionUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    avatarUrl: row.avatar?.url ?? null,
    agentDiscount: effectiveAgentDiscount(row),
    secondFactor: secondFactorAt !== null,
  };
}

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /**
   * Starts a session; answers the token for the cookie. A new token every sign-in (no fixation).
   * `secondFactor`: the sign-in verified a TOTP code, so the session is marked (see the file's note).
   */
  async create(
    executor: Executor,
    userId: string,
    meta: SessionMeta,
    options: { secondFactor?: boolean } = {},
  ): Promise<{ token: string; expiresAt: Date; secondFactorAt: Date | null }> {
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const secondFactorAt = options.secondFactor ? now : null;
    await executor.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
      secondFactorAt,
    });
    return { token, expiresAt, secondFactorAt };
  }

  /** The user of a live session, or null. Touches the session so idle time restarts. */
  async resolve(token: string | undefined): Promise<{ user: SessionUser; tokenHash: string } | null> {
    if (!token || token.length > 100) return null;
    const now = this.now();
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      );
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { user: toSessionUser(row.user, row.session.secondFactorAt), tokenHash };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Ends every session of a user, except the one given (the one making the change). */
  async revokeAllForUser(executor: Executor, userId: string, exceptTokenHash?: string): Promise<void> {
    await executor
      .delete(sessions)
      .where(
        exceptTokenHash
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
          : eq(sessions.userId, userId),
      );
  }

  /** Deletes sessions that can no longer be used. */
  async purgeExpired(): Promise<void> {
    const now = this.now();
    await this.db
      .delete(sessions)
      .where(
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
      );
  }
}
