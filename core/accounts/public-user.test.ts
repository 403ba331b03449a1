import { describe, expect, it } from "vitest";
import { toPublicUser, type UserRow } from "./public-user.ts";

const row: UserRow = {
  id: "0b7c2f4e-6a35-4d8e-9e0b-1a2b3c4d5e6f",
  title: "Ms",
  firstName: "Dana",
  lastName: "Reef",
  email: "dana@example.com",
  phone: "812345678",
  country: "Thailand",
  countryCode: "+66",
  role: "customer",
  agentDiscount: 15,
  avatar: null,
  passwordHash: "$argon2id$v=19$secret-hash",
  totpSecret: "encrypted-secret",
  totpPendingSecret: "encrypted-pending",
  totpLastStep: 42,
  createdAt: new Date("2026-11-23T05:00:00Z"),
  updatedAt: new Date("2026-11-23T05:00:00Z"),
} as UserRow;

describe("the user as the API shows it", () => {
  it("never carries the password hash or the second factor's secrets", () => {
    const shown = JSON.stringify(toPublicUser(row));
    for (const secret of [
      "secret-hash",
      "encrypted-secret",
      "encrypted-pending",
      "passwordHash",
      "totpSecret",
    ]) {
      expect(shown).not.toContain(secret);
    }
    expect(toPublicUser(row)).toMatchObject({ totpEnabled: true, createdAt: "2026-11-23T05:00:00.000Z" });
  });

  it("shows a discount for agents only", () => {
    expect(toPublicUser(row).agentDiscount).toBe(0);
    expect(toPublicUser({ ...row, role: "agent" }).agentDiscount).toBe(15);
  });
});
