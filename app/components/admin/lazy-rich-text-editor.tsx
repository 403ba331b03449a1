/**
 * The rich-text editor for admin screens, loaded when first drawn: TipTap and ProseMirror arrive in their
 * own chunk, which no public route imports. Until they have arrived (and on the server) the read-only
 * shell shows the HTML in the same frame.
 */
import { lazy, Suspense } from "react";
import { loadWithTimeout } from "../../lib/lazy-reload.ts";
import { RichTextEditorFallback, type RichTextEditorProps } from "./rich-text-editor-shell.tsx";

export type { RichTextEditorProps } from "./rich-text-editor-shell.tsx";

const RichTextEditor = lazy(() =>
  loadWithTimeout(() => import("./rich-text-editor.tsx")).then((m) => ({ default: m.RichTextEditor })),
);

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorFallback {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
