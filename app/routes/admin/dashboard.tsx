import { Link } from "react-router";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { ArrowRightIcon } from "../../components/icons.tsx";
import { ADMIN_NAV } from "../../lib/admin-sections.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/dashboard";
import { privateMeta } from "../../lib/meta.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAdmin(context) };
}

export const meta: Route.MetaFunction = () => privateMeta("Dashboard | Admin | Andaman Liveaboards");

const SECTIONS = ADMIN_NAV.filter((item) => item.to !== "/admin/dashboard");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHead title="Dashboard" summary={`Signed in as ${loaderData.user.firstName}.`} />
      <ul className="admin-cards" aria-label="Sections">
        {SECTIONS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="admin-card">
              <span className="admin-card-title">
                {item.label} <ArrowRightIcon size={16} />
              </span>
              <span className="admin-card-summary">{item.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
