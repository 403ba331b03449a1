import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Spec §2: "On every route change the page scrolls to the top." Runs when the path changes by a link or
 * a redirect; back and forward (POP) are left to React Router's ScrollRestoration, which puts the
 * reader back where they were.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);
  return null;
}
