import { redirect } from "react-router";

/**
 * The loader of a route that only has an action (a panel's or a form's, decision 0031): there is
 * nothing to show at its address, so a visitor who opens it goes home.
 */
export function notAPage() {
  return redirect("/");
}
