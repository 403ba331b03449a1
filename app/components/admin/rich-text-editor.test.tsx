import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LazyRichTextEditor } from "./lazy-rich-text-editor.tsx";
import { linkAddress, RichTextEditor } from "./rich-text-editor.tsx";
import { TOOLBAR } from "./rich-text-editor-shell.tsx";

const noop = () => {};
const VALUE =
  '<h2>Cabins</h2><p>Four <strong>twin</strong> cabins, <a href="/boat/mv-ocean">see the boat</a>.</p>';

/** Reads the server render back as a document (Node has no DOM: a minimal attribute reader). */
function attributesOf(html: string, selector: RegExp): Record<string, string> {
  const tag = selector.exec(html)?.[0];
  if (!tag) throw new Error(`no element matching ${selector} in ${html}`);
  return Object.fromEntries(Array.from(tag.matchAll(/ ([a-z-]+)="([^"]*)"/g), (m) => [m[1]!, m[2]!]));
}

function expectReadOnlyShell(html: string, { hint, error }: { hint: string; error?: string }) {
  // The HTML is shown as it is, read-only, labelled by the visible label and described by hint and error.
  expect(html).toContain(VALUE);
  const area = attributesOf(html, /<div[^>]* role="textbox"[^>]*>/);
  expect(area["aria-readonly"]).toBe("true");
  expect(area["aria-multiline"]).toBe("true");
  expect(area.class).toContain("rich-editor-content");

  const label = attributesOf(html, /<span[^>]*class="field-label"[^>]*>/);
  expect(html).toContain(`<span id="${label.id}" class="field-label">Description</span>`);
  expect(area["aria-labelledby"]).toBe(label.id);

  const describedBy = area["aria-describedby"]!.split(" ");
  expect(describedBy).toHaveLength(error ? 2 : 1);
  expect(html).toContain(`<p id="${describedBy[0]}" class="field-hint">${hint}</p>`);
  if (error) {
    expect(html).toContain(`<p id="${describedBy[1]}" class="field-error">${error}</p>`);
    expect(area["aria-invalid"]).toBe("true");
  } else {
    expect(area["aria-invalid"]).toBeUndefined();
  }

  // The form still submits the value before the editor runs.
  const input = attributesOf(html, /<input[^>]*>/);
  expect(input).toMatchObject({ type: "hidden", name: "description" });
  expect(input.value).toBe(VALUE.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));

  // A labelled toolbar: every button named, toggles with aria-pressed, all unavailable, one Tab stop.
  const toolbar = attributesOf(html, /<div[^>]* role="toolbar"[^>]*>/);
  expect(toolbar["aria-label"]).toBe("Description formatting");
  expect(toolbar["aria-controls"]).toBe(area.id);
  const buttons = Array.from(html.matchAll(/<button[^>]*>/g), (m) => attributesOf(m[0], /<button[^>]*>/));
  expect(buttons.map((b) => b["aria-label"])).toEqual(TOOLBAR.map((t) => t.label));
  for (const [index, button] of buttons.entries()) {
    expect(button.type).toBe("button");
    expect(button["aria-disabled"]).toBe("true");
    expect(button["aria-pressed"]).toBe(TOOLBAR[index]!.toggle ? "false" : undefined);
    expect(button.tabindex).toBe(index === 0 ? "0" : "-1");
  }
}

describe("rich-text editor on the server", () => {
  /** The boat form's description field, as both the editor and its lazy wrapper are given it. */
  const description = {
    label: "Description",
    name: "description",
    value: VALUE,
    onChange: noop,
    hint: "Shown on the boat page",
  };

  it("renders the read-only shell: the HTML, labelled and described, with the toolbar and the hidden input", () => {
    const html = renderToString(
      <RichTextEditor {...description} error="Description must be at most 20000 characters" />,
    );
    expectReadOnlyShell(html, {
      hint: "Shown on the boat page",
      error: "Description must be at most 20000 characters",
    });
    expect(html).not.toContain("contenteditable");
  });

  it("renders the same shell through the lazy wrapper, without an error when there is none", () => {
    const html = renderToString(<LazyRichTextEditor {...description} />);
    expectReadOnlyShell(html, { hint: "Shown on the boat page" });
    expect(html).not.toContain("field-error");
  });
});

describe("linkAddress", () => {
  it.each([
    ["https://example.com/a", "https://example.com/a"],
    ["  mailto:dive@example.com ", "mailto:dive@example.com"],
    ["tel:+6676000000", "tel:+6676000000"],
    ["/boat/mv-ocean", "/boat/mv-ocean"],
    ["#cabins", "#cabins"],
    ["www.example.com", "https://www.example.com"],
    ["example.com/path", "https://example.com/path"],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["//evil.example", null],
    ["just words", null],
  ])("%j -> %j", (input, expected) => {
    expect(linkAddress(input)).toBe(expected);
  });
});

describe("the rich-text toolbar's names", () => {
  it("hold the words each button shows, as a speech-input user would say them", () => {
    // A lone letter ("B", "I") is a symbol, as axe and the WCAG rule read it; it needs no match.
    for (const { label, text } of TOOLBAR.filter(({ text }) => text.length > 1)) {
      const words = (value: string) =>
        value
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean)
          .join(" ");
      expect(` ${words(label)} `, `${label} / ${text}`).toContain(` ${words(text)} `);
    }
  });
});
