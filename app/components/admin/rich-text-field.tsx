/**
 * A rich-text field of the admin forms (descriptions, page bodies): the TipTap editor, loaded only on
 * admin screens (`LazyRichTextEditor`; a read-only shell on the server and while it loads). The server
 * sanitises what is saved (core/shared/rich-text.ts).
 */
import type { CatalogForm } from "../../lib/use-catalog-form.ts";
import { LazyRichTextEditor, type RichTextEditorProps } from "./lazy-rich-text-editor.tsx";

export type RichTextFieldProps = RichTextEditorProps;

export function RichTextField({ hint, ...props }: RichTextFieldProps) {
  return (
    <LazyRichTextEditor {...props} hint={hint ?? "Paragraphs, headings, lists, links, bold and italic."} />
  );
}

/** A rich-text field of a catalogue form (a description, a page's body), bound to the form's `name`. */
export function CatalogRichTextField({
  form,
  name,
  label,
}: {
  form: CatalogForm;
  name: string;
  label: string;
}) {
  return (
    <RichTextField
      label={label}
      name={name}
      value={form.values.fields[name] ?? ""}
      onChange={(html) => form.setField(name, html)}
      error={form.errorFor(name)}
    />
  );
}
