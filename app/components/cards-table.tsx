/**
 * A table of rows that scrolls sideways inside its frame and becomes stacked cards at phone width
 * (`.table-cards`, app/styles/phone.css): each body cell names its column with `data-label`, which the
 * card shows before the value. The admin lists' sortable tables are `AdminTable` (admin-list.tsx).
 */
import type { ReactNode } from "react";

/** A column's heading: its text, or a name only screen readers hear (a column of buttons). */
export type CardsTableColumn = string | { hidden: string };

export function CardsTable({
  columns,
  caption,
  className = "booking-table",
  scrollLabel,
  children,
}: {
  columns: readonly CardsTableColumn[];
  caption?: string;
  className?: string;
  /** Given where the frame may scroll with its content wider than the page: it can then take focus, by this name. */
  scrollLabel?: string;
  /** The body's rows. */
  children: ReactNode;
}) {
  const region = scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {};
  return (
    <div className="scroll-x table-cards" {...region}>
      <table className={className}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
