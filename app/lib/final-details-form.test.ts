import { describe, expect, it } from "vitest";
import { checkDetail, checkGuest, detailName } from "./final-details-form.ts";

const typed = (index: number, values: Record<string, string>) => {
  const form = new Map(Object.entries(values).map(([field, value]) => [`${index}-${field}`, value]));
  return (name: string) => form.get(name) ?? null;
};

const annFields = {
  fullName: "Ann Diver",
  passportNumber: "P123",
  nationality: "Thai",
  dateOfBirth: "2/3/1990",
  gender: "female",
  certificationAgency: "PADI",
  loggedDives: "25",
  emergencyContact: "Mum, +66 81 000 0000",
  wetsuitSize: "",
  nitroxCertified: "on",
};

describe("the final-details form's fields", () => {
  it("reads a guest's typed fields as the schema takes them", () => {
    const check = checkGuest(typed(1, annFields), 1);
    expect(check.errors).toBeUndefined();
    expect(check.details).toMatchObject({ loggedDives: 25, nitroxCertified: true, wetsuitSize: undefined });
  });

  it("lists a guest's problems in the form's order, by field", () => {
    const check = checkGuest(
      typed(0, { ...annFields, gender: "", dateOfBirth: "31/02/1990", loggedDives: "" }),
      0,
    );
    expect(Object.entries(check.errors ?? {})).toEqual([
      ["dateOfBirth", "31 February 1990 does not exist"],
      ["gender", "Choose female, male or other"],
      ["loggedDives", "Enter the number of logged dives as a whole number, 0 if none"],
    ]);
    expect(detailName(0, "gender")).toBe("0-gender");
  });

  it("checks one field as the guest leaves it with the same rule", () => {
    expect(checkDetail("dateOfBirth", "30/02/1990")).toBe("30 February 1990 does not exist");
    expect(checkDetail("dateOfBirth", "02/03/1990")).toBeNull();
    expect(checkDetail("loggedDives", "2.5")).toMatch(/whole number/);
    expect(checkDetail("lastDiveDate", "")).toBeNull();
  });
});
