/**
 * What admins send to create and change catalogue items (spec §7 Resource calls): one zod schema per
 * resource, shared by the API and the admin screens. Bodies are form-urlencoded (or multipart when
 * images come with them), so every value arrives as text: numbers are read from text, and ordered
 * sub-items travel as one JSON-string field named after the list (`cabins=[{"name":…}]`).
 *
 * Prices are THB here (what admins type and read); services store satang. Rich text (descriptions,
 * page bodies) is sanitised by the service, not here. No ORM: the browser's bundle imports this.
 */
import { bahtToSatang, satangToBaht } from "../shared/money.ts";
import { thbAmount } from "../shared/money-schema.ts";
import { z } from "zod";
import { categoryPlacements } from "./catalog-types.ts";
import { textSchema } from "../shared/validation.ts";
import { groupThousands } from "../shared/numbers.ts";

export const NAME_MAX = 120;
export const SUMMARY_MAX = 400;
export const RICH_TEXT_MAX = 100_000;
export const LIST_MAX = 60;

/** An empty form field means "not given". */
const blankIsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const name = (label: string) =>
  textSchema(label, { typeError: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(NAME_MAX, { error: `${label} is too long (${NAME_MAX} characters at most)` });

export const optionalText = (label: string, max: number, multiline = false) =>
  z.preprocess(
    blankIsMissing,
    textSchema(label, { multiline })
      .max(max, { error: `${label} is too long (${groupThousands(max)} characters at most)` })
      .optional(),
  );

/** A text that may be sent empty to clear it. */
export const clearableText = (label: string, max: number, multiline = false) =>
  textSchema(label, { multiline }).max(max, {
    error: `${label} is too long (${groupThousands(max)} characters at most)`,
  });

function wholeNumberOnly(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be a whole number from ${min} to ${groupThousands(max)}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A whole number read from a form's text; `label` names it in the message. */
export function wholeNumber(label: string, range: { min: number; max: number }) {
  return z.preprocess(blankIsMissing, wholeNumberOnly(label, range));
}

/** The same, or nothing: a blank field (`durationDays=`) counts as not given. */
export function optionalWholeNumber(label: string, range: { min: number; max: number }) {
  return z.preprocess(blankIsMissing, wholeNumberOnly(label, range).optional());
}

/** A price in THB as admins type it: whole baht, or with satang ("1250.50"); at most 10 million. */
export function thbPrice(label: string) {
  const message = `${label} must be an amount in THB from 0 to 10,000,000 (at most two decimals)`;
  return z.preprocess(blankIsMissing, z.coerce.number({ error: message }).pipe(thbAmount(message)));
}

/** THB (possibly with satang) to integer satang (core/shared/money.ts, exact to the satang). */
export const thbToSatang = bahtToSatang;
/** Integer satang to THB, as answers carry prices. */
export const satangToThb = satangToBaht;

/**
 * A list sent as one JSON-string field (`features=[{"title":…,"text":…}]`); an array is taken as is
 * (JSON bodies). Each item is checked with `item`; a message names the list and the item's place.
 */
export function jsonList<T extends z.ZodType>(label: string, item: T) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return [];
      try {
        return JSON.parse(value);
      } catch {
        return Symbol.for("invalid-json");
      }
    },
    z
      .array(item, { error: `${label} must be a JSON list` })
      .max(LIST_MAX, { error: `${label}: at most ${LIST_MAX} items` }),
  );
}

/** A titled paragraph: a feature, a boat detail, a page's list item. */
export const titledTextSchema = (label: string) =>
  z.object(
    {
      title: textSchema(`${label} title`)
        .min(1, { error: `${label} title is required` })
        .max(NAME_MAX, { error: `${label} title is too long` }),
      text: textSchema(`${label} text`, { multiline: true })
        .max(4000, { error: `${label} text is too long` })
        .default(""),
    },
    { error: `Each ${label.toLowerCase()} needs a title and a text` },
  );

export const pageEventSchema = z.object(
  {
    date: textSchema("Event date").min(1, { error: "Event date is required" }).max(60),
    title: textSchema("Event title").min(1, { error: "Event title is required" }).max(NAME_MAX),
    text: textSchema("Event text", { multiline: true }).max(4000).default(""),
  },
  { error: "Each event needs a date, a title and a text" },
);

/** A cabin type as the boat form sends it; `id` keeps an existing one (trips will refer to it). */
export const cabinInputSchema = z.object(
  {
    id: z.uuid({ error: "Cabin id must be an id of this boat's cabin types" }).optional(),
    name: textSchema("Cabin name")
      .min(1, { error: "Cabin name is required" })
      .max(NAME_MAX, { error: "Cabin name is too long" }),
    description: textSchema("Cabin description", { multiline: true }).max(2000).default(""),
    spaces: wholeNumber("Cabin spaces (berths in one cabin)", { min: 1, max: 12 }),
    cabinCount: wholeNumber("Number of cabins", { min: 1, max: 50 }).default(1),
    price: thbPrice("Cabin price per guest").default(0),
  },
  { error: "Each cabin needs a name, spaces, a number of cabins and a price" },
);
export type CabinInput = z.output<typeof cabinInputSchema>;

const slugField = z.preprocess(
  blankIsMissing,
  textSchema("Slug").max(NAME_MAX, { error: "Slug is too long" }).optional(),
);

export const ALT_MAX = 300;

/** A picture's alt text: what it shows, for people who cannot see it; required. */
const altText = textSchema("Alt text")
  .min(1, { error: "Alt text is required" })
  .max(ALT_MAX, { error: `Alt text is too long (${ALT_MAX} characters at most)` });

const imageId = textSchema("Image id").min(1).max(200);

/**
 * The fields of a form with pictures (every resource, the homepage's slides). `imageAlts` names the
 * images sent with the form, in their order; `savedImageAlts` gives pictures already saved a new alt
 * text (`[{"id":…,"alt":…}]`, any of them).
 */
export const pictureFields = {
  imageAlts: jsonList("Image alt texts", altText).optional(),
  /** On a change: the current pictures' ids in their new order (new pictures come after them). */
  imageOrder: jsonList("Image order", imageId).optional(),
  /** On a change: alt texts of current pictures, by id (pictures not listed keep theirs). */
  savedImageAlts: jsonList(
    "Saved image alt texts",
    z.object(
      { id: imageId, alt: altText },
      { error: "Each saved image alt text must be an object with the picture's id and its alt" },
    ),
  ).optional(),
};

const common = {
  slug: slugField,
  summary: optionalText("Summary", SUMMARY_MAX, true),
  ...pictureFields,
};

/** The head of a boat, dive site or course: its name, the common fields and a rich-text description. */
const describedItem = {
  name: name("Name"),
  ...common,
  description: optionalText("Description", RICH_TEXT_MAX, true),
};

export const boatInputSchema = z.object({
  ...describedItem,
  details: jsonList("Details", titledTextSchema("Detail")).optional(),
  cabins: jsonList("Cabins", cabinInputSchema).optional(),
});

export const diveSiteInputSchema = z.object({
  ...describedItem,
  region: optionalText("Region", NAME_MAX),
  level: optionalText("Level", NAME_MAX),
  minDepthM: optionalWholeNumber("Minimum depth (m)", { min: 0, max: 200 }),
  maxDepthM: optionalWholeNumber("Maximum depth (m)", { min: 0, max: 200 }),
  features: jsonList("Features", titledTextSchema("Feature")).optional(),
});

export const courseInputSchema = z.object({
  ...describedItem,
  price: thbPrice("Price"),
  durationDays: optionalWholeNumber("Duration (days)", { min: 1, max: 60 }),
  minimumAge: optionalWholeNumber("Minimum age", { min: 8, max: 99 }),
  prerequisites: optionalText("Prerequisites", 2000, true),
  features: jsonList("Features", titledTextSchema("Feature")).optional(),
});

export const pageInputSchema = z.object({
  title: name("Title"),
  ...common,
  body: optionalText("Body", RICH_TEXT_MAX, true),
  listItems: jsonList("List items", titledTextSchema("List item")).optional(),
  events: jsonList("Events", pageEventSchema).optional(),
  categoryId: z.preprocess(blankIsMissing, z.uuid({ error: "Category must be a category's id" }).optional()),
  position: optionalWholeNumber("Page number", { min: 1, max: 1000 }),
});

export const categoryInputSchema = z.object({
  name: name("Name"),
  slug: slugField,
  placement: z.preprocess(
    blankIsMissing,
    z
      .enum(categoryPlacements, { error: `Placement must be one of: ${categoryPlacements.join(", ")}` })
      .optional(),
  ),
  position: optionalWholeNumber("Position", { min: 0, max: 1000 }),
});

/** A change: the same fields, each optional (a PUT sends what changed; `name` may stay). */
export const boatChangeSchema = boatInputSchema.partial();
export const diveSiteChangeSchema = diveSiteInputSchema.partial();
export const courseChangeSchema = courseInputSchema.partial();
export const pageChangeSchema = pageInputSchema.partial();
export const categoryChangeSchema = categoryInputSchema.partial();

export type BoatInput = z.output<typeof boatInputSchema>;
export type DiveSiteInput = z.output<typeof diveSiteInputSchema>;
export type CourseInput = z.output<typeof courseInputSchema>;
export type PageInput = z.output<typeof pageInputSchema>;
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** Sub-item deletes (spec §7): the owner's id and the item's place in its list (0-based). */
export const subItemQuerySchema = (indexName: string) =>
  z.object({
    id: z.uuid({ error: "id must be an item's id" }),
    [indexName]: wholeNumber(indexName, { min: 0, max: LIST_MAX - 1 }),
  });

/** A picture's id in a delete's query. */
export const imgIdField = textSchema("imgId").min(1, { error: "imgId is required" }).max(200);

export const imageQuerySchema = z.object({
  id: z.uuid({ error: "id must be an item's id" }),
  imgId: imgIdField,
});
