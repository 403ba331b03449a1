import { describe, expect, it } from "vitest";
import { fitRows, gridLayout, wideItems } from "./grid-layout.ts";

/** The rows CSS grid's auto-placement draws: each row's filled cells, a wide item counting two. */
function rows(count: number, maxColumns: number): number[] {
  const fit = fitRows(count, maxColumns);
  const { columns } = fit;
  const wide = wideItems(count, fit);
  const cells = Array.from({ length: count }, (_, index) => (wide.has(index) ? 2 : 1));
  const result: number[] = [];
  let row = 0;
  for (const width of cells) {
    if (row + width > columns) {
      result.push(row);
      row = 0;
    }
    row += width;
  }
  result.push(row);
  return result;
}

describe("fitRows", () => {
  it("puts a count that fits on one row", () => {
    expect(fitRows(3, 4)).toEqual({ columns: 3, wide: 0 });
    expect(fitRows(2, 3)).toEqual({ columns: 2, wide: 0 });
    expect(fitRows(1, 4)).toEqual({ columns: 1, wide: 0 });
  });

  it("takes one column fewer when that divides the count", () => {
    expect(fitRows(6, 4)).toEqual({ columns: 3, wide: 0 });
    expect(fitRows(9, 4)).toEqual({ columns: 3, wide: 0 });
    expect(fitRows(4, 3)).toEqual({ columns: 2, wide: 0 });
  });

  it("widens the first items instead of leaving a short last row", () => {
    expect(fitRows(7, 4)).toEqual({ columns: 4, wide: 1 }); // 7 courses: 1 wide + 2, then 4
    expect(fitRows(3, 2)).toEqual({ columns: 2, wide: 1 }); // 3 boats on a tablet: 1 wide, then 2
    expect(fitRows(5, 4)).toEqual({ columns: 3, wide: 1 });
    expect(fitRows(8, 3)).toEqual({ columns: 3, wide: 1 });
    expect(fitRows(10, 4)).toEqual({ columns: 4, wide: 2 });
  });

  it("fills every row of every count from 1 to 30 in 2, 3 and 4 columns", () => {
    for (const maxColumns of [2, 3, 4]) {
      for (let count = 1; count <= 30; count++) {
        const { columns } = fitRows(count, maxColumns);
        expect(columns).toBeLessThanOrEqual(maxColumns);
        expect(
          rows(count, maxColumns).every((row) => row === columns),
          `${count} in ${maxColumns}`,
        ).toBe(true);
      }
    }
  });
});

describe("wideItems", () => {
  it("puts wide items first, alternating with narrow ones in three columns", () => {
    expect([...wideItems(7, { columns: 4, wide: 1 })]).toEqual([0]);
    expect([...wideItems(13, { columns: 4, wide: 3 })]).toEqual([0, 1, 2]);
    expect([...wideItems(7, { columns: 3, wide: 2 })]).toEqual([0, 2]);
  });
});

describe("gridLayout", () => {
  it("gives each band its columns and marks the items that span two", () => {
    const layout = gridLayout(7);
    expect(layout.gridProps["data-count"]).toBe(7);
    expect(layout.gridProps.style).toEqual({ "--columns-md": 2, "--columns-lg": 2, "--columns-xl": 4 });
    expect(layout.itemProps(0)).toEqual({ "data-wide": "md lg xl" });
    expect(layout.itemProps(1)).toEqual({});
  });

  it("never uses more columns than asked for", () => {
    const layout = gridLayout(3, 3);
    expect(layout.gridProps.style).toEqual({ "--columns-md": 2, "--columns-lg": 3, "--columns-xl": 3 });
    expect(layout.itemProps(0)).toEqual({ "data-wide": "md" });
  });
});
