/**
 * Which widths a picture is kept at. Plain code, no codecs: the store and its tests use it.
 */

/** Widths offered to browsers by default, in pixels: phone, small tablet, tablet, laptop, large screen. */
export const DEFAULT_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1920];

/**
 * A candidate this close below the largest width (more than 85 % of it) is left out: it would cost a
 * file and an encoding for almost no saving in bytes.
 */
const MIN_STEP = 0.85;

/**
 * The widths to encode a picture `originalWidth` pixels wide at, smallest first: every candidate clearly
 * below the largest kept width, then the largest kept width itself, which is the picture's own width or
 * `maxWidth` when that is smaller (never enlarged).
 *
 * variantWidths(2400, 1920) → [320, 640, 960, 1280, 1920]; variantWidths(1000, 1920) → [320, 640, 1000];
 * variantWidths(200, 1920) → [200].
 */
export function variantWidths(
  originalWidth: number,
  maxWidth: number,
  candidates: readonly number[] = DEFAULT_WIDTHS,
): number[] {
  const largest = Math.max(1, Math.floor(Math.min(originalWidth, maxWidth)));
  const smaller = [...new Set(candidates.map((w) => Math.floor(w)))]
    .filter((w) => w >= 1 && w <= largest * MIN_STEP)
    .sort((a, b) => a - b);
  return [...smaller, largest];
}
