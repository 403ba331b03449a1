import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DATE_MESSAGE,
  dayMonthYearSchema,
  EMAIL_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  emailSchema,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGE,
  passwordSchema,
  requiredText,
  SPACE_COUNT_MESSAGE,
  spaceCountSchema,
  textSchema,
} from "./validation.ts";

/** The messages of a failed parse (none when it passed). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("messages", () => {
  it("are the spec's wording", () => {
    expect(EMAIL_MESSAGE).toBe("Please enter a valid email");
    expect(PASSWORD_MESSAGE).toBe("Password must be at least 6 characters");
    expect(DATE_MESSAGE).toBe("Enter the date as dd/mm/yyyy");
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });
});

describe("emailSchema", () => {
  it("accepts a valid address", () => {
    expect(emailSchema.parse("diver@example.com")).toBe("diver@example.com");
  });

  it("outputs the normalised address (trimmed, lower-case)", () => {
    expect(emailSchema.parse("  Diver@Example.COM ")).toBe("diver@example.com");
  });

  it.each(["", "   "])("says an empty address %j is required, and only that", (value) => {
    expect(messages(emailSchema, value)).toEqual([EMAIL_REQUIRED_MESSAGE]);
  });

  it.each(["diver", "diver@example", "diver @example.com", "@example.com", "diver@.com@"])(
    "rejects %j with the spec's message",
    (value) => {
      expect(messages(emailSchema, value)).toEqual([EMAIL_MESSAGE]);
    },
  );

  it.each([undefined, null, 42, {}])("rejects the non-string %j with the same message", (value) => {
    expect(messages(emailSchema, value)).toEqual([EMAIL_MESSAGE]);
  });
});

describe("passwordSchema", () => {
  it.each(["secret", "123456", "a much longer passphrase", "      "])("accepts %j", (value) => {
    expect(passwordSchema.parse(value)).toBe(value);
  });

  it("keeps spaces: they are part of the password", () => {
    expect(passwordSchema.parse(" pass word ")).toBe(" pass word ");
  });

  it.each(["", "a", "12345"])("rejects %j (shorter than 6)", (value) => {
    expect(messages(passwordSchema, value)).toEqual([PASSWORD_MESSAGE]);
  });

  it.each([undefined, null, 123456])("rejects the non-string %j with the same message", (value) => {
    expect(messages(passwordSchema, value)).toEqual([PASSWORD_MESSAGE]);
  });
});

describe("requiredText", () => {
  const firstName = requiredText("First name");

  it("accepts text and outputs it trimmed", () => {
    expect(firstName.parse("Somchai")).toBe("Somchai");
    expect(firstName.parse("  Somchai  ")).toBe("Somchai");
    expect(firstName.parse("x")).toBe("x");
  });

  it.each(["", " ", "\t\n "])("rejects %j naming the field", (value) => {
    expect(messages(firstName, value)).toEqual(["First name is required"]);
  });

  it.each([undefined, null, 5])("rejects the non-string %j with the same message", (value) => {
    expect(messages(firstName, value)).toEqual(["First name is required"]);
  });

  it("uses each field's own label", () => {
    expect(messages(requiredText("Boat name"), "")).toEqual(["Boat name is required"]);
  });
});

describe("textSchema: the base of every text field", () => {
  const name = textSchema("First name");
  const message = textSchema("Message", { multiline: true });

  it("accepts ordinary text, trimmed, in any script", () => {
    expect(name.parse("  Somchai ")).toBe("Somchai");
    expect(name.parse("Zoë Ånström-Łukasz")).toBe("Zoë Ånström-Łukasz");
    expect(name.parse("สมชาย")).toBe("สมชาย");
  });

  it.each(["A\u0000b", "\u0000", "a\u0001", "a\u001bb", "a\u007fb", "a\u0085b", "a\nb", "a\tb", "a\rb"])(
    "refuses the control characters in %j, naming the field",
    (value) => {
      expect(messages(name, value)).toEqual(["First name must not contain control characters"]);
    },
  );

  it("lets a multi-line field keep tabs and line breaks, but never NUL or other controls", () => {
    expect(message.parse("Hello,\n\tcan we bring\r\nnitrox?")).toBe("Hello,\n\tcan we bring\r\nnitrox?");
    for (const value of ["a\u0000b", "a\u0007b", "a\u000bb", "a\u001fb"]) {
      expect(messages(message, value), JSON.stringify(value)).toEqual([
        "Message must not contain control characters",
      ]);
    }
  });

  it("names the field for a value that is not text", () => {
    expect(messages(name, 42)).toEqual(["First name must be text"]);
    expect(messages(name, undefined)).toEqual(["First name is required"]);
  });

  it("is what requiredText and the e-mail build on", () => {
    expect(messages(requiredText("First name"), "An\u0000na")).toEqual([
      "First name must not contain control characters",
    ]);
    expect(messages(requiredText("Message", { multiline: true }), "two\nlines")).toEqual([]);
    expect(messages(emailSchema, "anna\u0000@example.com")).toEqual([EMAIL_MESSAGE]);
    expect(messages(emailSchema, "anna\u0001@example.com")).toEqual([EMAIL_MESSAGE]);
    expect(messages(dayMonthYearSchema, "21/11/2026\u0000")).toEqual([DATE_MESSAGE]);
  });
});

describe("dayMonthYearSchema", () => {
  it.each(["21/11/2026", "29/02/2028", "1/2/2026"])("accepts %j", (value) => {
    expect(dayMonthYearSchema.parse(value)).toBe(value);
  });

  it("outputs the text trimmed, still in dd/MM/yyyy", () => {
    expect(dayMonthYearSchema.parse(" 21/11/2026 ")).toBe("21/11/2026");
  });

  it.each(["31/02/2026", "29/02/2027", "2026-11-21", "21/11/26", "21/11/2026x", "13/13/2026", ""])(
    "rejects %j",
    (value) => {
      expect(messages(dayMonthYearSchema, value)).toEqual([DATE_MESSAGE]);
    },
  );

  it.each([undefined, null, 20261121, new Date("2026-11-21")])(
    "rejects the non-string %j with the same message",
    (value) => {
      expect(messages(dayMonthYearSchema, value)).toEqual([DATE_MESSAGE]);
    },
  );
});

describe("spaceCountSchema", () => {
  it.each([1, 2, 12, 100])("accepts %i", (value) => {
    expect(spaceCountSchema.parse(value)).toBe(value);
  });

  it.each([0, -1, 1.5, 0.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (value) => {
    expect(messages(spaceCountSchema, value)).not.toEqual([]);
    for (const message of messages(spaceCountSchema, value)) expect(message).toBe(SPACE_COUNT_MESSAGE);
  });

  it.each(["2", "", null, undefined, true])("does not coerce %j", (value) => {
    expect(messages(spaceCountSchema, value)).toEqual([SPACE_COUNT_MESSAGE]);
  });
});

describe("schemas in an object, as forms use them", () => {
  it("report each bad field once, with its path", () => {
    const signUp = z.object({
      firstName: requiredText("First name"),
      email: emailSchema,
      password: passwordSchema,
      birthDate: dayMonthYearSchema,
      spaces: spaceCountSchema,
    });
    const result = signUp.safeParse({
      firstName: " ",
      email: "nope",
      password: "123",
      birthDate: "31/02/1990",
      spaces: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["firstName", "First name is required"],
      ["email", EMAIL_MESSAGE],
      ["password", PASSWORD_MESSAGE],
      ["birthDate", DATE_MESSAGE],
      ["spaces", SPACE_COUNT_MESSAGE],
    ]);

    expect(
      signUp.parse({
        firstName: " Anna ",
        email: " Anna@Example.com",
        password: "secret",
        birthDate: "05/06/1990",
        spaces: 2,
      }),
    ).toEqual({
      firstName: "Anna",
      email: "anna@example.com",
      password: "secret",
      birthDate: "05/06/1990",
      spaces: 2,
    });
  });
});
