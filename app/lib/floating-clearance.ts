/**
 * The floating buttons (WhatsApp, back to top) never cover a form control or a primary button: while
 * one of those lies under a floating button, the button steps aside (`data-covering="true"`, hidden
 * by app/styles/chrome.css) and comes back once the control has scrolled past. A fixed place that
 * never overlaps the page's content does not exist on a phone (controls span its width), and a reserve
 * at the page's end only helps there.
 *
 * Checked at most once per frame, on scroll, resize and when the page's content changes (a form that
 * appears, the back-to-top button itself appearing).
 */

/** What a floating button must not cover. */
export const GUARDED_SELECTOR = [
  'input:not([type="hidden"])',
  "select",
  "textarea",
  '[role="combobox"]',
  ".button-primary",
  ".button-accent",
  'button[type="submit"]',
].join(",");

export const FLOATING_SELECTOR = ".floating-button";

type Box = { top: number; right: number; bottom: number; left: number; width: number; height: number };

/** Whether two boxes share any area, `margin` pixels around `a` included. A box without area never does. */
export function overlaps(a: Box, b: Box, margin = 0): boolean {
  if (a.width === 0 || a.height === 0 || b.width === 0 || b.height === 0) return false;
  return (
    a.left - margin < b.right &&
    b.left < a.right + margin &&
    a.top - margin < b.bottom &&
    b.top < a.bottom + margin
  );
}

/** Whether the button's box covers any of the guarded boxes. */
export function coversAny(button: Box, guarded: Iterable<Box>, margin = 4): boolean {
  for (const box of guarded) if (overlaps(button, box, margin)) return true;
  return false;
}

/** Starts watching the document; answers the function that stops it. */
export function startFloatingClearance(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  let frame = 0;
  const check = () => {
    frame = 0;
    const buttons = [...doc.querySelectorAll<HTMLElement>(FLOATING_SELECTOR)];
    if (buttons.length === 0) return;
    const guarded = [...doc.querySelectorAll<HTMLElement>(GUARDED_SELECTOR)]
      .filter((element) => !element.closest(FLOATING_SELECTOR))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.bottom > 0 && box.top < view.innerHeight);
    for (const button of buttons) {
      const covering = coversAny(button.getBoundingClientRect(), guarded);
      // Only a change is written: the attribute is itself a change the observer below sees.
      if ((button.dataset.covering === "true") !== covering) button.dataset.covering = String(covering);
    }
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(check);
  };
  const observer = new view.MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true });
  view.addEventListener("scroll", schedule, { passive: true });
  view.addEventListener("resize", schedule);
  schedule();
  return () => {
    observer.disconnect();
    view.removeEventListener("scroll", schedule);
    view.removeEventListener("resize", schedule);
    if (frame) view.cancelAnimationFrame(frame);
  };
}
