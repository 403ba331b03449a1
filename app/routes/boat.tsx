import { orNotFound } from "../lib/not-found.server.ts";
import type { Route } from "./+types/boat";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { boat: await orNotFound(context.services.catalog.getBoat(params.slug)) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { boat } = loaderData;
  return (
    <main>
      <h1>{boat.name}</h1>
    </main>
  );
}
