/**
 * The admin console (spec §2 admin-only routes): a working layout of its own. The side navigation of
 * every section sits beside the screen; the site's header stays above it (with the account menu), and
 * the root draws a slim footer instead of the site's (no floating WhatsApp button) because of
 * `handle`.
 */
import { Outlet } from "react-router";
import { AdminNav } from "../../components/admin-nav.tsx";
import { ADMIN_CHROME_HANDLE } from "../../lib/admin-sections.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/layout";

export const handle = ADMIN_CHROME_HANDLE;

/** For a screen below without its own: never listed by search engines. */
export const meta: Route.MetaFunction = () => privateMeta("Admin | Andaman Liveaboards");

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAdmin(context) };
}

export default function AdminLayout() {
  return (
    <div className="admin-console">
      <AdminNav />
      <div className="admin-screen">
        <Outlet />
      </div>
    </div>
  );
}
