import { Outlet } from "react-router";
import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAdmin(context) };
}

export default function AdminLayout() {
  return <Outlet />;
}
