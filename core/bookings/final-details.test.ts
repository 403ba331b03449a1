import { describe, expect, it } from "vitest";
import { guestFinalDetails } from "../../tests/support/final-details.ts";
import { guestFinalDetailsSchema } from "./final-details.ts";

const good = guestFinalDetails();

const messages = (input: object) =>
  Object.fromEntries(
    (guestFinalDetailsSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe("guest final details", () => {
  it("refuses an impossible date with a plain message, not the format it was typed in", () => {
    expect(messages({ ...good, dateOfBirth: "31/02/1990" })).toEqual({
      dateOfBirth: "31 February 1990 does not exist",
    });
    expect(messages({ ...good, lastDiveDate: "30/02/2025" })).toEqual({
      lastDiveDate: "30 February 2025 does not exist",
    });
    expect(messages({ ...good, lastDiveDate: "" })).toEqual({});
  });

  it("tells in plain words what each missing required field needs", () => {
    expect(messages({})).toEqual({
      fullName: "Enter the full name as written in the passport",
      passportNumber: "Enter the passport number",
      nationality: "Enter the nationality",
      dateOfBirth: "Enter the date of birth, e.g. 14/03/1990",
      gender: "Choose female, male or other",
      certificationAgency: "Choose the agency that certified you, or None if you are not certified",
      loggedDives: "Enter the number of logged dives as a whole number, 0 if none",
      emergencyContact: "Enter an emergency contact: a name and a phone number",
    });
    expect(messages({ ...good, gender: "x", loggedDives: 2.5 })).toEqual({
      gender: "Choose female, male or other",
      loggedDives: "Enter the number of logged dives as a whole number, 0 if none",
    });
  });
});
