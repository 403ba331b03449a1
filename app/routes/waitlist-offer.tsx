/**
 * /waitlist/offer/:id, the link in a waitlist offer's e-mail (decision 0020): it shows the spaces held
 * for the guest and until when, and "Book these spaces" puts them in the cart with the offer, so the
 * booking made from the booking screen takes the held spaces. A visitor is sent to log in first.
 */
import { Link, redirect, useNavigate } from "react-router";
import { isAppError } from "../../core/shared/errors.ts";
import { formatDateTime } from "../../core/shared/dates.ts";
import { PageHero } from "../components/page-hero.tsx";
import { addToCart } from "../lib/cart.ts";
import { privateMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { dateRange } from "../lib/trip-format.ts";
import type { Route } from "./+types/waitlist-offer";

export const meta = () => privateMeta("Your waitlist offer");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!context.user) {
    throw redirect(`/login?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
  }
  try {
    const offer = await context.services.waitlist.offerFor(context.user, params.id);
    const trip = await orErrorScreen(context.services.trips.get(offer.tripId));
    const cabin = trip.cabins.find((row) => row.cabinId === offer.cabinId);
    return {
      offer: { ...offer, expiresAt: offer.expiresAt.toISOString() },
      trip: { title: trip.title, departure: trip.departure, returnDate: trip.returnDate },
      cabinName: cabin?.name ?? "",
      gone: null,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "conflict") {
      return { offer: null, trip: null, cabinName: "", gone: error.message };
    }
    return orErrorScreen(Promise.reject(error));
  }
}

export default function WaitlistOfferScreen({ loaderData }: Route.ComponentProps) {
  const { offer, trip, cabinName, gone } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <PageHero title="Your waitlist offer" size="compact" />
      <div className="container screen-body">
        {offer && trip ? (
          <section aria-labelledby="offer-title" className="waitlist-offer">
            <h2 id="offer-title" className="block-title">
              {trip.title}, {dateRange(trip.departure, trip.returnDate)}
            </h2>
            <p>
              {offer.spaces} {offer.spaces === 1 ? "space" : "spaces"} in {cabinName}{" "}
              {offer.spaces === 1 ? "is" : "are"} held for you until {formatDateTime(offer.expiresAt)}{" "}
              (Bangkok time).
            </p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                addToCart({
                  kind: "trip",
                  tripId: offer.tripId,
                  cabinId: offer.cabinId,
                  spaces: offer.spaces,
                  offerId: offer.id,
                });
                void navigate("/booking");
              }}
            >
              Book these spaces
            </button>
          </section>
        ) : (
          <section aria-labelledby="offer-title">
            <h2 id="offer-title" className="block-title">
              This offer is no longer open
            </h2>
            <p>{gone}</p>
            <Link to="/bookings/me" className="button button-primary">
              See your bookings and waitlist
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
