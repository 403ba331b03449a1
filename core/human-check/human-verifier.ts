/**
 * What a form that asks for the human check depends on: one call that accepts a solved challenge's
 * key or throws. `HumanCheck` (human-check.ts) is the real one; tests pass a stand-in.
 */

/** The human check's verifier (self-hosted proof of work). */
export type HumanVerifier = { verify(key: string | undefined): Promise<void> };
