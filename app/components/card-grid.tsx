import type { ReactNode } from "react";
import { gridLayout } from "../lib/grid-layout.ts";

export type CardGridProps<T> = {
  items: T[];
  itemKey: (item: T, index: number) => string | number;
  children: (item: T) => ReactNode;
  /** The most columns on the widest screens (4 by default; 3 for larger cards). */
  maxColumns?: number;
  /** On phones, scroll sideways instead of stacking. */
  rail?: boolean;
  /** Extra class on the list, e.g. for cards of another kind (`cta-grid`). */
  className?: string;
};

/**
 * A list of cards whose rows are always full: the column count follows the number of cards, and
 * where no count divides them the first cards span two columns (app/lib/grid-layout.ts).
 */
export function CardGrid<T>({
  items,
  itemKey,
  children,
  maxColumns,
  rail = false,
  className,
}: CardGridProps<T>) {
  const layout = gridLayout(items.length, maxColumns);
  const classes = ["fit-grid card-grid", rail ? "card-rail" : null, className].filter(Boolean).join(" ");
  return (
    <ul className={classes} {...layout.gridProps}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)} {...layout.itemProps(index)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
