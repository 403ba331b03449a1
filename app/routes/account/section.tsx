import { requireUser } from "../../lib/guards.server.ts";
import type { Route } from "./+types/section";

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

export default function AccountSection() {
  return (
    <main>
      <h1>Account</h1>
    </main>
  );
}
