/**
 * A course's upcoming dates as cards: when, the price per student, the seats left, the note, and
 * "Book this course", which puts the date in the cart's course info and opens /course-booking. A full
 * date says so and offers no button. Shared by the course page and the course-booking screen.
 */
import { useNavigate } from "react-router";
import { formatTHB } from "../../core/shared/money.ts";
import { chooseCourseDate } from "../lib/course-cart.ts";
import { dateRange } from "../lib/trip-format.ts";

export type DateCard = {
  id: string;
  start: string;
  end: string;
  seatsLeft: number;
  /** Satang. */
  price: number;
  note: string;
};

/** "3 seats left", "1 seat left", or that the date is full. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full: no seats left";
  return `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`;
}

export function CourseDateList({ courseId, dates }: { courseId: string; dates: readonly DateCard[] }) {
  const navigate = useNavigate();
  return (
    <ul className="course-dates">
      {dates.map((date) => {
        const when = dateRange(date.start, date.end);
        return (
          <li key={date.id} className="course-date">
            <p className="course-date-when">{when}</p>
            <p>
              {formatTHB(date.price)} per student · {seatsLeftText(date.seatsLeft)}
            </p>
            {date.note ? <p className="muted">{date.note}</p> : null}
            {date.seatsLeft > 0 ? (
              <button
                type="button"
                className="button button-primary"
                aria-label={`Book this course, ${when}`}
                onClick={() => {
                  chooseCourseDate(courseId, date.id);
                  void navigate("/course-booking");
                }}
              >
                Book this course
              </button>
            ) : (
              <p className="trip-sold-out">This date is sold out.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
