import { Link } from "react-router";
import { AppError } from "../../core/shared/errors.ts";
import { actionFailed } from "../lib/action-answers.server.ts";
import { WaitlistJoin } from "../components/waitlist-join.tsx";
import { readFormData } from "../lib/form-data.server.ts";
import { useRootData } from "../root.tsx";
import { tripJsonLd } from "../../core/site/seo.ts";
import { formatTHB } from "../../core/shared/money.ts";
import { AddToCart } from "../components/add-to-cart.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { TripPictures } from "../components/trip-pictures.tsx";
import { notFoundMeta, seoMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { availability, dateRange, priceLabel, spacesText } from "../lib/trip-format.ts";
import type { Route } from "./+types/trip";
import { CardsTable } from "../components/cards-table.tsx";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const trip = await orErrorScreen(context.services.trips.get(params.id));
  const { crewNotes: _notes, ...visible } = trip;
  // The boat's pictures and the offered cabin types' layouts, descriptions and photographs.
  const boat = await orErrorScreen(context.services.catalog.getBoat(trip.boat.id));
  const offered = new Set(trip.cabins.map((cabin) => cabin.cabinId));
  const pictures = {
    images: boat.images,
    cabins: boat.cabins
      .filter((cabin) => offered.has(cabin.id))
      .map((cabin) => ({
        id: cabin.id,
        name: cabin.name,
        berths: cabin.spaces,
        description: cabin.description,
        images: cabin.images,
      })),
  };
  return withJsonLd(context, { trip: visible, pictures }, (page, root) =>
    tripJsonLd(page.trip, root.publicUrl, root.contact),
  );
}

/** Joins the waitlist for a sold-out cabin type (the only form on this page that posts). */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (!context.user) return actionFailed(new AppError("unauthorized", "Please log in to join the waitlist"));
  const form = await readFormData(request);
  try {
    const entry = await context.services.waitlist.join(context.user, params.id, {
      cabinId: String(form.get("cabinId") ?? ""),
      spaces: Number(form.get("spaces") ?? "1") || 1,
    });
    return {
      joined: `You are number ${entry.position} in line for ${entry.cabinName}. We will e-mail you when spaces come free.`,
    };
  } catch (error) {
    return actionFailed(error);
  }
}

export const meta: Route.MetaFunction = (args) => {
  const trip = args.loaderData?.trip;
  if (!trip) return notFoundMeta(args);
  return seoMeta(args, {
    path: `/trip/${trip.id}`,
    title: `${trip.title}, ${dateRange(trip.departure, trip.returnDate)}`,
    description: `${trip.nights} nights on ${trip.boat.name}: ${trip.title}. From ${priceLabel(trip.priceFrom, trip.discount).now} per guest.`,
  });
};

/** What every departure includes (the operator's standard terms). */
const INCLUDED = [
  "Cabin with air-conditioning and bedding",
  "All meals, snacks, coffee, tea and drinking water on board",
  "Dive guides, tanks, weights and nitrox for certified divers",
  "Transfer from hotels in Khao Lak, and from Phuket at a supplement",
];

export default function TripScreen({ loaderData }: Route.ComponentProps) {
  const { trip, pictures } = loaderData;
  const root = useRootData();
  const offered = trip.status === "scheduled" && !trip.past;
  return (
    <>
      <PageHero
        eyebrow={`${trip.nights} nights · ${trip.boat.name}`}
        title={trip.title}
        summary={dateRange(trip.departure, trip.returnDate)}
        image={pictures.images[0]}
        size="compact"
      />
      <div className="container screen-body trip-detail">
        <div className="trip-detail-main">
          <section aria-labelledby="itinerary-title">
            <h2 id="itinerary-title" className="block-title">
              Itinerary
            </h2>
            {trip.itinerary
              .split("\n")
              .filter((line) => line.trim())
              .map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            {trip.diveSites.length > 0 ? (
              <>
                <h3>Dive sites</h3>
                <ul className="trip-sites">
                  {trip.diveSites.map((site) => (
                    <li key={site.id}>
                      <Link to={`/dive-site/${site.slug}`} className="text-link">
                        {site.name}
                      </Link>{" "}
                      <span className="muted">{site.region}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section aria-labelledby="cabins-title">
            <h2 id="cabins-title" className="block-title">
              Cabins and prices
            </h2>
            <CardsTable
              columns={["Cabin type", "Price per guest", "Free spaces"]}
              className="trip-cabin-table"
              scrollLabel="Cabins and prices, scrollable"
            >
              {trip.cabins.map((cabin) => {
                const price = priceLabel(cabin.price, trip.discount);
                return (
                  <tr key={cabin.cabinId} data-availability={availability(cabin.spacesLeft)}>
                    <th scope="row">{cabin.name}</th>
                    <td data-label="Price per guest">
                      {price.now}
                      {price.before ? (
                        <>
                          {" "}
                          <s aria-label={`before the discount ${price.before}`}>{price.before}</s>
                        </>
                      ) : null}
                    </td>
                    <td data-label="Free spaces">{spacesText(cabin.spacesLeft)}</td>
                  </tr>
                );
              })}
            </CardsTable>
            <p>
              National-park fees: {formatTHB(trip.fees)} per guest, paid with the booking.
              {trip.discount > 0 ? ` The prices include a ${trip.discount}% discount.` : ""}
            </p>
          </section>
          <TripPictures boatName={trip.boat.name} images={pictures.images} cabins={pictures.cabins} />
          <section aria-labelledby="included-title">
            <h2 id="included-title" className="block-title">
              What is included
            </h2>
            <ul>
              {INCLUDED.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="trip-detail-aside" aria-labelledby="book-title">
          <h2 id="book-title" className="block-title">
            Book this departure
          </h2>
          <p>
            On{" "}
            <Link to={`/boat/${trip.boat.slug}`} className="text-link">
              {trip.boat.name}
            </Link>
            , {trip.dives > 0 ? `${trip.dives} dives, ` : ""}from{" "}
            {priceLabel(trip.priceFrom, trip.discount).now} per guest.
          </p>
          {offered ? (
            <>
              <AddToCart tripId={trip.id} cabins={trip.cabins} discount={trip.discount} />
              <WaitlistJoin tripId={trip.id} cabins={trip.cabins} signedIn={Boolean(root?.user)} />
            </>
          ) : (
            <p className="trip-sold-out">This departure has sailed.</p>
          )}
        </aside>
      </div>
    </>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
