import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The title of an admin screen: an optional way back to its list, the screen's one <h1> and a line
 * under it. A working header, not a hero: it takes little room above the screen's table or form.
 */
export function AdminPageHead({
  title,
  summary,
  back,
}: {
  title: string;
  summary?: ReactNode;
  /** The list this screen belongs to, e.g. `{ to: "/admin/users", label: "All users" }`. */
  back?: { to: string; label: string };
}) {
  return (
    <div className="admin-page-head">
      {back ? (
        <Link to={back.to} className="text-link admin-page-back">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      ) : null}
      <h1 className="admin-page-title">{title}</h1>
      {summary ? <p className="admin-page-summary">{summary}</p> : null}
    </div>
  );
}
