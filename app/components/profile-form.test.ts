import { describe, expect, it } from "vitest";
import { firstErrors } from "../lib/use-schema-form.ts";
import { profileFormSchema } from "./profile-form.tsx";

const saved = {
  title: "Ms",
  firstName: "Bea",
  lastName: "Diver",
  email: "bea@example.com",
  phone: "+66 81 234 5678",
  country: "Thailand",
  countryCode: "th",
  currentPassword: "",
};

describe("the profile form asks for the current password only for a new e-mail", () => {
  const schema = profileFormSchema(saved.email);

  it("needs no password when the e-mail stays (also typed in another case)", () => {
    expect(schema.safeParse({ ...saved, firstName: "Beatrix" }).success).toBe(true);
    expect(schema.safeParse({ ...saved, email: " BEA@example.com " }).success).toBe(true);
  });

  it("needs the password for a new e-mail, then passes it on", () => {
    const moved = { ...saved, email: "bea@new.example.com" };
    const result = schema.safeParse(moved);
    expect(firstErrors(result.error!.issues)).toEqual({
      currentPassword: "Enter your current password to change your e-mail",
    });
    expect(schema.parse({ ...moved, currentPassword: "my password" })).toMatchObject({
      email: "bea@new.example.com",
      currentPassword: "my password",
    });
  });
});
