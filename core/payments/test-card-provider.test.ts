import { describe, expect, it } from "vitest";
import { AppError } from "../shared/errors.ts";
import {
  checkTestCard,
  parseExpiry,
  TEST_CARD_DECLINED,
  TEST_CARD_MESSAGES,
  TEST_CARD_SUCCEEDS,
  type TestCardDetails,
} from "./test-card-provider.ts";

// 14 March 2027, 20:00 in Bangkok (UTC+7).
const NOW = new Date("2027-03-14T13:00:00Z");
const good: TestCardDetails = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "03/27",
  cvc: "123",
  name: "Tara Booker",
};

/** The refusal of these details: its field and message, or undefined when accepted. */
function refusal(change: Partial<TestCardDetails>, now = NOW) {
  try {
    checkTestCard({ ...good, ...change }, now);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, field: error.field, message: error.message };
  }
}

describe("parseExpiry", () => {
  it("reads MM/YY, MM / YY and MM/YYYY", () => {
    expect(parseExpiry("04/28")).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry(" 4 / 28 ")).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry("12/2030")).toEqual({ month: 12, year: 2030 });
  });

  it.each(["", "0428", "13/28", "00/28", "4/2", "04-28", "04/283"])("refuses %j", (value) => {
    expect(parseExpiry(value)).toBeNull();
  });
});

describe("checkTestCard", () => {
  it("accepts both test cards with a valid expiry, CVC and name", () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ cardNumber: TEST_CARD_SUCCEEDS })).toBeUndefined();
    expect(refusal({ cardNumber: TEST_CARD_DECLINED, cvc: "1234", expiry: "12/2031" })).toBeUndefined();
  });

  it("refuses another number at the card number", () => {
    expect(refusal({ cardNumber: "4111 1111 1111 1111" })).toEqual({
      code: "bad_request",
      field: "cardNumber",
      message: TEST_CARD_MESSAGES.cardNumber,
    });
  });

  it("takes a card to the end of its month, by Bangkok's calendar", () => {
    expect(refusal({ expiry: "03/27" })).toBeUndefined();
    expect(refusal({ expiry: "02/27" })).toEqual({
      code: "bad_request",
      field: "expiry",
      message: TEST_CARD_MESSAGES.expiryPast,
    });
    // 1 April 2027 00:30 in Bangkok is still 31 March in UTC: March cards have expired.
    expect(refusal({ expiry: "03/27" }, new Date("2027-03-31T17:30:00Z"))?.field).toBe("expiry");
  });

  it("refuses an expiry that is not MM/YY, naming the field", () => {
    expect(refusal({ expiry: "13/27" })).toMatchObject({
      field: "expiry",
      message: TEST_CARD_MESSAGES.expiryFormat,
    });
    expect(refusal({ expiry: "" })).toMatchObject({ field: "expiry" });
  });

  it.each(["", "12", "12345", "12a"])("refuses the CVC %j", (cvc) => {
    expect(refusal({ cvc })).toMatchObject({ field: "cvc", message: TEST_CARD_MESSAGES.cvc });
  });

  it("needs the name on the card, at most 100 characters", () => {
    expect(refusal({ name: "   " })).toMatchObject({ field: "name", message: TEST_CARD_MESSAGES.name });
    expect(refusal({ name: "A".repeat(101) })).toMatchObject({
      field: "name",
      message: TEST_CARD_MESSAGES.nameLong,
    });
  });

  it("names the first problem in the form's order", () => {
    expect(refusal({ cardNumber: "1", expiry: "", cvc: "", name: "" })?.field).toBe("cardNumber");
    expect(refusal({ expiry: "", cvc: "", name: "" })?.field).toBe("expiry");
  });
});
