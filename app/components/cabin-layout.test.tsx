import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CabinLayout, cabinLayoutText } from "./cabin-layout.tsx";

describe("cabin layout", () => {
  it("says what it draws", () => {
    expect([1, 2, 4].map(cabinLayoutText)).toEqual([
      "A single berth",
      "Two berths side by side",
      "4 berths in 2 bunks",
    ]);
  });

  it("draws one bed per berth", () => {
    const html = renderToStaticMarkup(<CabinLayout berths={4} />);
    expect(html.match(/<g /g)).toHaveLength(4);
    expect(html).toContain('aria-label="4 berths in 2 bunks"');
  });
});
