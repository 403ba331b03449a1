/**
 * The e-mailed password-reset link (/password/reset/{token}) and what can be wrong with it, in words
 * a guest understands. The page says so as soon as it opens, and the reset call gives the same
 * message (with `reason`), so nobody types two passwords into a form that cannot work.
 */

/** A token is 32 random bytes in base64url: 43 characters of A–Z, a–z, 0–9, "-" and "_". */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetLinkProblems = ["malformed", "unknown", "used", "expired"] as const;
export type ResetLinkProblem = (typeof resetLinkProblems)[number];

export const RESET_LINK_MESSAGES: Record<ResetLinkProblem, string> = {
  malformed:
    "This password reset link is incomplete: part of it may have been lost when it was copied. Open it again from the e-mail, or ask for a new link.",
  unknown: "This password reset link is not valid. Please ask for a new link.",
  used: "This password reset link has already been used. If you still need to change your password, ask for a new link.",
  expired: "This password reset link has expired: links work for 30 minutes. Please ask for a new link.",
};

/** What is wrong with a link, from its token and the stored row of its hash (if any); null when it works. */
export function resetLinkProblem(
  token: string,
  row: { usedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): ResetLinkProblem | null {
  if (!RESET_TOKEN_PATTERN.test(token)) return "malformed";
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/** What using a working link answers: the password is changed. */
export const PASSWORD_RESET_DONE = "Password updated. You can now log in with your new password.";
