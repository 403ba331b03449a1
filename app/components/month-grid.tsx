/**
 * A month as a calendar table, Monday first (core/trips/schedule.ts `calendarWeeks`): the public
 * schedule's calendar and the admin's departures by month draw their days' contents into it.
 */
import type { ReactNode } from "react";
import { calendarWeeks } from "../../core/trips/schedule.ts";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function MonthGrid({
  month,
  caption,
  className,
  hideCaption = false,
  dayNumberClassName,
  labelCells = false,
  children,
}: {
  /** yyyy-MM */
  month: string;
  caption: string;
  className: string;
  hideCaption?: boolean;
  dayNumberClassName: string;
  /** Each day's cell names its weekday (`data-label`), for a table stacked as cards on a phone. */
  labelCells?: boolean;
  /** What a day (yyyy-MM-dd) holds after its number. */
  children: (day: string) => ReactNode;
}) {
  return (
    <table className={className}>
      <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => (
              <td
                key={day ?? `blank-${column}`}
                data-day={day ?? undefined}
                data-label={labelCells && day ? WEEKDAYS[column] : undefined}
              >
                {day ? (
                  <>
                    <span className={dayNumberClassName}>{Number(day.slice(8))}</span>
                    {children(day)}
                  </>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
