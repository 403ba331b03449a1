import { type RefObject, useEffect, useState } from "react";

/**
 * A condition on the window's scroll position, re-checked on scroll and resize (at most once per frame):
 * `condition(scrollY, viewportHeight)`. Pass a stable function (module-level), or the listeners are
 * re-attached on every render. False on the server and the first render, so server and browser HTML agree.
 */
export function useScrollCondition(condition: (scrollY: number, viewportHeight: number) => boolean): boolean {
  const [met, setMet] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setMet(condition(window.scrollY, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [condition]);
  return met;
}

/**
 * The scroll container around `anchor` (the closest element matching `containerSelector`, e.g. the
 * side panel; null for the window) once it is scrolled down more than `thresholdPx`, else null. Null on
 * the server and the first render.
 */
export function useScrolledPast(
  anchor: RefObject<HTMLElement | null>,
  thresholdPx: number,
  containerSelector = ".side-modal",
): { container: HTMLElement | null } | null {
  const [past, setPast] = useState<{ container: HTMLElement | null } | null>(null);
  useEffect(() => {
    const container = anchor.current?.closest<HTMLElement>(containerSelector) ?? null;
    const target: HTMLElement | Window = container ?? window;
    const check = () => {
      const scrolled = (container ? container.scrollTop : window.scrollY) > thresholdPx;
      setPast((current) => (scrolled ? (current?.container === container ? current : { container }) : null));
    };
    check();
    target.addEventListener("scroll", check, { passive: true });
    return () => target.removeEventListener("scroll", check);
  }, [anchor, thresholdPx, containerSelector]);
  return past;
}
