import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACES, fallbackOverrides, variationAxes } from "./font-metrics.ts";

/** The descriptors of the `@font-face` rule for `family` in app/styles/fonts.css. */
function declared(family: string): Record<string, string> {
  const css = readFileSync("app/styles/fonts.css", "utf8");
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`font-family: "${family}";`));
  if (!rule) throw new Error(`no @font-face for ${family}`);
  return Object.fromEntries(
    [...rule.matchAll(/^\s*([a-z-]+):\s*([^;]+);/gm)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

const percent = (value: string) => Number.parseFloat(value);

describe("the fonts the site serves", () => {
  it.each(FACES.map((face) => [face.family, face] as const))(
    "the %s fallback face is sized and spaced from the served file",
    async (_family, face) => {
      const rule = declared(`${face.family} Fallback`);
      const expected = await fallbackOverrides(face);
      for (const [descriptor, value] of Object.entries(expected)) {
        // fonts.css may drop trailing zeros (115.1% for 115.10%).
        expect(percent(rule[descriptor] ?? "missing"), `${face.family} Fallback ${descriptor}`).toBeCloseTo(
          percent(value),
          2,
        );
      }
    },
  );

  it("Fraunces keeps its weight axis and is drawn at one optical size (scripts/subset-fonts.ts)", () => {
    for (const file of ["app/fonts/fraunces-core.woff2", "app/fonts/fraunces-rest.woff2"]) {
      const axes = variationAxes(readFileSync(file));
      expect(
        axes.map((axis) => axis.tag),
        file,
      ).toEqual(["wght"]);
      expect(axes[0]).toMatchObject({ min: 100, max: 900 });
    }
  });
});
