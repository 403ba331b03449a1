import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../core/shared/errors.ts";
import { actionFailed, invalidForm, refused } from "./action-answers.server.ts";

/** react-router's `data()` result: the body and the response's status. */
const answer = (value: unknown) => value as { data: unknown; init: { status: number } };

describe("action answers", () => {
  it("gives a domain error the status of the shared table, not a blanket 400", () => {
    expect(answer(actionFailed(AppError.notFound("Booking"))).init.status).toBe(404);
    expect(answer(actionFailed(AppError.conflict("Taken", "email"))).init.status).toBe(409);
    expect(answer(actionFailed(AppError.conflict("Taken", "email"))).data).toEqual({
      error: "Taken",
      field: "email",
    });
    expect(answer(actionFailed(new AppError("payment_failed", "Declined"))).init.status).toBe(402);
  });

  it("lets a fault that is not a domain error go on to the error screen", () => {
    const fault = new Error("boom");
    expect(() => actionFailed(fault)).toThrow(fault);
  });

  it("names every wrong field of a form that failed its schema", () => {
    const schema = z.object({ name: z.string().min(1, "Enter a name"), age: z.number("Enter an age") });
    const result = schema.safeParse({ name: "" });
    if (result.success) throw new Error("the form should fail");
    const { data, init } = answer(invalidForm(result.error));
    expect(init.status).toBe(400);
    expect(data).toEqual({
      error: "Enter a name",
      field: "name",
      fields: { name: "Enter a name", age: "Enter an age" },
    });
  });

  it("answers the action's own refusals with 400", () => {
    expect(answer(refused("Choose what to pay", "amount")).data).toEqual({
      error: "Choose what to pay",
      field: "amount",
    });
    expect(answer(refused("Unknown action")).init.status).toBe(400);
  });
});
