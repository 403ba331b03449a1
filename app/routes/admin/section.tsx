import { useMatches } from "react-router";
import { AdminNav } from "../../components/admin-nav.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { ADMIN_HEADINGS } from "../../lib/admin-sections.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/section";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches.at(-1)?.id ?? "";
  return [{ title: `${ADMIN_HEADINGS[id] ?? "Admin"} | Admin | Andaman Liveaboards` }];
};

/** Admin screens whose features later issues build: the screen's heading and the admin navigation. */
export default function AdminSection() {
  const matches = useMatches();
  const id = matches.at(-1)?.id ?? "";
  return (
    <>
      <PageHero eyebrow="Admin" title={ADMIN_HEADINGS[id] ?? "Admin"} size="compact" />
      <div className="container screen-body">
        <AdminNav />
      </div>
    </>
  );
}
