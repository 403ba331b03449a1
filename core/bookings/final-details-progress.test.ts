import { describe, expect, it } from "vitest";
import { guestFinalDetails } from "../../tests/support/final-details.ts";
import { guestFinalDetailsSchema } from "./final-details.ts";
import {
  finalDetailsLabel,
  finalDetailsProgress,
  finalDetailsState,
  guestDetailsDone,
} from "./final-details-progress.ts";

const complete = guestFinalDetailsSchema.parse(guestFinalDetails());

describe("final details progress", () => {
  it("counts a guest as done only when the saved details pass today's rules", () => {
    expect(guestDetailsDone(complete)).toBe(true);
    expect(guestDetailsDone(null)).toBe(false);
    expect(guestDetailsDone(undefined)).toBe(false);
    // Saved before a rule was tightened (an impossible date, a missing passport): still to do.
    expect(guestDetailsDone({ ...complete, dateOfBirth: "31/02/1990" })).toBe(false);
    expect(guestDetailsDone({ ...complete, passportNumber: "" })).toBe(false);
  });

  it("says Not started, how many of how many, or Complete", () => {
    const none = finalDetailsProgress([null, null, null]);
    const some = finalDetailsProgress([complete, null, complete]);
    const all = finalDetailsProgress([complete, complete]);
    expect(none).toEqual({ done: 0, total: 3 });
    expect(some).toEqual({ done: 2, total: 3 });
    expect(finalDetailsLabel(none)).toBe("Not started");
    expect(finalDetailsLabel(some)).toBe("2 of 3 guests done");
    expect(finalDetailsLabel({ done: 1, total: 2 })).toBe("1 of 2 guests done");
    expect(finalDetailsLabel(all)).toBe("Complete");
    expect(finalDetailsLabel(finalDetailsProgress([complete]))).toBe("Complete");
    expect([none, some, all].map(finalDetailsState)).toEqual(["none", "partial", "complete"]);
  });
});
