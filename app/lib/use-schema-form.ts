/**
 * A form's values checked against a shared zod schema as the visitor types (spec §5: buttons stay
 * disabled until the form is valid). A field's message shows once the field has been left (blur; an
 * empty one when the focus moves on to another field), or when the not-yet-ready submit button is pressed
 * (`touchAll`, which also moves the focus to the first field that needs something), so the visitor
 * learns why the button is disabled without being told off before typing.
 *
 * A public page's form passes a loader instead of the schema (`() => import(...).then((m) => m.schema)`,
 * decision 0032): zod and the schemas (about 24 KB gzip) then load when the visitor first types in or
 * leaves a field, presses the button, or at once when the form opens with values already in it, and
 * not with the page (a focus alone does not load them: a panel focuses its first field as it opens). Until they have loaded the form counts as not valid, so the button waits as it does
 * for an empty form; the schema itself is the one the server parses with.
 */
import { type ChangeEvent, type FocusEvent, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";
import { loadWithTimeout } from "./lazy-reload.ts";

type Values = Record<string, string>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The first message for each field of a failed parse (by the issue's first path segment). */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A schema, or a loader that imports it when the form is first used (a public page's form). A loader is
 * defined once at module level: loaded schemas are kept by loader.
 */
export type SchemaSource<Out> = ZodType<Out> | (() => Promise<ZodType<Out>>);

/** Schemas already loaded, by loader: a form opened again has its checks at once. */
const loadedSchemas = new WeakMap<() => Promise<ZodType<unknown>>, ZodType<unknown>>();

/** The schema of `source` when it is at hand now (given, or loaded before), else null. */
export function schemaAtHand<Out>(source: SchemaSource<Out>): ZodType<Out> | null {
  if (typeof source !== "function") return source;
  return (loadedSchemas.get(source) as ZodType<Out> | undefined) ?? null;
}

/**
 * Loads the schema of a loader once (timed out like every lazy module, lazy-reload.ts) and keeps it for
 * every form that uses the same loader.
 */
export async function loadSchema<Out>(load: () => Promise<ZodType<Out>>): Promise<ZodType<Out>> {
  const schema = await loadWithTimeout(load);
  loadedSchemas.set(load, schema);
  return schema;
}

/** Whether a form opens with something typed or chosen, so its checks are needed before any interaction. */
export const hasValues = (values: Values) => Object.values(values).some((value) => value !== "");

export function useSchemaForm<T extends Values, Out>(source: SchemaSource<Out>, initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [schema, setSchema] = useState<ZodType<Out> | null>(() => schemaAtHand(source));
  // A failed load is thrown while rendering, so the error boundary reloads the page once (lazy-reload.ts).
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const loading = useRef(false);
  // One ref callback per field, kept for the form's life (see `adoptTyped`).
  const [adopters] = useState(() => new Map<string, (element: FieldElement | null) => void>());
  // The form whose first wrong field takes the focus once the checks arrive (a press before they had).
  const focusWhenChecked = useRef<HTMLElement | null>(null);

  const needSchema = () => {
    if (schema || loading.current || typeof source !== "function") return;
    loading.current = true;
    loadSchema(source).then(
      (loaded) => setSchema(() => loaded),
      (error: unknown) => setLoadError({ error }),
    );
  };
  useEffect(() => {
    if (hasValues(values)) needSchema();
    // Only when the form opens: later values come from the visitor, whose first action loads the checks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!schema || !focusWhenChecked.current) return;
    focusFirstInvalid(focusWhenChecked.current);
    focusWhenChecked.current = null;
  }, [schema]);
  if (loadError) throw loadError.error;

  const parsed = schema?.safeParse(values);
  const errors: Record<string, string> = !parsed || parsed.success ? {} : firstErrors(parsed.error.issues);

  const setField = (name: keyof T, value: string) => {
    needSchema();
    setValues((current) => ({ ...current, [name]: value }));
  };
  const touch = (name: keyof T) => {
    needSchema();
    setTouched((current) => ({ ...current, [name]: true }));
  };
  const errorFor = (name: keyof T & string): string | undefined => (touched[name] ? errors[name] : undefined);

  /**
   * A field's element as the form first holds it: on a page rendered on the server, the visitor may
   * have typed before the app hydrated (a catalogue page starts it on their first move, the login page
   * on their first key). React keeps that text while hydrating but puts the form's value back at its
   * next render, so the form takes the text as the field's value instead. One callback per field, so
   * React calls it when the element comes, not at every render.
   */
  const adoptTyped = (name: keyof T & string) => {
    let adopt = adopters.get(name);
    if (!adopt) {
      adopt = (element) => {
        // Text only: a select shows its first option for a value it lacks, which nobody chose.
        if (!element || element instanceof HTMLSelectElement || /^(checkbox|radio)$/.test(element.type))
          return;
        const typed = element.value;
        if (typed === "") return;
        setValues((values) => (values[name] === typed ? values : { ...values, [name]: typed }));
        needSchema();
      };
      adopters.set(name, adopt);
    }
    return adopt;
  };

  return {
    values,
    setField,
    setFields: (patch: Partial<T>) => {
      needSchema();
      setValues((current) => ({ ...current, ...patch }));
    },
    touch,
    /** Shows every field's message; with the form element, focuses the first field that has one. */
    touchAll: (formElement?: EventTarget | null) => {
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof T, boolean>);
      if (!(formElement instanceof HTMLElement)) return needSchema();
      if (schema) return focusFirstInvalid(formElement);
      focusWhenChecked.current = formElement;
      needSchema();
    },
    errorFor,
    /** What a text input needs: value, change and blur handlers, and its message. */
    bind: (name: keyof T & string) => ({
      name,
      ref: adoptTyped(name),
      value: values[name] ?? "",
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        setField(name, event.target.value),
      // An empty field says it is required when the visitor moves on to another field, not when they
      // leave for a link or button (the message would shift the button under their pointer).
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (event.target.value !== "" || isFormField(event.relatedTarget)) touch(name);
      },
      error: errorFor(name),
    }),
    valid: parsed?.success ?? false,
    /** The parsed (trimmed, normalised) values when valid. */
    data: parsed?.success ? parsed.data : undefined,
    reset: (next: T) => {
      setValues(next);
      setTouched({});
    },
  };
}

export type SchemaForm<T extends Values, Out> = ReturnType<typeof useSchemaForm<T, Out>>;

/** Once React has shown the messages: focus the form's first field marked invalid. */
function focusFirstInvalid(formElement: HTMLElement) {
  requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A control of a labelled field (form-field.tsx wraps each in `.field`), not a link or a button. */
function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(".field") !== null;
}
