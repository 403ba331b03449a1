import type { RefObject } from "react";
import { createPortal } from "react-dom";
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
 * The sign-up view's own scroll-to-top button: once the side panel holding `anchor` is scrolled more
 * than 20 px it appears in the panel's sticky head, beside the close button, where it never covers
 * a field (a button floating over the form hid the end of an input on a phone), and takes the panel
 * back to its top.
 */
export function PanelScrollToTopButton({ anchor }: { anchor: RefObject<HTMLElement | null> }) {
  const scrolled = useScrolledPast(anchor, PANEL_SCROLL_TO_TOP_AFTER_PX);
  const scroller = scrolled?.container;
  const slot = scroller?.querySelector("[data-head-slot]");
  if (!scroller || !slot) return null;
  const toTop = () => {
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    scroller.scrollTo({ top: 0, behavior });
  };
  const button = (
    <button
      type="button"
      className="icon-button panel-scroll-to-top"
      aria-label="Back to top of the form"
      onClick={toTop}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
  return createPortal(button, slot);
}
