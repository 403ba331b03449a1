import { useMatches } from "react-router";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { ADMIN_HEADINGS } from "../../lib/admin-sections.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/section";
import { privateMeta } from "../../lib/meta.ts";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches.at(-1)?.id ?? "";
  return privateMeta(`${ADMIN_HEADINGS[id] ?? "Admin"} | Admin | Andaman Liveaboards`);
};

/** Admin screens whose features later issues build: the screen's title and a line saying so. */
export default function AdminSection() {
  const matches = useMatches();
  const id = matches.at(-1)?.id ?? "";
  return (
    <>
      <AdminPageHead title={ADMIN_HEADINGS[id] ?? "Admin"} />
      <p className="admin-empty">This part of the console is not built yet.</p>
    </>
  );
}
