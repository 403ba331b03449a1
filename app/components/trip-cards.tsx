/**
 * Departures as the schedule and the trip list show them: dates, boat, itinerary title, price from
 * (after the discount, with a badge), and the free spaces of each cabin type, "Sold out" and "Few left"
 * said as such. Server-rendered; the data comes from core/trips (amounts in satang).
 */
import { Link } from "react-router";
import type { TripView } from "../../core/trips/trip-service.ts";
import { AVAILABILITY_LABEL, availability, dateRange, priceLabel, spacesText } from "../lib/trip-format.ts";
import { SelectField } from "./form-field.tsx";
import { TripPriceFrom } from "./trip-price.tsx";

export type TripCardData = Pick<
  TripView,
  | "id"
  | "boat"
  | "departure"
  | "returnDate"
  | "nights"
  | "dives"
  | "title"
  | "cabins"
  | "discount"
  | "priceFrom"
  | "spacesLeft"
>;

export function TripCards({
  trips,
  headingLevel = 3,
}: {
  trips: readonly TripCardData[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="trip-cards">
      {trips.map((trip) => {
        const price = priceLabel(trip.priceFrom, trip.discount);
        const state = availability(trip.spacesLeft);
        return (
          <li key={trip.id} className="trip-card" data-availability={state}>
            <div className="trip-card-when">
              <Heading className="trip-card-title">
                <Link to={`/trip/${trip.id}`}>{dateRange(trip.departure, trip.returnDate)}</Link>
              </Heading>
              <p className="trip-card-meta">
                {trip.nights} nights · {trip.dives > 0 ? `${trip.dives} dives · ` : ""}
                <Link to={`/boat/${trip.boat.slug}`} className="text-link">
                  {trip.boat.name}
                </Link>
              </p>
              <p className="trip-card-itinerary">{trip.title}</p>
            </div>
            <div className="trip-card-price">
              <TripPriceFrom discount={trip.discount} price={price.now} />
              {price.before ? (
                <s className="trip-price-before" aria-label={`before the discount ${price.before}`}>
                  {price.before}
                </s>
              ) : null}
              <span className="trip-availability" data-availability={state}>
                {state === "open" ? spacesText(trip.spacesLeft) : AVAILABILITY_LABEL[state]}
              </span>
            </div>
            <ul className="trip-card-cabins" aria-label="Free spaces by cabin type">
              {trip.cabins.map((cabin) => (
                <li key={cabin.cabinId} data-availability={availability(cabin.spacesLeft)}>
                  <span>{cabin.name}</span> <span>{spacesText(cabin.spacesLeft)}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The schedule's and list's filters, as a GET form: they live in the address and work without JavaScript. */
export function TripFilters({
  months,
  boats,
  values,
  hidden = {},
  withAvailable = false,
}: {
  months: { value: string; label: string }[];
  boats: { value: string; label: string }[];
  values: { month?: string; boat?: string; available?: string };
  hidden?: Record<string, string>;
  withAvailable?: boolean;
}) {
  return (
    <form method="get" className="trip-filters" aria-label="Filter departures">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label="Month"
        name="month"
        defaultValue={values.month ?? ""}
        options={[{ value: "", label: "Any month" }, ...months]}
      />
      <SelectField
        label="Boat"
        name="boat"
        defaultValue={values.boat ?? ""}
        options={[{ value: "", label: "Any boat" }, ...boats]}
      />
      {withAvailable ? (
        <label className="check-field">
          <input type="checkbox" name="available" value="true" defaultChecked={values.available === "true"} />{" "}
          With free spaces only
        </label>
      ) : null}
      <button type="submit" className="button button-primary">
        Show departures
      </button>
    </form>
  );
}
