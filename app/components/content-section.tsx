/**
 * A band of a landing screen (home, services): eyebrow, heading, an optional action beside the
 * heading, then the content, on a plain or tinted background. The heading names the section.
 */
import { type ReactNode, useId } from "react";

export function ContentSection({
  eyebrow,
  title,
  action,
  tinted = false,
  id,
  children,
}: {
  eyebrow: string;
  title: string;
  /** A link or button shown beside the heading. */
  action?: ReactNode;
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
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
