/**
 * Grids that fit their count (docs/decisions/0006-styling.md, "grid rule"): a grid of cards never ends
 * in a half-empty row. For each width band the grid picks its number of columns from how many items
 * it holds, and where no column count divides them, the first few items span two columns (they are
 * drawn as wide, horizontal cards) until every row is full.
 *
 * Bands are the stylesheet's breakpoints: below 640 px one column (or a sideways rail); md from 640 px,
 * lg from 1024 px, xl from 1280 px.
 */
import type { CSSProperties } from "react";

export type GridBand = "md" | "lg" | "xl";

/** The most columns each band has room for. */
export const BAND_COLUMNS: Record<GridBand, number> = { md: 2, lg: 3, xl: 4 };

const BANDS = Object.keys(BAND_COLUMNS) as GridBand[];

export type RowFit = {
  columns: number;
  /** How many items span two columns. */
  wide: number;
};

/**
 * Full rows for `count` items in at most `maxColumns` columns: all in one row when they fit; else
 * `maxColumns` if it takes at most one double-width item; else whichever of `maxColumns` and one
 * fewer takes fewer double-width items (the wider on a tie).
 */
export function fitRows(count: number, maxColumns: number): RowFit {
  if (count <= maxColumns) return { columns: Math.max(count, 1), wide: 0 };
  const candidates = [maxColumns, maxColumns - 1].filter((columns) => columns >= 2);
  if (candidates.length === 0) return { columns: 1, wide: 0 };
  const fits = candidates.map((columns) => ({
    columns,
    wide: count % columns === 0 ? 0 : columns - (count % columns),
  }));
  const widest = fits[0]!;
  if (widest.wide <= 1) return widest;
  return fits.reduce((best, fit) => (fit.wide < best.wide ? fit : best));
}

/**
 * Which items span two columns: the earliest ones that still leave room in their row, so rows fill
 * in order with no hole (in three columns: wide, narrow, wide, narrow, ...).
 */
export function wideItems(count: number, { columns, wide }: RowFit): Set<number> {
  const result = new Set<number>();
  let free = columns;
  for (let index = 0; index < count; index++) {
    const span = result.size < wide && free >= 2 ? 2 : 1;
    if (span === 2) result.add(index);
    free -= span;
    if (free === 0) free = columns;
  }
  return result;
}

export type GridLayout = {
  /** For the grid element: the item count and each band's column count (custom properties). */
  gridProps: { "data-count": number; style: CSSProperties };
  /** For the item at `index`: the bands in which it spans two columns (`data-wide="md lg"`). */
  itemProps: (index: number) => { "data-wide"?: string };
};

/** The column counts and double-width items of a grid of `count` items, no wider than `maxColumns`. */
export function gridLayout(count: number, maxColumns = BAND_COLUMNS.xl): GridLayout {
  const fits = BANDS.map((band) => {
    const fit = fitRows(count, Math.min(BAND_COLUMNS[band], maxColumns));
    return { band, columns: fit.columns, wide: wideItems(count, fit) };
  });
  const style: Record<string, number> = {};
  for (const fit of fits) style[`--columns-${fit.band}`] = fit.columns;
  return {
    gridProps: { "data-count": count, style: style as CSSProperties },
    itemProps: (index) => {
      const bands = fits.filter((fit) => fit.wide.has(index)).map((fit) => fit.band);
      return bands.length > 0 ? { "data-wide": bands.join(" ") } : {};
    },
  };
}
