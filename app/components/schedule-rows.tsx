/**
 * The schedule's departures (/trip-schedules): one row each with the boat's picture, the dates, the
 * nights, the price from (after the discount), the spaces left and a "Book" link to the departure's
 * page; or the same month as a calendar, each departure on its day. Server-rendered links only: both
 * work before the scripts have loaded and without them.
 */
import { Link } from "react-router";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { MonthGrid } from "./month-grid.tsx";
import { AVAILABILITY_LABEL, availability, dateRange, priceLabel, spacesText } from "../lib/trip-format.ts";
import { StoredImg } from "./stored-image.tsx";

/** What a row shows of a departure: the loader sends no more, to keep the page's data small. */
export type ScheduleDeparture = {
  id: string;
  departure: string;
  returnDate: string;
  nights: number;
  title: string;
  discount: number;
  priceFrom: number;
  spacesLeft: number;
  boat: { id: string; name: string; slug: string };
};

const availabilityText = (spacesLeft: number) => {
  const state = availability(spacesLeft);
  return state === "open" ? spacesText(spacesLeft) : AVAILABILITY_LABEL[state];
};

export function ScheduleRows({
  departures,
  pictures,
}: {
  departures: readonly ScheduleDeparture[];
  /** Each boat's first picture, by boat id. */
  pictures: Readonly<Record<string, StoredImage>>;
}) {
  return (
    <ul className="schedule-rows">
      {departures.map((trip) => {
        const price = priceLabel(trip.priceFrom, trip.discount);
        const dates = dateRange(trip.departure, trip.returnDate);
        const picture = pictures[trip.boat.id];
        return (
          <li key={trip.id} className="schedule-row" data-availability={availability(trip.spacesLeft)}>
            <div className="schedule-row-picture">
              {/* The boat's name is in the row's text: the picture only illustrates it. */}
              {picture ? <StoredImg image={picture} alt="" sizes="(min-width: 640px) 11rem, 6rem" /> : null}
            </div>
            <div className="schedule-row-main">
              <h3 className="schedule-row-dates">{dates}</h3>
              <p className="schedule-row-meta">
                <span className="schedule-row-nights">{trip.nights} nights</span> ·{" "}
                <Link to={`/boat/${trip.boat.slug}`} className="text-link">
                  {trip.boat.name}
                </Link>
              </p>
              <p className="schedule-row-title">{trip.title}</p>
            </div>
            <div className="schedule-row-price">
              {trip.discount > 0 ? <span className="trip-badge">{trip.discount}% off</span> : null}
              <span>
                <span className="trip-price-from">from</span> <span className="trip-price">{price.now}</span>
              </span>
              {price.before ? (
                <s className="trip-price-before" aria-label={`before the discount ${price.before}`}>
                  {price.before}
                </s>
              ) : null}
              <span className="trip-availability" data-availability={availability(trip.spacesLeft)}>
                {availabilityText(trip.spacesLeft)}
              </span>
            </div>
            <Link to={`/trip/${trip.id}`} className="button button-primary schedule-book">
              Book
              <span className="visually-hidden">
                : {dates} on {trip.boat.name}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The month as a table of weeks, Monday first; each departure is a link on its day. */
export function ScheduleCalendar({
  month,
  monthName,
  departures,
}: {
  month: string;
  monthName: string;
  departures: readonly ScheduleDeparture[];
}) {
  return (
    <MonthGrid
      month={month}
      caption={`Departures in ${monthName}, by day`}
      className="schedule-calendar"
      hideCaption
      dayNumberClassName="schedule-calendar-day"
    >
      {(day) =>
        departures
          .filter((trip) => trip.departure === day)
          .map((trip) => (
            <Link
              key={trip.id}
              to={`/trip/${trip.id}`}
              className="schedule-calendar-item"
              data-availability={availability(trip.spacesLeft)}
            >
              {trip.boat.name}
              <span className="schedule-calendar-nights">
                , {trip.nights} nights, {availabilityText(trip.spacesLeft)}
              </span>
            </Link>
          ))
      }
    </MonthGrid>
  );
}
