import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  RESET_LINK_MESSAGES,
  RESET_TOKEN_PATTERN,
  resetLinkProblem,
  resetLinkProblems,
} from "./reset-link.ts";

const now = new Date("2026-11-23T10:00:00Z");
const token = randomBytes(32).toString("base64url");
const later = new Date(now.getTime() + 60_000);

describe("resetLinkProblem", () => {
  it("accepts the tokens the forgot-password call makes", () => {
    for (let i = 0; i < 50; i++) expect(randomBytes(32).toString("base64url")).toMatch(RESET_TOKEN_PATTERN);
    expect(resetLinkProblem(token, { usedAt: null, expiresAt: later }, now)).toBeNull();
  });

  it.each(["", "abc", token.slice(0, 42), `${token}x`, `${token.slice(0, 42)}=`, `${token.slice(0, 42)}%`])(
    "calls %j malformed, whatever is stored",
    (value) => {
      expect(resetLinkProblem(value, { usedAt: null, expiresAt: later }, now)).toBe("malformed");
    },
  );

  it("tells an unknown, a used and an expired link apart", () => {
    expect(resetLinkProblem(token, undefined, now)).toBe("unknown");
    expect(resetLinkProblem(token, { usedAt: now, expiresAt: later }, now)).toBe("used");
    expect(resetLinkProblem(token, { usedAt: null, expiresAt: now }, now)).toBe("expired");
  });

  it("has a message for each problem that asks for a new link, without technical words", () => {
    for (const problem of resetLinkProblems) {
      expect(RESET_LINK_MESSAGES[problem]).toMatch(/new link/);
      expect(RESET_LINK_MESSAGES[problem]).not.toMatch(/token|string|characters|expected/i);
    }
  });
});
