import { describe, expect, it } from "vitest";
import { type ContentChange, createContentEvents } from "./content-events.ts";

describe("createContentEvents", () => {
  it("tells every listener of each change, in order, until it is removed", () => {
    const events = createContentEvents();
    const seen: string[] = [];
    const off = events.on((change) => seen.push(`a:${change.kind}`));
    events.on((change) => seen.push(`b:${change.kind}:${change.id ?? ""}`));
    events.emit({ kind: "boat", id: "1" });
    off();
    events.emit({ kind: "homepage" });
    expect(seen).toEqual(["a:boat", "b:boat:1", "b:homepage:"]);
  });

  it("keeps telling the others when one listener throws, and reports the error", () => {
    const errors: unknown[] = [];
    const events = createContentEvents((error) => errors.push(error));
    const seen: ContentChange[] = [];
    events.on(() => {
      throw new Error("broken listener");
    });
    events.on((change) => seen.push(change));
    events.emit({ kind: "page", id: "p" });
    expect(seen).toEqual([{ kind: "page", id: "p" }]);
    expect(errors).toHaveLength(1);
  });
});
