import { Outlet } from "react-router";
import { requireUser } from "../../lib/guards.server.ts";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireUser(context) };
}

export default function AccountLayout() {
  return <Outlet />;
}
