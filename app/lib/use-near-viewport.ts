/**
 * Whether an element has come near the viewport (within `margin`), once: for what should only load
 * when a visitor scrolls towards it, such as a CSS background picture (which the browser's own lazy
 * loading does not cover). False on the server and until the element is near; true from then on.
 * Without IntersectionObserver (very old browsers) it stays false: the picture is left out.
 */
import { type RefObject, useEffect, useState } from "react";

export function useNearViewport(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
