import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { AppError, errorCodes, statusByCode } from "../../core/shared/errors.ts";
import { orErrorScreen } from "./route-errors.server.ts";

/** What a loader threw, when it threw. */
async function thrownBy(call: Promise<unknown>): Promise<unknown> {
  try {
    await orErrorScreen(call);
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("orErrorScreen", () => {
  it("passes a result through", async () => {
    await expect(orErrorScreen(Promise.resolve({ boat: "MV Sea Mantra" }))).resolves.toEqual({
      boat: "MV Sea Mantra",
    });
  });

  it.each([...errorCodes])(
    "turns the code %s into its status from the shared table, with its message",
    async (code) => {
      const thrown = await thrownBy(Promise.reject(new AppError(code, `The ${code} message`)));
      // data() is what React Router turns into an error response for the boundary.
      expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: `The ${code} message` });
      expect((thrown as { init: ResponseInit }).init.status).toBe(statusByCode[code]);
    },
  );

  it("gives a conflict 409 and a missing record 404, as the API does", async () => {
    const conflict = await thrownBy(
      Promise.reject(AppError.conflict("An account with this email already exists")),
    );
    expect((conflict as { init: ResponseInit }).init.status).toBe(409);
    const missing = await thrownBy(Promise.reject(AppError.notFound("Boat")));
    expect((missing as { init: ResponseInit }).init.status).toBe(404);
  });

  it("leaves an unexpected error as it is (the 500 screen, no details)", async () => {
    const failure = new Error("connection reset");
    const thrown = await thrownBy(Promise.reject(failure));
    expect(thrown).toBe(failure);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
