import type { ReactNode } from "react";

export type Fact = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** "price" shows the value large; "text" shows a sentence in body type. */
  variant?: "price" | "text";
};

/** "At a glance" box beside a content page: label/value pairs with icons, then optional actions. */
export function FactsCard({
  title,
  facts,
  children,
}: {
  title: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  return (
    <section className="facts-card" aria-labelledby="facts-title">
      <h2 id="facts-title">{title}</h2>
      <dl className="facts-list">
        {facts.map((fact) => (
          <div key={fact.label}>
            {fact.icon}
            <dt>{fact.label}</dt>
            <dd className={fact.variant ? `facts-${fact.variant}` : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
