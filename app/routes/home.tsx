import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { homepage: await context.services.site.homepage() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { homepage } = loaderData;
  return (
    <main>
      <h1>{homepage?.hero.title ?? "Andaman Liveaboards"}</h1>
      <p>{homepage?.hero.subtitle}</p>
    </main>
  );
}
