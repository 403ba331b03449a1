import { orNotFound } from "../lib/not-found.server.ts";
import type { Route } from "./+types/dive-site";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { diveSite: await orNotFound(context.services.catalog.getDiveSite(params.slug)) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { diveSite } = loaderData;
  return (
    <main>
      <h1>{diveSite.name}</h1>
    </main>
  );
}
