import { Link, useMatches } from "react-router";
import { PageHero } from "../../components/page-hero.tsx";
import { ACCOUNT_HEADINGS } from "../../lib/admin-sections.ts";
import { requireUser } from "../../lib/guards.server.ts";
import type { Route } from "./+types/section";
import { privateMeta } from "../../lib/meta.ts";

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches.at(-1)?.id ?? "";
  return privateMeta(`${ACCOUNT_HEADINGS[id] ?? "Your account"} | Andaman Liveaboards`);
};

/** Signed-in screens whose features later issues build: the screen's heading. */
export default function AccountSection() {
  const matches = useMatches();
  const id = matches.at(-1)?.id ?? "";
  return (
    <>
      <PageHero title={ACCOUNT_HEADINGS[id] ?? "Your account"} size="compact" />
      <div className="container screen-body">
        <p>
          <Link to="/bookings/me" className="text-link">
            All my bookings
          </Link>
        </p>
      </div>
    </>
  );
}
