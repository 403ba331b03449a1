/**
 * The human check (spec: sign-up "verification key", forgot-password verification, contact form):
 * a self-hosted proof of work with ALTCHA v2 (decision 0007). The server signs a challenge; the
 * browser widget finds the secret counter by brute force and sends the result as `key`; the server
 * checks the signature, the expiry and the derived key, then spends the challenge so a key works once.
 *
 * Challenges are deterministic (altcha-lib's `counter` mode): the counter the browser must reach is
 * drawn from a fixed range, so the work is bounded and predictable rather than a lottery, and the
 * server verifies with one HMAC of the derived key (`keySignature`) instead of redoing any work.
 */
import { createHmac, randomInt } from "node:crypto";
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { spentChallenges } from "../../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";

/** The challenge as JSON, as `GET /api/v1/human-check/challenge` answers it and the widget reads it. */
export type ChallengeJson = Challenge;

/**
 * How much work a challenge asks for: each attempt is one PBKDF2-SHA-256 derivation of `iterations`
 * rounds, and the browser tries counters from 0 up to a secret one drawn from [minCounter, maxCounter].
 */
export type HumanCheckCost = { iterations: number; minCounter: number; maxCounter: number };

/**
 * Default difficulty: 1,000–3,000 attempts of 1,000 PBKDF2 rounds. Measured on a 2-core machine:
 * Chromium's Web Workers 0.4–1.0 s (0.6–1.3 s from click to done with the widget's 500 ms minimum);
 * `solveForTests` in Node (one core) 0.5–1.2 s. Verifying costs the server one HMAC; issuing, one attempt.
 */
export const DEFAULT_HUMAN_CHECK_COST: HumanCheckCost = {
  iterations: 1_000,
  minCounter: 1_000,
  maxCounter: 3_000,
};

/**
 * A hundredth of the default work (HUMAN_CHECK_COST=low): 10–30 attempts of 100 rounds, a few
 * milliseconds in a browser. For the browser tests, which solve many checks on a busy machine, and for
 * an operator whose visitors' devices struggle; it stops fewer scripted sign-ups.
 */
export const LOW_HUMAN_CHECK_COST: HumanCheckCost = { iterations: 100, minCounter: 10, maxCounter: 30 };

/** A near-free difficulty for tests: solved in a few milliseconds by `solveForTests`. */
export const TEST_HUMAN_CHECK_COST: HumanCheckCost = { iterations: 1, minCounter: 1, maxCounter: 20 };

export type HumanCheckOptions = {
  /** HMAC key, derived by the caller from SESSION_SECRET. */
  secret: string;
  /** How long a challenge may be solved and used; 600 s by default. */
  expiresInSeconds?: number;
  now: Clock;
  cost?: HumanCheckCost;
};

export const HUMAN_CHECK_ALGORITHM = "PBKDF2/SHA-256";
const INCOMPLETE = "Please complete the human check";
const REPLAYED = "This human check was already used; please try again";
/** A genuine key is well under 1 kB; anything far larger is not worth decoding. */
const MAX_KEY_LENGTH = 4_096;
/** Spent challenges past their expiry are deleted at most this often. */
const CLEANUP_EVERY_MS = 60_000;
const MAX_UINT32 = 0xffff_ffff;

const incomplete = () => new AppError("bad_request", INCOMPLETE, "key");

export class HumanCheck {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;
  private readonly expiresInSeconds: number;
  private readonly now: Clock;
  private readonly cost: HumanCheckCost;
  private nextCleanupAt = 0;

  constructor(
    private readonly db: Database,
    options: HumanCheckOptions,
  ) {
    if (!options.secret) throw new Error("HumanCheck needs a secret");
    const { expiresInSeconds = 600, cost = DEFAULT_HUMAN_CHECK_COST } = options;
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1) {
      throw new Error("HumanCheck expiresInSeconds must be a positive integer");
    }
    const { iterations, minCounter, maxCounter } = cost;
    if (
      !Number.isInteger(iterations) ||
      iterations < 1 ||
      !Number.isInteger(minCounter) ||
      !Number.isInteger(maxCounter) ||
      minCounter < 0 ||
      maxCounter < minCounter ||
      maxCounter > MAX_UINT32
    ) {
      throw new Error("HumanCheck cost must have iterations >= 1 and 0 <= minCounter <= maxCounter < 2^32");
    }
    // Two independent keys from the caller's one: the challenge signature and the derived-key signature.
    const derive = (label: string) => createHmac("sha256", options.secret).update(label).digest("hex");
    this.signatureSecret = derive("human-check/challenge");
    this.keySignatureSecret = derive("human-check/derived-key");
    this.expiresInSeconds = expiresInSeconds;
    this.now = options.now;
    this.cost = cost;
  }

  /** A new signed challenge that expires after `expiresInSeconds`. */
  createChallenge(): Promise<ChallengeJson> {
    return createChallenge({
      algorithm: HUMAN_CHECK_ALGORITHM,
      cost: this.cost.iterations,
      // node:crypto's randomInt excludes its upper bound.
      counter: randomInt(this.cost.minCounter, this.cost.maxCounter + 1),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + this.expiresInSeconds * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /**
   * Accepts a solved challenge once. `key` is the widget's payload: base64 of
   * `{"challenge":{"parameters":…,"signature":…},"solution":{"counter":…,"derivedKey":…,"time":…}}`.
   */
  async verify(key: string | undefined): Promise<void> {
    const { challenge, solution } = decodeKey(key);
    const expiresAt = challenge.parameters.expiresAt;
    // altcha-lib checks expiry against the system clock; this check makes the injected clock count too.
    if (typeof expiresAt !== "number" || expiresAt * 1000 <= this.now().getTime()) throw incomplete();
    let verified = false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      verified = result.verified;
    } catch {
      // Malformed parameters (bad hex, unknown algorithm…) make the library throw: the key is just wrong.
    }
    if (!verified || !challenge.signature) throw incomplete();

    await this.deleteExpired();
    // One row per spent challenge: of concurrent uses of one key, exactly one insert takes effect.
    const inserted = await this.db
      .insert(spentChallenges)
      .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ signature: spentChallenges.signature });
    if (inserted.length === 0) throw new AppError("bad_request", REPLAYED, "key");
  }

  /** Opportunistic clean-up: a challenge past its expiry is refused before the table is consulted. */
  private async deleteExpired(): Promise<void> {
    const now = this.now();
    if (now.getTime() < this.nextCleanupAt) return;
    this.nextCleanupAt = now.getTime() + CLEANUP_EVERY_MS;
    await this.db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
  }
}

function decodeKey(key: string | undefined): { challenge: Challenge; solution: Solution } {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) throw incomplete();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) throw incomplete();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(key, "base64").toString("utf8"));
  } catch {
    throw incomplete();
  }
  if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution)) throw incomplete();
  const { parameters, signature } = payload.challenge;
  if (!isRecord(parameters) || typeof signature !== "string") throw incomplete();
  const { counter, derivedKey } = payload.solution;
  if (typeof counter !== "number" || typeof derivedKey !== "string") throw incomplete();
  return {
    challenge: { parameters: parameters as unknown as Challenge["parameters"], signature },
    solution: { counter, derivedKey },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
