import { AdminNav } from "../../components/admin-nav.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/dashboard";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAdmin(context) };
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin | Andaman Liveaboards" }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Admin"
        title="Dashboard"
        summary={`Signed in as ${loaderData.user.firstName}.`}
        size="compact"
      />
      <div className="container screen-body">
        <AdminNav />
      </div>
    </>
  );
}
