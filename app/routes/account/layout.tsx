import { Outlet } from "react-router";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/layout";

/** For a screen below without its own: never listed by search engines. */
export const meta: Route.MetaFunction = () => privateMeta("Your account | Andaman Liveaboards");

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireUser(context) };
}

export default function AccountLayout() {
  return <Outlet />;
}
