/**
 * Starting a page's app on the visitor's first move instead of as soon as the page has loaded.
 *
 * The catalogue's pages (home, the schedule, the trip list, a departure, boats, courses, dive sites,
 * information pages, reviews, services) and the login page are whole in their server HTML: every link
 * is a link, and every form the visitor can send also works as a plain form (add to cart, contact,
 * sign-in, the cookie banner). Starting React on them right after `load` decoded the route data and
 * hydrated several hundred elements in tasks of 100–360 ms on a phone, while the visitor was still
 * reading the first screen (Lighthouse's blocking time 760–1,570 ms, against about 100 ms for the same
 * HTML without its scripts: docs/performance.md, "Lighthouse"). On these pages the app's files are fetched and run
 * only when the visitor first touches, clicks, types, scrolls or moves the mouse
 * (app/lib/deferred-scripts.ts): the app is ready soon after that move (about 0.85 s at a slow
 * phone's speed once the files are in, plus their download), usually before a tap that follows it
 * (decisions 0035 and 0037).
 *
 * A press of a control that needs the app (a button that opens a panel, a tab) before the app is ready
 * is not lost: it is held, the control shows it is busy (`aria-busy`), and once the app has hydrated
 * (`data-hydrated`, set by app/root.tsx) the same press is made again, now handled by the app. Links,
 * labels, fields and forms' submit buttons act as the browser makes them act: a form is sent as a
 * plain form, which the server answers as it does without JavaScript.
 *
 * `bootOnIntent` is inlined with `Function.prototype.toString` into the page's module script, so it
 * must not use anything from outside its own body: what it needs arrives as arguments.
 */

/** What the visitor does that starts the app: any of these, once. */
export const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];

/** Controls whose press is held until the app has hydrated, then made again. */
export const HELD_CONTROLS =
  'button,input[type="submit"],input[type="button"],input[type="image"],[role="button"],[role="tab"],[role="switch"]';

/** Where a press is never held: the boot guard's notice, whose button reloads the page without the app. */
export const NEVER_HELD = ".boot-failure";

export function bootOnIntent(
  start: () => void,
  intentEvents: readonly string[],
  heldControls: string,
  neverHeld: string,
): void {
  const root = document.documentElement;
  const hydrated = () => root.dataset.hydrated === "true";
  let replay: (() => void) | null = null;
  let busy: Element | null = null;

  const begin = (event?: Event) => {
    // A cursor resting over the page gets a move from the browser itself when the layout under it
    // changes (no movement): that is not the visitor's.
    const moved = event as PointerEvent | undefined;
    if (moved?.type === "pointermove" && !moved.movementX && !moved.movementY) return;
    // Nor is the browser focusing a field marked `autofocus` as the page loads (the login form's
    // e-mail field): only a focus after the visitor has pressed or typed something counts.
    const target = event?.target;
    if (
      event?.type === "focusin" &&
      target instanceof Element &&
      target.hasAttribute("autofocus") &&
      !navigator.userActivation?.hasBeenActive
    )
      return;
    for (const type of intentEvents) removeEventListener(type, begin, true);
    start();
  };
  for (const type of intentEvents) addEventListener(type, begin, { capture: true, passive: true });

  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const control = event.target.closest(heldControls);
      if (!control || control.closest(`[disabled],${neverHeld}`)) return;
      // A submit button sends its form as a plain form, which the server answers as it does without
      // JavaScript: sooner than the app could, on a slow link.
      if (control.matches('[type="submit"],button:not([type])') && (control as HTMLButtonElement).form)
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
      busy?.removeAttribute("aria-busy");
      busy = control;
      control.setAttribute("aria-busy", "true");
      replay = () => (control as HTMLElement).click();
      begin(event);
    },
    true,
  );
  const watch = new MutationObserver(() => {
    if (!hydrated()) return;
    watch.disconnect();
    busy?.removeAttribute("aria-busy");
    const again = replay;
    replay = null;
    busy = null;
    again?.();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The call of `bootOnIntent` for a module script whose `start` function asks for the app's modules. */
export function bootOnIntentCall(start: string): string {
  const args = [INTENT_EVENTS, HELD_CONTROLS, NEVER_HELD].map((arg) => JSON.stringify(arg));
  return `(${bootOnIntent.toString()})(${start},${args.join(",")});`;
}
