/** Keeps the floating buttons off the page's form controls and primary buttons (app/lib/floating-clearance.ts). */
import { useEffect } from "react";
import { startFloatingClearance } from "../lib/floating-clearance.ts";

export function FloatingClearance() {
  useEffect(() => startFloatingClearance(), []);
  return null;
}
