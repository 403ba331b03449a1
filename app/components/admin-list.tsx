/**
 * The frame every admin list screen shares: a search/filter form (GET, so a filtered page has its own
 * address) with Filter and Clear, and a table with its caption and column heads or, when nothing
 * matches, a sentence saying so. Pagination stays with the screen, which knows its query. A list that
 * the server sorts gives its sortable columns a key: their heads become links that sort by them
 * (again to turn the order round), and the sorted one says so with aria-sort.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { sortParts, toggledSort } from "../../core/shared/list-query.ts";
import { SelectField, TextField } from "./form-field.tsx";

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

type Choice = { value: string; label: string };

/**
 * One filter of a list: its current value from the address, and `anyLabel` ("All boats") as the
 * first choice, which is no filter at all.
 */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string;
  anyLabel: string;
  options: readonly (string | Choice)[];
}) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value}
      options={[{ value: "", label: anyLabel }, ...options]}
    />
  );
}

/** The "Status" filter of a list, whose first choice ("Any status") is no filter at all. */
export function StatusFilter({ value, options }: { value: string; options: readonly (string | Choice)[] }) {
  return <FilterSelect label="Status" name="status" value={value} anyLabel="Any status" options={options} />;
}

/** A list's search box: `search` in the address, with a placeholder saying what it looks through. */
export function FilterSearch({ value, placeholder }: { value: string; placeholder: string }) {
  return (
    <TextField label="Search" name="search" type="search" defaultValue={value} placeholder={placeholder} />
  );
}

/**
 * A column head; `{ hidden }` is read by screen readers only (an actions column); `{ label, sortKey }`
 * can sort the list (the table's `sort`).
 */
export type AdminColumn = string | { hidden: string } | { label: string; sortKey: string };

/** The list's sort (a key, or `-key` for descending) and the address of the list sorted by another. */
export type AdminTableSort = { current: string; href: (sort: string) => string };

function ColumnHead({ column, sort }: { column: AdminColumn; sort?: AdminTableSort }) {
  if (typeof column === "string") return <th scope="col">{column}</th>;
  if ("hidden" in column) {
    return (
      <th scope="col">
        <span className="visually-hidden">{column.hidden}</span>
      </th>
    );
  }
  if (!sort) return <th scope="col">{column.label}</th>;
  const { key, descending } = sortParts(sort.current);
  const sorted = key === column.sortKey;
  const next = toggledSort(sort.current, column.sortKey);
  return (
    <th scope="col" aria-sort={sorted ? (descending ? "descending" : "ascending") : undefined}>
      <Link to={sort.href(next)} className="sort-link">
        {column.label}
        <span className="sort-arrow" aria-hidden="true">
          {sorted ? (descending ? "▼" : "▲") : "↕"}
        </span>
        <span className="visually-hidden">
          {`, sort ${next.startsWith("-") ? "descending" : "ascending"}`}
        </span>
      </Link>
    </th>
  );
}

export function AdminTable({
  caption,
  columns,
  empty,
  sort,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  /** Given when the list can be sorted by its columns with a `sortKey`. */
  sort?: AdminTableSort;
  /** Shown instead of the table when there are no rows. */
  empty: string | null;
  children: ReactNode;
}) {
  if (empty !== null) return <p className="admin-empty">{empty}</p>;
  return (
    <div className="table-scroll table-cards">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHead
                key={typeof column === "string" ? column : "hidden" in column ? column.hidden : column.label}
                column={column}
                sort={sort}
              />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
