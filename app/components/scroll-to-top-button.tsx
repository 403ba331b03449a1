import { useScrollCondition } from "../lib/use-scroll-condition.ts";
import { ArrowUpIcon } from "./icons.tsx";

/** Spec §9: the footer's scroll-to-top button appears after 500 px of scroll. */
export const SCROLL_TO_TOP_AFTER_PX = 500;
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
