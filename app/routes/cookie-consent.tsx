/**
 * POST /cookie-consent: the cookie banner's "Ok, got it" as a plain form (app/components/cookie-banner.tsx),
 * for a click before the page's script runs or without script: the consent cookie is set by the
 * answer and the visitor goes back to the page they were on (a path on this site only). With script
 * the banner sets the cookie itself and never posts.
 */
import { redirect } from "react-router";
import { consentCookie } from "../lib/cookie-consent.ts";
import { readFormData } from "../lib/form-data.server.ts";
import { notAPage } from "../lib/not-a-page.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/cookie-consent";

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const back = safeRedirect(String(form.get("back") ?? ""), "/") ?? "/";
  return redirect(back, { status: 303, headers: { "Set-Cookie": consentCookie() } });
}

export const loader = notAPage;
