/**
 * A rich-text field (descriptions, page bodies) as its HTML source in a labelled text area. Same props
 * as the TipTap editor (`LazyRichTextEditor`), which takes its place on the admin screens; the server
 * sanitises what is saved either way (core/shared/rich-text.ts).
 */
import type { ReactNode } from "react";
import { TextAreaField } from "../form-field.tsx";

export type RichTextFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function RichTextField({ label, name, value, onChange, error, hint }: RichTextFieldProps) {
  return (
    <TextAreaField
      label={label}
      name={name}
      value={value}
      rows={10}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint ?? "HTML: paragraphs, headings, lists, links, bold and italic."}
    />
  );
}
