import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/dashboard";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAdmin(context) };
}

export default function Dashboard() {
  return (
    <main>
      <h1>Dashboard</h1>
    </main>
  );
}
