/**
 * A band of a landing screen (home, services): eyebrow, heading, an optional link beside the
 * heading (to the whole list, or to book), then the content, on a plain or tinted background. The
 * heading names the section.
 */
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

export function ContentSection({
  eyebrow,
  title,
  more,
  tinted = false,
  id,
  children,
}: {
  eyebrow: string;
  title: string;
  /** A link shown beside the heading, as a small outlined button. */
  more?: { to: string; label: string };
  tinted?: boolean;
  /** An anchor for links to this band (e.g. `/services#courses`). */
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} className={tinted ? "section section-tinted" : "section"} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={titleId}>{title}</h2>
          </div>
          {more ? (
            <Link to={more.to} className="button button-outline button-small">
              {more.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
