/**
 * The state of a catalogue form (boat, dive site, course, page): its text fields, its ordered lists
 * (cabins, details, features, list items, events), its current pictures (in their order, each with
 * its alt text, which the admin may edit) and the pictures to upload with their alt texts. Values are checked with the resource's shared zod schema
 * (core/catalog/catalog-schemas.ts), one message per field (`cabins.0.name` for a list item's field);
 * the server's `field` message shows under its field until that changes.
 *
 * The slug follows the name until the admin edits it by hand; only a hand-made slug is sent (the
 * server makes one from the name otherwise, and a change of name makes a new one).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ZodType } from "zod";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { slugify } from "../../core/shared/slug.ts";

export type ListItem = { key: string } & Record<string, string>;
export type Upload = { key: string; file: File; preview: string; alt: string };

export type CatalogFormValues = {
  fields: Record<string, string>;
  lists: Record<string, ListItem[]>;
  images: StoredImage[];
};

let keyCounter = 0;
/** A key that tells list items apart while they move. */
export const newKey = () => `k${++keyCounter}`;

/** List items from stored ones: every value as text, with a key. */
/** An item's fields as the form's texts: each value as text, "" when missing or null (or no item). */
export function textFields(
  item: Record<string, unknown> | null,
  keys: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    keys.map((key) => [key, item && item[key] !== null && item[key] !== undefined ? String(item[key]) : ""]),
  );
}

export function toListItems(
  items: readonly Record<string, unknown>[],
  fields: readonly string[],
): ListItem[] {
  return items.map((item) => {
    const row: ListItem = { key: newKey() };
    for (const field of fields)
      row[field] = item[field] === undefined || item[field] === null ? "" : String(item[field]);
    if (typeof item.id === "string") row.id = item.id;
    return row;
  });
}

/** A list as the schema reads it: without the keys, and without an empty `id`. */
function plainList(items: ListItem[]) {
  return items.map(({ key: _key, ...rest }) => {
    const { id, ...fields } = rest;
    return id ? { id, ...fields } : fields;
  });
}

/** Every message of a failed parse, by its path (`name`, `cabins.0.price`, `imageAlts.1`, `savedImageAlts.0.alt`). */
function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The fields with a value: a blank one is not given (the schemas' optional numbers refuse blank
 * text, and a change leaves a field it does not send as it was).
 */
export const given = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));

/** The current pictures' alt texts, as the form sends them: `[{ id, alt }]` in their order. */
export const savedImageAlts = (images: readonly StoredImage[]) => images.map(({ id, alt }) => ({ id, alt }));

const snapshot = (values: CatalogFormValues, slugManual: boolean) =>
  JSON.stringify({
    fields: values.fields,
    lists: Object.fromEntries(Object.entries(values.lists).map(([name, list]) => [name, plainList(list)])),
    images: savedImageAlts(values.images),
    slugManual,
  });

export function useCatalogForm({
  schema,
  initial,
  nameField = "name",
}: {
  schema: ZodType<Record<string, unknown>>;
  initial: CatalogFormValues;
  /** The field the slug is made from (`title` for a page). */
  nameField?: string;
}) {
  const slugWasManual = (values: CatalogFormValues) =>
    Boolean(values.fields.slug) && values.fields.slug !== slugify((values.fields[nameField] ?? "").trim());
  const [values, setValues] = useState(initial);
  const [slugManual, setSlugManual] = useState(() => slugWasManual(initial));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [saved, setSaved] = useState(() => snapshot(initial, slugWasManual(initial)));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);

  const slug = slugManual ? (values.fields.slug ?? "") : slugify((values.fields[nameField] ?? "").trim());
  const input = useMemo(
    () => ({
      ...given(values.fields),
      slug,
      ...Object.fromEntries(Object.entries(values.lists).map(([name, list]) => [name, plainList(list)])),
      imageAlts: uploads.map((upload) => upload.alt),
      savedImageAlts: savedImageAlts(values.images),
    }),
    [values, slug, uploads],
  );
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? {} : errorsByPath(parsed.error.issues);
  const dirty = snapshot(values, slugManual) !== saved || uploads.length > 0;

  // Object URLs of the previews are let go when the uploads go.
  const uploadsRef = useRef(uploads);
  useEffect(() => {
    uploadsRef.current = uploads;
  }, [uploads]);
  useEffect(() => () => uploadsRef.current.forEach((upload) => URL.revokeObjectURL(upload.preview)), []);

  const errorFor = (path: string): string | undefined => {
    if (serverError?.field === path) return serverError.message;
    return submitted || touched[path] ? errors[path] : undefined;
  };
  const edited = () => setServerError(null);

  const setField = (name: string, value: string) => {
    edited();
    setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
  };
  const setList = (name: string, list: ListItem[]) => {
    edited();
    setValues((current) => ({ ...current, lists: { ...current.lists, [name]: list } }));
  };

  return {
    values,
    uploads,
    slug,
    slugManual,
    dirty,
    valid: parsed.success,
    /** The schema's output when valid: lists with numbers read, ready to send. */
    data: parsed.success ? parsed.data : undefined,
    errorFor,
    touch: (path: string) => setTouched((current) => ({ ...current, [path]: true })),
    /** Shows every message (a press of Save). */
    touchAll: () => setSubmitted(true),
    setServerError,
    /** What a text input needs. */
    bind: (name: string) => ({
      name,
      value: values.fields[name] ?? "",
      onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: errorFor(name),
    }),
    setField,
    setSlug: (value: string) => {
      setSlugManual(true);
      setField("slug", value);
    },
    /** Back to the slug made from the name. */
    resetSlug: () => {
      setSlugManual(false);
      setField("slug", "");
    },
    setList,
    setImages: (images: StoredImage[]) => {
      edited();
      setValues((current) => ({ ...current, images }));
    },
    /** A new alt text for a current picture (saved with the form, as `savedImageAlts`). */
    setImageAlt: (id: string, alt: string) => {
      edited();
      setValues((current) => ({
        ...current,
        images: current.images.map((image) => (image.id === id ? { ...image, alt } : image)),
      }));
    },
    /** A picture deleted on the server: gone from the form and from what was saved. */
    dropSavedImage: useCallback((id: string) => {
      setValues((current) => ({ ...current, images: current.images.filter((image) => image.id !== id) }));
      setSaved((current) => {
        const state = JSON.parse(current) as { images: { id: string }[] };
        return JSON.stringify({ ...state, images: state.images.filter((image) => image.id !== id) });
      });
    }, []),
    setUploads: (next: Upload[]) => {
      edited();
      for (const upload of uploads) if (!next.includes(upload)) URL.revokeObjectURL(upload.preview);
      setUploads(next);
    },
    /** After a save: the server's item is what the form now shows and compares with. */
    reset: (next: CatalogFormValues) => {
      for (const upload of uploads) URL.revokeObjectURL(upload.preview);
      setUploads([]);
      setValues(next);
      const manual = slugWasManual(next);
      setSlugManual(manual);
      setSaved(snapshot(next, manual));
      setTouched({});
      setSubmitted(false);
      setServerError(null);
    },
  };
}

export type CatalogForm = ReturnType<typeof useCatalogForm>;
