import { beforeEach, describe, expect, it } from "vitest";
import { spentChallenges } from "../../db/schema.ts";
import { databaseForTests } from "../../tests/support/test-database.ts";
import { HumanCheck, TEST_HUMAN_CHECK_COST } from "./human-check.ts";
import { solveForTests } from "./solve.ts";

const incomplete = { code: "bad_request", field: "key", message: "Please complete the human check" };
const replayed = {
  code: "bad_request",
  field: "key",
  message: "This human check was already used; please try again",
};

const decode = (key: string) => JSON.parse(Buffer.from(key, "base64").toString("utf8"));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe(`human check on ${process.env.TEST_DB}`, () => {
  // Each test starts with no spent keys.
  const database = databaseForTests(spentChallenges);
  let clock: Date;
  let check: HumanCheck;

  beforeEach(async () => {
    clock = new Date();
    check = new HumanCheck(database.db, {
      secret: "test-secret",
      now: () => clock,
      cost: TEST_HUMAN_CHECK_COST,
    });
  });

  const solvedKey = async () => solveForTests(await check.createChallenge());

  it("issues a signed PBKDF2 challenge that expires after 600 s", async () => {
    const challenge = await check.createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: TEST_HUMAN_CHECK_COST.iterations,
      expiresAt: Math.floor(clock.getTime() / 1000) + 600,
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a solved challenge once, then refuses it as replayed", async () => {
    const key = await solvedKey();
    await expect(check.verify(key)).resolves.toBeUndefined();
    await expect(check.verify(key)).rejects.toMatchObject(replayed);
    const rows = await database.db.select().from(spentChallenges);
    expect(rows.map((row) => row.signature)).toEqual([decode(key).challenge.signature]);
  });

  it("lets exactly one of ten concurrent uses of one key succeed", async () => {
    const key = await solvedKey();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => check.verify(key)));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", ...Array(9).fill("rejected")]);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    for (const r of rejected) expect(r.reason).toMatchObject(replayed);
  });

  it("accepts different solved challenges independently", async () => {
    const [a, b] = await Promise.all([solvedKey(), solvedKey()]);
    await check.verify(a);
    await check.verify(b);
  });

  it("refuses a tampered key", async () => {
    const key = await solvedKey();
    const payload = decode(key);
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) =>
      c === "0" ? "1" : "0",
    );
    const longerExpiry = structuredClone(payload);
    longerExpiry.challenge.parameters.expiresAt += 3600;
    const easier = structuredClone(payload);
    easier.challenge.parameters.cost = 1;
    easier.challenge.parameters.keyPrefix = "00";
    const unsigned = structuredClone(payload);
    delete unsigned.challenge.signature;
    const flipped = key.slice(0, 40) + (key[40] === "A" ? "B" : "A") + key.slice(41);
    for (const bad of [encode(wrongKey), encode(longerExpiry), encode(easier), encode(unsigned), flipped]) {
      await expect(check.verify(bad)).rejects.toMatchObject(incomplete);
    }
    // The genuine key is still unspent.
    await expect(check.verify(key)).resolves.toBeUndefined();
  });

  it("refuses a key for a challenge signed with another secret", async () => {
    const other = new HumanCheck(database.db, {
      secret: "another-secret",
      now: () => clock,
      cost: TEST_HUMAN_CHECK_COST,
    });
    const key = await solveForTests(await other.createChallenge());
    await expect(check.verify(key)).rejects.toMatchObject(incomplete);
    await expect(other.verify(key)).resolves.toBeUndefined();
  });

  it("refuses garbage, empty and missing keys", async () => {
    const garbage = [
      undefined,
      "",
      "not base64!",
      "aGVsbG8=",
      encode(null),
      encode([]),
      encode({ challenge: {}, solution: {} }),
      encode({ challenge: { parameters: {}, signature: "00" }, solution: { counter: 1, derivedKey: "00" } }),
      "A".repeat(10_000),
    ];
    for (const key of garbage) await expect(check.verify(key)).rejects.toMatchObject(incomplete);
  });

  it("refuses a challenge once it has expired, and forgets spent challenges after expiry", async () => {
    const spent = await solvedKey();
    await check.verify(spent);
    const key = await solvedKey();
    clock = new Date(clock.getTime() + 601_000);
    await expect(check.verify(key)).rejects.toMatchObject(incomplete);
    await expect(check.verify(spent)).rejects.toMatchObject(incomplete);

    const fresh = await solvedKey();
    await check.verify(fresh);
    const rows = await database.db.select().from(spentChallenges);
    expect(rows.map((row) => row.signature)).toEqual([decode(fresh).challenge.signature]);
  });
});
