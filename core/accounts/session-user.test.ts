import { describe, expect, it } from "vitest";
import { hasAdminAccess, type SessionUser } from "./session-user.ts";

const user = (role: SessionUser["role"], secondFactor: boolean): SessionUser => ({
  id: "0b7c4f3e-2a4b-4c1d-9e8f-123456789abc",
  firstName: "Site",
  lastName: "Admin",
  email: "admin@example.com",
  role,
  avatarUrl: null,
  agentDiscount: 0,
  secondFactor,
});

describe("hasAdminAccess (the admin guards and the Dashboard menu entry)", () => {
  it("needs the admin role and a session that passed the second factor", () => {
    expect(hasAdminAccess(user("admin", true))).toBe(true);
    expect(hasAdminAccess(user("admin", false))).toBe(false);
    expect(hasAdminAccess(user("customer", true))).toBe(false);
    expect(hasAdminAccess(user("agent", true))).toBe(false);
    expect(hasAdminAccess(null)).toBe(false);
  });
});
