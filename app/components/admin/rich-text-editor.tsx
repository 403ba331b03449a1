/**
 * The admins' rich-text editor (descriptions, page bodies), on TipTap. A controlled component: it shows
 * `value` and reports each change with `onChange(html)`; a hidden input named `name` carries the HTML
 * in the form. It writes only what the server's policy keeps (core/shared/rich-text.ts: paragraphs,
 * headings 2–4, bold, italic, underline, strike, code, lists, quotes, rules, links); the server cleans
 * whatever arrives all the same.
 *
 * Load it through LazyRichTextEditor (lazy-rich-text-editor.tsx): TipTap and ProseMirror are large and
 * only admin screens need them. Until it runs, the read-only shell (rich-text-editor-shell.tsx) shows.
 */
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo } from "react";
import {
  EditorFrame,
  EditorToolbar,
  RichTextEditorFallback,
  type RichTextEditorProps,
  type ToolbarCommand,
  type ToolbarState,
  useEditorIds,
} from "./rich-text-editor-shell.tsx";

/** Schemes a link may use, as on the server; an address without one is on this site. */
const LINK = /^(https?:|mailto:|tel:)/i;

/**
 * What the admin typed in the link prompt, as an address to store, or null when it is not one we keep.
 * "www.example.com" becomes "https://www.example.com".
 */
export function linkAddress(input: string): string | null {
  const url = input.trim();
  if (LINK.test(url)) return url;
  if (/^[/?#]/.test(url)) return url.startsWith("//") ? null : url;
  if (/^[^\s/:]+\.[^\s/:]+(\/|$)/.test(url)) return `https://${url}`;
  return null;
}

function runCommand(editor: Editor, command: ToolbarCommand) {
  const chain = editor.chain().focus();
  switch (command) {
    case "bold":
      return chain.toggleBold().run();
    case "italic":
      return chain.toggleItalic().run();
    case "heading2":
      return chain.toggleHeading({ level: 2 }).run();
    case "heading3":
      return chain.toggleHeading({ level: 3 }).run();
    case "bulletList":
      return chain.toggleBulletList().run();
    case "orderedList":
      return chain.toggleOrderedList().run();
    case "undo":
      return chain.undo().run();
    case "redo":
      return chain.redo().run();
    case "link": {
      const current = (editor.getAttributes("link").href as string | undefined) ?? "";
      const answer = window.prompt(
        "Link address (https://…, mailto:…, tel:… or /page). Empty removes the link.",
        current,
      );
      if (answer === null) return editor.commands.focus();
      if (answer.trim() === "") return chain.extendMarkRange("link").unsetLink().run();
      const href = linkAddress(answer);
      if (!href) {
        window.alert("A link must start with https://, http://, mailto:, tel: or / (a page on this site).");
        return editor.commands.focus();
      }
      return chain.extendMarkRange("link").setLink({ href }).run();
    }
  }
}

function toolbarState(editor: Editor): ToolbarState {
  const can = editor.can();
  const toggle = (active: boolean, enabled: boolean) => ({ active, enabled });
  return {
    bold: toggle(editor.isActive("bold"), can.toggleBold()),
    italic: toggle(editor.isActive("italic"), can.toggleItalic()),
    heading2: toggle(editor.isActive("heading", { level: 2 }), can.toggleHeading({ level: 2 })),
    heading3: toggle(editor.isActive("heading", { level: 3 }), can.toggleHeading({ level: 3 })),
    bulletList: toggle(editor.isActive("bulletList"), can.toggleBulletList()),
    orderedList: toggle(editor.isActive("orderedList"), can.toggleOrderedList()),
    link: toggle(editor.isActive("link"), true),
    undo: toggle(false, can.undo()),
    redo: toggle(false, can.redo()),
  };
}

function areaAttributes(
  ids: ReturnType<typeof useEditorIds>,
  error: string | undefined,
): Record<string, string> {
  const attributes: Record<string, string> = {
    id: ids.area,
    class: "rich-editor-content rich-text",
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": ids.label,
  };
  if (ids.describedBy) attributes["aria-describedby"] = ids.describedBy;
  if (error) attributes["aria-invalid"] = "true";
  return attributes;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { label, value, onChange, error, hint } = props;
  const ids = useEditorIds(hint, error);
  const attributes = useMemo(
    () => areaAttributes(ids, error),
    // The ids object is new on each render; what the attributes say changes only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids.area, ids.label, ids.describedBy, error],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          // The server sets rel on links that leave the site and keeps no target.
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => linkAddress(url) !== null,
        },
      }),
    ],
    content: value,
    // Rendered on the server as the read-only shell; the editor starts in the browser.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });

  // Keep the labels and the invalid state on the editable area as the error comes and goes.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // Controlled: a value set from outside (a reset, a reload) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? toolbarState(e) : null) });

  if (!editor) return <RichTextEditorFallback {...props} />;

  return (
    <EditorFrame
      props={props}
      ids={ids}
      toolbar={
        <EditorToolbar
          label={label}
          controls={ids.area}
          // The selector first runs on the editor's first transaction: until then, read the editor here.
          state={state ?? toolbarState(editor)}
          onCommand={(command) => runCommand(editor, command)}
        />
      }
    >
      <EditorContent editor={editor} className="rich-editor-mount" />
    </EditorFrame>
  );
}
