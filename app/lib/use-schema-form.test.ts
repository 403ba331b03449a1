import { describe, expect, it } from "vitest";
import { contactSchema, registerSchema } from "../../core/accounts/account-schemas.ts";
import { firstErrors } from "./use-schema-form.ts";

describe("form messages from the shared schemas", () => {
  it("keep the first message of each field", () => {
    const result = registerSchema.safeParse({
      title: "Mr",
      firstName: " ",
      lastName: "",
      email: "a@b",
      phone: "1",
      country: "Thailand",
      countryCode: "th",
      password: "12345",
    });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!.issues)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email",
      password: "Password must be at least 6 characters",
    });
  });

  it("find nothing to say about a valid contact message", () => {
    const result = contactSchema.safeParse({
      firstName: "Anna",
      lastName: "Karlsson",
      email: "anna@example.com",
      phone: "+46 70",
      country: "Sweden",
      countryCode: "se",
      message: "Hello",
    });
    expect(result.success).toBe(true);
  });
});
