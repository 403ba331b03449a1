/** Previous / next page links of an admin list, keeping its filters; "Page 2 of 5" between them. */
import { Link } from "react-router";
import { pageCount } from "../../core/shared/page-count.ts";
import { queryWith } from "../lib/admin-query.ts";

export function Pagination({
  page,
  count,
  perPage,
  params,
}: {
  page: number;
  count: number;
  perPage: number;
  /** The list's current filters. */
  params: Record<string, string | undefined>;
}) {
  const pages = pageCount(count, perPage);
  if (pages <= 1 && page <= 1) return null;
  const to = (n: number) => ({ search: queryWith(params, { page: n }) });
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="button button-outline button-small">
          Previous
        </Link>
      ) : null}
      <span className="pagination-status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className="button button-outline button-small">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
