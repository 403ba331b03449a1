/**
 * The frame every admin list screen shares: a search/filter form (GET, so a filtered page has its own
 * address) with Filter and Clear, and a table with its caption and column heads or, when nothing
 * matches, a sentence saying so. Pagination stays with the screen, which knows its query.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export function AdminFilters({
  clearTo,
  filtered,
  formKey,
  children,
}: {
  /** The list's address with no filter. */
  clearTo: string;
  filtered: boolean;
  /** Changes when the applied filter changes, so the fields show what the page shows. */
  formKey: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="admin-filters" role="search" key={formKey}>
      {children}
      <button type="submit" className="button button-primary">
        Filter
      </button>
      {filtered ? (
        <Link to={clearTo} className="text-link">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** A column head; `{ hidden }` is read by screen readers only (an actions column). */
export type AdminColumn = string | { hidden: string };

export function AdminTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  /** Shown instead of the table when there are no rows. */
  empty: string | null;
  children: ReactNode;
}) {
  if (empty !== null) return <p className="admin-empty">{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const hidden = typeof column !== "string";
              return (
                <th scope="col" key={hidden ? column.hidden : column}>
                  {hidden ? <span className="visually-hidden">{column.hidden}</span> : column}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
