import { orNotFound } from "../lib/not-found.server.ts";
import type { Route } from "./+types/course";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { course: await orNotFound(context.services.catalog.getCourse(params.slug)) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <main>
      <h1>{course.name}</h1>
    </main>
  );
}
