/**
 * A form's values checked against a shared zod schema as the visitor types (spec §5: buttons stay
 * disabled until the form is valid). A field's message shows once the field has been left (blur; an
 * empty one when the focus moves on to another field), or when the not-yet-ready submit button is pressed
 * (`touchAll`, which also moves the focus to the first field that needs something), so the visitor
 * learns why the button is disabled without being told off before typing.
 */
import { type ChangeEvent, type FocusEvent, useState } from "react";
import type { ZodType } from "zod";

type Values = Record<string, string>;

/** The first message for each field of a failed parse (by the issue's first path segment). */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export function useSchemaForm<T extends Values, Out>(schema: ZodType<Out>, initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error.issues);

  const setField = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: keyof T) => setTouched((current) => ({ ...current, [name]: true }));
  const errorFor = (name: keyof T & string): string | undefined => (touched[name] ? errors[name] : undefined);

  return {
    values,
    setField,
    setFields: (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch })),
    touch,
    /** Shows every field's message; with the form element, focuses the first field that has one. */
    touchAll: (formElement?: EventTarget | null) => {
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof T, boolean>);
      if (formElement instanceof HTMLElement) focusFirstInvalid(formElement);
    },
    errorFor,
    /** What a text input needs: value, change and blur handlers, and its message. */
    bind: (name: keyof T & string) => ({
      name,
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
    valid: parsed.success,
    /** The parsed (trimmed, normalised) values when valid. */
    data: parsed.success ? parsed.data : undefined,
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
