import type { RefObject } from "react";
import { useScrollCondition, useScrolledPast } from "../lib/use-scroll-condition.ts";
import { ArrowUpIcon } from "./icons.tsx";

/** Spec §9: the footer's scroll-to-top button appears after 500 px of scroll, the sign-up view's after 20 px. */
export const SCROLL_TO_TOP_AFTER_PX = 500;
export const PANEL_SCROLL_TO_TOP_AFTER_PX = 20;
const pastThreshold = (scrollY: number) => scrollY > SCROLL_TO_TOP_AFTER_PX;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function ScrollToTopButton() {
  const visible = useScrollCondition(pastThreshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="floating-button scroll-to-top"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}

/**
 * The sign-up view's own scroll-to-top button: it stays at the bottom of the side panel holding
 * `anchor` once the panel is scrolled more than 20 px, and takes the panel back to its top.
 */
export function PanelScrollToTopButton({ anchor }: { anchor: RefObject<HTMLElement | null> }) {
  const visible = useScrolledPast(anchor, PANEL_SCROLL_TO_TOP_AFTER_PX);
  if (!visible) return null;
  const toTop = () => {
    const scroller = anchor.current?.closest(".side-modal");
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    if (scroller) scroller.scrollTo({ top: 0, behavior });
    else window.scrollTo({ top: 0, behavior });
  };
  return (
    <button
      type="button"
      className="panel-scroll-to-top"
      aria-label="Back to top of the form"
      onClick={toTop}
    >
      <ArrowUpIcon size={18} />
    </button>
  );
}
