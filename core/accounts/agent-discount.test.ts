import { describe, expect, it } from "vitest";
import { effectiveAgentDiscount } from "./agent-discount.ts";

describe("effectiveAgentDiscount", () => {
  it("gives an agent their stored percent", () => {
    expect(effectiveAgentDiscount({ role: "agent", agentDiscount: 15 })).toBe(15);
  });

  it("gives anyone who is not an agent nothing, whatever is stored", () => {
    expect(effectiveAgentDiscount({ role: "customer", agentDiscount: 15 })).toBe(0);
    expect(effectiveAgentDiscount({ role: "admin", agentDiscount: 30 })).toBe(0);
  });

  it("gives a visitor who is not signed in nothing", () => {
    expect(effectiveAgentDiscount(null)).toBe(0);
    expect(effectiveAgentDiscount(undefined)).toBe(0);
  });
});
