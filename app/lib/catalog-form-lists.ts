/**
 * The ordered lists of the catalogue forms: each list's field name (as the API takes
 * it), its heading, one item's name and the fields of an item, in the schema's words
 * (core/catalog/catalog-schemas.ts).
 */
import type { ItemField } from "../components/admin/item-list-editor.tsx";

type ListConfig = { list: string; title: string; noun: string; fields: readonly ItemField[] };

const titledText = (list: string, title: string, noun: string): ListConfig => ({
  list,
  title,
  noun,
  fields: [
    { name: "title", label: "Title" },
    { name: "text", label: "Text", type: "textarea" },
  ],
});

export const BOAT_LISTS = {
  details: titledText("details", "Details", "detail"),
  cabins: {
    list: "cabins",
    title: "Cabin types",
    noun: "cabin type",
    fields: [
      { name: "name", label: "Name" },
      { name: "description", label: "Description", type: "textarea" },
      { name: "spaces", label: "Spaces (berths in one cabin)", type: "number" },
      { name: "cabinCount", label: "Number of cabins", type: "number" },
      { name: "price", label: "Price per guest (THB)", type: "number" },
    ],
  },
} satisfies Record<string, ListConfig>;

export const FEATURES = titledText("features", "Features", "feature");
export const LIST_ITEMS = titledText("listItems", "List items", "list item");
export const EVENTS: ListConfig = {
  list: "events",
  title: "Events",
  noun: "event",
  fields: [
    { name: "date", label: "Date", hint: "As it should read, e.g. 12 March 2027" },
    { name: "title", label: "Title" },
    { name: "text", label: "Text", type: "textarea" },
  ],
};
