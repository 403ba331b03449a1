import { requireAdmin } from "../../lib/guards.server.ts";
import type { Route } from "./+types/section";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export default function AdminSection() {
  return (
    <main>
      <h1>Admin</h1>
    </main>
  );
}
