import type { TitledText } from "../../core/catalog/catalog-types.ts";

/**
 * How a page's list items read best, decided from the items themselves: all questions ("…?") open
 * onto their answers, all numbered days or steps ("Day 1: …") are a numbered sequence, anything else
 * is a grid of titled cards.
 */
export function listStyle(items: TitledText[]): { kind: "questions" | "steps" | "cards"; title: string } {
  if (items.length > 0 && items.every((item) => item.title.trim().endsWith("?"))) {
    return { kind: "questions", title: "Questions and answers" };
  }
  if (items.length > 0 && items.every((item) => /^day\s+\d+/i.test(item.title.trim()))) {
    return { kind: "steps", title: "Day by day" };
  }
  if (items.length > 0 && items.every((item) => /^(step|stage)\s+\d+/i.test(item.title.trim()))) {
    return { kind: "steps", title: "Step by step" };
  }
  return { kind: "cards", title: "In detail" };
}
