import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../core/shared/errors.ts";
import { statusByCode, toErrorAnswer } from "./http-errors.ts";

describe("toErrorAnswer", () => {
  it("maps every domain error code to its HTTP status, keeping the message, field and extras", () => {
    expect(statusByCode).toMatchObject({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      rate_limited: 429,
    });
    const answer = toErrorAnswer(
      new AppError("unauthorized", "Incorrect code", "code", { mfaRequired: true }),
      true,
    );
    expect(answer).toEqual({
      status: 401,
      body: { success: false, message: "Incorrect code", field: "code", mfaRequired: true },
    });
  });

  it("names the field of a failed schema parse", () => {
    const parsed = z
      .object({ email: z.string().email("Please enter a valid email") })
      .safeParse({ email: "x" });
    expect(toErrorAnswer(parsed.error, true)).toEqual({
      status: 400,
      body: { success: false, message: "Please enter a valid email", field: "email" },
    });
    const unnamed = z
      .object({ countryCode: z.string().length(2, "must be two letters") })
      .safeParse({ countryCode: "x" });
    expect(toErrorAnswer(unnamed.error, true).body).toEqual({
      success: false,
      message: "countryCode: must be two letters",
      field: "countryCode",
    });
  });

  it("never shows an internal error's details in production", () => {
    const internal = new Error("relation users does not exist at /srv/app/db.ts:12");
    const production = toErrorAnswer(internal, true);
    expect(production.status).toBe(500);
    expect(JSON.stringify(production.body)).not.toContain("relation");
    expect(JSON.stringify(production.body)).not.toContain("db.ts");
    expect(toErrorAnswer(internal, false).body.message).toContain("relation users");
  });

  it("keeps a client error's status from Fastify (e.g. a body too large)", () => {
    const error = Object.assign(new Error("Request body is too large"), { statusCode: 413 });
    expect(toErrorAnswer(error, true)).toEqual({
      status: 413,
      body: { success: false, message: "Request body is too large" },
    });
  });
});
