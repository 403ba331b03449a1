/**
 * A card of the admin screens: a section named by its heading, with the card's own layout (`form-stack`,
 * `danger-zone`, ...) beside `form-card`.
 */
import type { ReactNode } from "react";

export function FormCard({
  headingId,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `form-card ${className}` : "form-card"} aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
