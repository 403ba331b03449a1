import { describe, expect, it } from "vitest";
import { adminUserUpdateSchema } from "../../core/accounts/account-schemas.ts";
import type { AccountUser } from "./account-user.ts";
import { adminUserChangesSchema, changedFields, valuesOf } from "./admin-user-changes.ts";
import { firstErrors } from "./use-schema-form.ts";

const customer: AccountUser = {
  id: "8d7c3f5e-1f4a-4c1e-9d55-3f1e2b7a9c10",
  title: "Ms",
  firstName: "Anna",
  lastName: "Karlsson",
  email: "anna@example.com",
  country: "Sweden",
  countryCode: "se",
  phone: "+46 70 123 45 67",
  role: "customer",
  agentDiscount: 0,
  avatar: null,
  totpEnabled: false,
  createdAt: "2026-11-21T10:00:00.000Z",
};

describe("an administrator's changes to a user", () => {
  const saved = valuesOf(customer);

  it("are empty until something changes", () => {
    expect(changedFields(saved, saved)).toEqual({});
  });

  it("hold only the fields changed", () => {
    expect(changedFields({ ...saved, firstName: "Annika", phone: "+46 1" }, saved)).toEqual({
      firstName: "Annika",
      phone: "+46 1",
    });
  });

  it("send the discount as a number, and with the role when someone becomes an agent", () => {
    const agent = changedFields({ ...saved, role: "agent", agentDiscount: "15" }, saved);
    expect(agent).toEqual({ role: "agent", agentDiscount: 15 });
    expect(adminUserUpdateSchema.safeParse(agent).success).toBe(true);
    expect(changedFields({ ...saved, role: "agent" }, saved)).toEqual({ role: "agent", agentDiscount: 0 });
  });

  it("leave the discount out for anyone but an agent", () => {
    expect(changedFields({ ...saved, agentDiscount: "20" }, saved)).toEqual({});
  });

  it("let the shared schema refuse a discount outside 0–100 or not whole", () => {
    const asAgent = { ...saved, role: "agent" };
    for (const bad of ["150", "-1", "2.5", ""]) {
      const result = adminUserUpdateSchema.safeParse(
        changedFields({ ...asAgent, agentDiscount: bad }, saved),
      );
      expect(result.success, bad).toBe(false);
    }
  });
});

describe("the admin user form's schema", () => {
  const saved = valuesOf(customer);
  const schema = adminUserChangesSchema(saved);

  it("parses the form's text into the request body: only the changes", () => {
    expect(
      schema.parse({ ...saved, email: " Anna.K@Example.com ", role: "agent", agentDiscount: "12" }),
    ).toEqual({
      email: "anna.k@example.com",
      role: "agent",
      agentDiscount: 12,
    });
  });

  it("keys the API's messages by field", () => {
    const result = schema.safeParse({
      ...saved,
      email: 'anna"k@example.com',
      role: "agent",
      agentDiscount: "150",
    });
    expect(firstErrors(result.error!.issues)).toEqual({
      email: "Please enter a valid email",
      agentDiscount: "Agent discount must be between 0 and 100",
    });
  });
});
