/**
 * When a swipe or a sideways scroll changes the hero's slide (spec §4: "Slides change on a swipe or
 * scroll of 50 px"; §9: slide threshold 50 px). Plain functions, so the rule is tested without a browser.
 */

/** The distance a swipe or a sideways scroll must cover to change the slide. */
export const SLIDE_THRESHOLD_PX = 50;

/** The step a finished swipe makes: +1 (next) for a swipe to the left, -1 (back), or 0. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  // A mostly vertical gesture scrolls the page; it does not change the slide.
  if (Math.abs(dx) < SLIDE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Sideways wheel and trackpad scrolling, added up: once it reaches the threshold the slide changes
 * (+1 for scrolling right) and the sum starts again. A change of direction starts the sum again too.
 */
export function wheelStep(sum: number, deltaX: number): { step: -1 | 0 | 1; sum: number } {
  const next = Math.sign(sum) !== 0 && Math.sign(deltaX) !== Math.sign(sum) ? deltaX : sum + deltaX;
  if (Math.abs(next) < SLIDE_THRESHOLD_PX) return { step: 0, sum: next };
  return { step: next > 0 ? 1 : -1, sum: 0 };
}

/** The slide after `step` from `index` of `count`, going round at either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}
