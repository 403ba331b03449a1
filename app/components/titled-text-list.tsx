import type { TitledText } from "../../core/catalog/catalog-types.ts";
import { CardGrid } from "./card-grid.tsx";
import { ChevronDownIcon } from "./icons.tsx";

/**
 * Features of a dive site or course, a page's list items: titled paragraphs as cards, at most
 * `maxColumns` side by side (two in a reading column, three across the page).
 */
export function FeatureGrid({ items, maxColumns = 3 }: { items: TitledText[]; maxColumns?: number }) {
  return (
    // Items have no id of their own: the spec addresses them by index (§3).
    <CardGrid items={items} itemKey={(_, index) => index} maxColumns={maxColumns} className="feature-grid">
      {(item) => (
        <div className="feature-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      )}
    </CardGrid>
  );
}

/** A titled block of feature cards on a catalog screen; nothing at all when there are none. */
export function FeatureSection({ title, items }: { title: string; items: TitledText[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="block-title">
        {title}
      </h2>
      <FeatureGrid items={items} />
    </section>
  );
}

/** A page's list items in order, numbered (itineraries, transfers, rental lists). */
export function StepList({ items }: { items: TitledText[] }) {
  return (
    <ol className="step-list">
      {items.map((item, index) => (
        // items are addressed by itemIndex (spec §3)
        <li key={index}>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A page's list items as questions that open onto their answers (the FAQ page). */
export function QuestionList({ items }: { items: TitledText[] }) {
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        // items are addressed by itemIndex (spec §3)
        <details key={index} className="faq-item">
          <summary>
            <span>{item.title}</span>
            <ChevronDownIcon size={20} />
          </summary>
          <p>{item.text}</p>
        </details>
      ))}
    </div>
  );
}

/** A boat's details as a specification sheet: the title as the term, the text as its value. */
export function SpecList({ items }: { items: TitledText[] }) {
  return (
    <dl className="spec-list">
      {items.map((item, index) => (
        // details are addressed by detailIndex (spec §3)
        <div key={index}>
          <dt>{item.title}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
