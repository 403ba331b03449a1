/**
 * A form's values checked against a shared zod schema as the visitor types (spec §5: buttons stay
 * disabled until the form is valid). A field's message shows once something typed in it has been left
 * (blur), or the form was submitted, so nobody is told off before typing.
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
    touchAll: () =>
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof T, boolean>),
    errorFor,
    /** What a text input needs: value, change and blur handlers, and its message. */
    bind: (name: keyof T & string) => ({
      name,
      value: values[name] ?? "",
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        setField(name, event.target.value),
      // Leaving an empty field says nothing (the visitor may be on the way to a link below it).
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (event.target.value !== "") touch(name);
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
