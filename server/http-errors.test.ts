import { STATUS_CODES } from "node:http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asConflict } from "../core/shared/db-errors.ts";
import { AppError, type ErrorCode, errorCodes, statusByCode } from "../core/shared/errors.ts";
import {
  INTERNAL_ERROR_MESSAGE,
  toErrorAnswer,
  UNAVAILABLE_MESSAGE,
  UNUSABLE_INPUT_MESSAGE,
} from "./http-errors.ts";

const hidden = { exposeInternals: false };
const exposed = { exposeInternals: true };

/**
 * What each code means in HTTP's own words: the reason phrase of the status it must answer, as Node
 * names it (`STATUS_CODES`). The one table, statusByCode, must agree, and list no code left out here.
 */
const reasonPhrases: [ErrorCode, string][] = [
  ["bad_request", "Bad Request"],
  ["unauthorized", "Unauthorized"],
  ["forbidden", "Forbidden"],
  ["not_found", "Not Found"],
  ["conflict", "Conflict"],
  ["too_large", "Payload Too Large"],
  // A declined card: the guest may pay again with another.
  ["payment_failed", "Payment Required"],
  ["rate_limited", "Too Many Requests"],
  ["unavailable", "Service Unavailable"],
];

/** A database error as node-postgres or PGlite raise it, wrapped by Drizzle the way it does. */
function drizzleError(code: string, sql: string, params: unknown[]) {
  const driverError = Object.assign(new Error(`driver says ${code}`), { code });
  return Object.assign(new Error(`Failed query: ${sql}\nparams: ${params.join(",")}`), {
    cause: driverError,
  });
}

describe("toErrorAnswer", () => {
  it.each(reasonPhrases)("answers %s with the status HTTP calls %s", (code, phrase) => {
    expect(STATUS_CODES[toErrorAnswer(new AppError(code, "Refused"), hidden).status]).toBe(phrase);
  });

  it("knows what every code means in HTTP", () => {
    expect(reasonPhrases.map(([code]) => code).sort()).toEqual([...errorCodes].sort());
  });

  it.each([...errorCodes])("answers %s with its status, message, field and extras, nothing else", (code) => {
    const error = new AppError(code, `The ${code} message`, "someField", { mfaRequired: true });
    error.stack = "AppError: at /srv/app/core/secret.ts:12";
    const answer = toErrorAnswer(error, hidden);
    expect(answer).toEqual({
      status: statusByCode[code],
      body: { success: false, message: `The ${code} message`, field: "someField", mfaRequired: true },
    });
    // The same without a field or extras: the body carries only success and message.
    expect(toErrorAnswer(new AppError(code, "Plain"), hidden).body).toEqual({
      success: false,
      message: "Plain",
    });
  });

  it("shows a conflict made from a database violation without the SQL it came from", () => {
    const violation = drizzleError("23505", 'insert into "users" ("email") values ($1)', [
      "a@b.c",
      "$argon2id$v=19$…",
    ]);
    const answer = toErrorAnswer(
      asConflict(violation, "An account with this email already exists", "email"),
      hidden,
    );
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: "An account with this email already exists", field: "email" },
    });
  });

  it.each([
    ["email", z.string().email("Please enter a valid email"), "x", "Please enter a valid email"],
    ["firstName", z.string().min(1, "First name is required"), "", "First name is required"],
    // A message that does not say which field it is about gets the field's name before it.
    ["countryCode", z.string().length(2, "must be two letters"), "x", "countryCode: must be two letters"],
  ])("names the field of a failed schema parse: %s", (field, schema, value, message) => {
    const parsed = z.object({ [field]: schema }).safeParse({ [field]: value });
    expect(toErrorAnswer(parsed.error, hidden)).toEqual({
      status: 400,
      body: { success: false, message, field },
    });
  });

  it("answers 400 to a value the database refused (SQLSTATE class 22), without SQL or parameters", () => {
    const nul = drizzleError("22021", 'select "id" from "boats" where "slug" = $1', ["a\u0000b"]);
    const answer = toErrorAnswer(nul, hidden);
    expect(answer).toEqual({ status: 400, body: { success: false, message: UNUSABLE_INPUT_MESSAGE } });
  });

  it("never shows an internal error's details unless told to (npm run dev)", () => {
    const internal = new Error('relation "users" does not exist at /srv/app/db.ts:12');
    const answer = toErrorAnswer(internal, hidden);
    expect(answer).toEqual({ status: 500, body: { success: false, message: INTERNAL_ERROR_MESSAGE } });
    expect(toErrorAnswer(internal, exposed).body.message).toContain('relation "users" does not exist');
    // A failed query is an internal error too when it is not a data exception: no SQL either.
    const query = drizzleError("42P01", 'select * from "users" where "email" = $1', ["a@b.c"]);
    expect(toErrorAnswer(query, hidden).body.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it.each([
    ["FST_ERR_CTP_BODY_TOO_LARGE", 413, "Request body is too large"],
    ["FST_ERR_CTP_INVALID_MEDIA_TYPE", 415, "Unsupported Media Type"],
    [
      "FST_ERR_CTP_INVALID_JSON_BODY",
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
    ],
    [
      "FST_ERR_CTP_EMPTY_JSON_BODY",
      400,
      "Body cannot be empty when content-type is set to 'application/json'",
    ],
    ["FST_ERR_BAD_URL", 400, "'/%E0%A4%A' is not a valid url component"],
  ])("keeps the 4xx status and message of Fastify's %s", (code, statusCode, message) => {
    const error = Object.assign(new Error(message), { code, statusCode });
    expect(toErrorAnswer(error, hidden)).toEqual({ status: statusCode, body: { success: false, message } });
  });

  it("treats an error with a 5xx status as internal", () => {
    const error = Object.assign(new Error("upstream exploded at /srv/x.ts"), { statusCode: 502 });
    expect(toErrorAnswer(error, hidden)).toEqual({
      status: 500,
      body: { success: false, message: INTERNAL_ERROR_MESSAGE },
    });
  });

  it.each([
    ["a restart (57P01, wrapped by Drizzle)", drizzleError("57P01", "select 1", [])],
    ["a shutdown in progress (57P03)", drizzleError("57P03", "select 1", [])],
    ["a statement timeout (57014)", drizzleError("57014", 'select * from "bookings"', [])],
    ["a lost connection (class 08)", drizzleError("08006", "select 1", [])],
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    ["a connection ended mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that waited too long", new Error("timeout exceeded when trying to connect")],
  ])("answers 503 in plain words, no SQL, to %s", (_name, error) => {
    expect(toErrorAnswer(error, hidden)).toEqual({
      status: 503,
      body: { success: false, message: UNAVAILABLE_MESSAGE },
    });
  });

  it("keeps other database errors 500 (a missing table is our bug, not an outage)", () => {
    expect(toErrorAnswer(drizzleError("42P01", "select 1", []), hidden).status).toBe(500);
  });
});
