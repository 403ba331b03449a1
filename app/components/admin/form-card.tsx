/**
 * A card of the admin screens: a section named by its heading, with the card's own layout (`form-stack`,
 * `danger-zone`, ...) beside `form-card`.
 */
import type { ReactNode } from "react";
import { LabelledSection } from "../labelled-section.tsx";

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
    <LabelledSection
      id={headingId}
      title={title}
      className={className ? `form-card ${className}` : "form-card"}
      headingClassName="panel-heading"
    >
      {children}
    </LabelledSection>
  );
}
