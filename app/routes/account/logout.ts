/**
 * POST /account/logout: the account menu's Logout (not a page). Ends the session and clears its cookie,
 * as GET /api/v1/logout does (server/browser-session.ts).
 */
import { notAPage } from "../../lib/not-a-page.ts";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  await context.session.logout();
  return { done: "Logged out" };
}

export const loader = notAPage;
