import { BoatCards } from "../components/boat-cards.tsx";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/trip-schedules";
import { seoMeta } from "../lib/meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { boats: await orErrorScreen(context.services.catalog.listBoatTeasers()) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Liveaboard trips",
    description:
      "Liveaboard dive trips to the Similan and Surin Islands: our boats, their cabins and when they sail.",
  });

export default function TripSchedulesScreen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Similan · Surin · Richelieu Rock"
        title="Liveaboard Trips"
        summary="Multi-day dive trips to the best sites of the Andaman Sea."
        size="compact"
      />
      <div className="container screen-body">
        {root ? (
          <ContactInvitation contact={root.contact} title="Plan your trip with our team">
            <p>
              No departures are open for online booking at the moment. Tell us when you would like to travel
              and which islands you want to dive: we answer by phone, WhatsApp and e-mail, and help you choose
              the boat, the cabin and the dates.
            </p>
          </ContactInvitation>
        ) : null}
        {loaderData.boats.length > 0 ? (
          <section aria-labelledby="boats-title">
            <h2 id="boats-title" className="block-title">
              Our liveaboards
            </h2>
            <BoatCards boats={loaderData.boats} />
          </section>
        ) : null}
      </div>
    </>
  );
}
