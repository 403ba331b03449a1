/**
 * `FC_RUNS=20000 npx vitest run --project unit` searches harder: every fast-check property that does
 * not set its own `numRuns` runs that many times (fast-check's default is 100). A CI run draws a fresh
 * seed each time, so a rare counterexample shows up there sooner or later; this finds it first.
 */
import fc from "fast-check";

const runs = Number(process.env.FC_RUNS ?? "");
if (Number.isInteger(runs) && runs > 0) fc.configureGlobal({ numRuns: runs });
