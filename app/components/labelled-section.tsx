import type { ReactNode } from "react";

/**
 * A landmark named by its own heading: the heading carries `id`, the landmark's aria-labelledby
 * points at it. For the footer's columns, the contact modal's groups, the account screens' blocks, the
 * catalogue pages' sections and the admin screens' cards (`FormCard`).
 */
export function LabelledSection({
  id,
  title,
  landmark: Landmark = "section",
  heading: Heading = "h2",
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  landmark?: "section" | "nav";
  heading?: "h2" | "h3";
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <Landmark className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
