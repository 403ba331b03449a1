import { orNotFound } from "../lib/not-found.server.ts";
import type { Route } from "./+types/page";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { page: await orNotFound(context.services.catalog.getPage(params.slug)) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main>
      <h1>{page.title}</h1>
    </main>
  );
}
