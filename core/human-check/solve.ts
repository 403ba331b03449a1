/**
 * Solves a human-check challenge in Node, as the browser widget would, and answers the `key` to send.
 * For API and browser tests only: with the default cost it takes 0.5–1.2 s of one core; tests that
 * build their own HumanCheck can pass TEST_HUMAN_CHECK_COST instead.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { type ChallengeJson, HUMAN_CHECK_ALGORITHM } from "./human-check.ts";

export async function solveForTests(challenge: ChallengeJson): Promise<string> {
  if (challenge.parameters.algorithm !== HUMAN_CHECK_ALGORITHM) {
    throw new Error(`Unexpected human-check algorithm ${challenge.parameters.algorithm}`);
  }
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("The human-check challenge was not solved in time");
  // The widget's payload: base64 of the challenge as received and the solution.
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
