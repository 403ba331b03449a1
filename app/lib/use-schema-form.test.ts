import { describe, expect, it } from "vitest";
import { contactSchema, registerSchema } from "../../core/accounts/account-schemas.ts";
import { resetFormSchema } from "../../core/accounts/account-form-schemas.ts";
import { firstErrors, hasValues, loadSchema, schemaAtHand } from "./use-schema-form.ts";

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

describe("a form's checks loaded when first needed", () => {
  const loginForm = () =>
    import("../../core/accounts/account-form-schemas.ts").then((m) => m.loginFormSchema);

  it("are at hand at once when the schema itself is given", () => {
    expect(schemaAtHand(contactSchema)).toBe(contactSchema);
  });

  it("are not at hand before the loader has run, and are for every later form after", async () => {
    expect(schemaAtHand(loginForm)).toBeNull();
    const loaded = await loadSchema(loginForm);
    expect(schemaAtHand(loginForm)).toBe(loaded);
    expect(loaded.safeParse({ email: "Diver@Example.com", password: "123456" }).success).toBe(true);
    expect(firstErrors(loaded.safeParse({ email: "a@b", password: "12345" }).error!.issues)).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 6 characters",
    });
  });

  it("pass on a failed load, for the error boundary to reload the page", async () => {
    const broken = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
    await expect(loadSchema(broken)).rejects.toThrow("dynamically imported");
    expect(schemaAtHand(broken)).toBeNull();
  });

  it("load with the form when it opens with something already in it", () => {
    expect(hasValues({ email: "", password: "" })).toBe(false);
    expect(hasValues({ title: "Mr", firstName: "" })).toBe(true);
  });
});

describe("the reset page's check", () => {
  it("asks for the same password twice", () => {
    const result = resetFormSchema.safeParse({ password: "secret1", confirm: "secret2" });
    expect(firstErrors(result.error!.issues)).toEqual({ confirm: "The two passwords do not match" });
    expect(resetFormSchema.safeParse({ password: "secret1", confirm: "secret1" }).success).toBe(true);
  });
});
