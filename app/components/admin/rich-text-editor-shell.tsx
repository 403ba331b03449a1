/**
 * What the rich-text editor looks like without its editing code: the label, the toolbar (every button
 * unavailable), the HTML read-only, the hint and the error, and the hidden input the form submits. The
 * server renders this, the page shows it until the editor's code has arrived and started (no layout
 * shift), and the editor (rich-text-editor.tsx) draws the same frame around its editable area.
 *
 * No TipTap here: the lazy wrapper's Suspense fallback uses this file, and it must stay small.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { FieldMessages } from "../form-field.tsx";

export type RichTextEditorProps = {
  label: string;
  /** The form field's name: a hidden input carries the HTML. */
  name: string;
  /** The HTML. The server cleans it (core/shared/rich-text.ts) when it is saved and read. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: ReactNode;
};

export type ToolbarCommand =
  "bold" | "italic" | "heading2" | "heading3" | "bulletList" | "orderedList" | "link" | "undo" | "redo";

/**
 * The toolbar, in order: accessible name, what the button shows, and whether it toggles (aria-pressed).
 * Each name holds the words the button shows (WCAG 2.5.3, label in name), so a speech-input user can say
 * "H2" or "List"; the list buttons' marks ("•", "1.") are drawn by the style sheet, not written.
 */
export const TOOLBAR: readonly { command: ToolbarCommand; label: string; text: string; toggle: boolean }[] = [
  { command: "bold", label: "Bold", text: "B", toggle: true },
  { command: "italic", label: "Italic", text: "I", toggle: true },
  { command: "heading2", label: "H2 heading", text: "H2", toggle: true },
  { command: "heading3", label: "H3 heading", text: "H3", toggle: true },
  { command: "bulletList", label: "Bullet list", text: "List", toggle: true },
  { command: "orderedList", label: "Numbered list", text: "List", toggle: true },
  { command: "link", label: "Link", text: "Link", toggle: true },
  { command: "undo", label: "Undo", text: "Undo", toggle: false },
  { command: "redo", label: "Redo", text: "Redo", toggle: false },
];

export type ToolbarState = Record<ToolbarCommand, { active: boolean; enabled: boolean }>;

const UNAVAILABLE = Object.fromEntries(
  TOOLBAR.map(({ command }) => [command, { active: false, enabled: false }]),
) as ToolbarState;

/** Ids that tie the label, hint and error to the editable area. */
export function useEditorIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const ids = { area: `${id}-area`, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy =
    [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
  return { ...ids, describedBy };
}

/**
 * A toolbar (WAI-ARIA toolbar pattern): one Tab stop; Left and Right (and Home and End) move between
 * buttons. Unavailable buttons stay focusable with aria-disabled, so the arrow keys do not skip them.
 */
export function EditorToolbar({
  label,
  controls,
  state = UNAVAILABLE,
  onCommand,
}: {
  label: string;
  controls: string;
  state?: ToolbarState;
  onCommand?: (command: ToolbarCommand) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const target =
      event.key === "ArrowRight"
        ? (current + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (current - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    for (const [index, button] of buttons.entries()) button.tabIndex = index === target ? 0 : -1;
    buttons[target]!.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      className="rich-editor-toolbar"
      onKeyDown={onKeyDown}
    >
      {TOOLBAR.map(({ command, label: name, text, toggle }, index) => {
        const { active, enabled } = state[command];
        return (
          <button
            key={command}
            type="button"
            className={`rich-editor-button rich-editor-button-${command}`}
            aria-label={name}
            title={name}
            aria-pressed={toggle ? active : undefined}
            aria-disabled={enabled ? undefined : true}
            tabIndex={index === 0 ? 0 : -1}
            // Keep the editor's selection: a mouse press on a button must not take the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (enabled) onCommand?.(command);
            }}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}

/** The frame: label, toolbar, the area (editable or not), messages and the hidden input. */
export function EditorFrame({
  props,
  ids,
  toolbar,
  children,
}: {
  props: RichTextEditorProps;
  ids: ReturnType<typeof useEditorIds>;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const { label, name, value, error, hint } = props;
  return (
    <div className={error ? "field rich-editor rich-editor-invalid" : "field rich-editor"}>
      <span id={ids.label} className="field-label">
        {label}
      </span>
      <div className="rich-editor-box">
        {toolbar}
        {children}
      </div>
      <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

/**
 * The editor before it runs (server render, code loading): the HTML shown read-only. The value comes
 * from the server, which cleaned it; this is an admin screen.
 */
export function RichTextEditorFallback(props: RichTextEditorProps) {
  const ids = useEditorIds(props.hint, props.error);
  return (
    <EditorFrame props={props} ids={ids} toolbar={<EditorToolbar label={props.label} controls={ids.area} />}>
      <div
        id={ids.area}
        className="rich-editor-content rich-text"
        role="textbox"
        aria-multiline="true"
        aria-readonly="true"
        aria-labelledby={ids.label}
        aria-describedby={ids.describedBy}
        aria-invalid={props.error ? true : undefined}
        // Server-cleaned HTML (see RichTextEditorProps.value), shown until the editor takes over.
        dangerouslySetInnerHTML={{ __html: props.value }}
      />
    </EditorFrame>
  );
}
