/**
 * The one rich-text policy: admin-written HTML (descriptions, page bodies) goes through
 * {@link sanitizeRichText} when it is saved (through {@link richTextSchema}) and again when it is read for
 * a page or the API (core/catalog/catalog-service.ts), so HTML that reached the database some other way
 * (an old row, a seed, a hand edit) never reaches a visitor unfiltered.
 *
 * SERVER ONLY. This module pulls in sanitize-html (and htmlparser2); browser code must not import it. The
 * public pages get HTML that is already clean from their loaders, and the admin editor
 * (app/components/admin/rich-text-editor.tsx) sends whatever it produces to the server, which cleans it.
 *
 * Allowed: p, h2–h4, strong, b, em, i, u, s, a (href and title only), ul, ol, li, blockquote, br, hr, code,
 * pre. A link keeps its address only for http, https, mailto, tel and addresses on this site (a path, a
 * query or a fragment); other schemes (javascript:, data:, vbscript:, ..., also hidden with entities,
 * whitespace, control characters or case) and protocol-relative addresses ("//host") lose the href.
 * Links to another site get rel="noopener noreferrer nofollow". Every other tag is dropped with its text
 * kept, except those whose content is code or widgets (script, style, iframe, object, embed, svg, math,
 * template, form controls, ...): they go with their content. No attribute survives but href and title on a
 * link: no on* handlers, no style, no class.
 */
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";

/** The tags the editor writes and pages show. */
export const RICH_TEXT_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "br",
  "hr",
  "code",
  "pre",
] as const;

/** Link schemes kept; anything else with a scheme loses its href. */
const ALLOWED_SCHEMES = ["http", "https", "mailto", "tel"];

/** rel on a link that leaves the site: no window.opener, no referrer, no ranking passed on. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

/**
 * Tags removed together with everything inside them: their content is code, markup of another language
 * or a form widget's value, never text a reader should see.
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "title",
  "textarea",
  "select",
  "option",
  "optgroup",
  "datalist",
  "input",
  "button",
];

/** C0 controls but tab and line breaks, DEL and C1 controls: never text, and NUL breaks PostgreSQL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Whether an href (entities already decoded by the parser) is one we keep. Browsers ignore whitespace and
 * control characters inside a scheme ("jav\tascript:") and read a backslash as a slash ("/\\evil.com"), so
 * they are removed before looking.
 */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").replace(/\\/g, "/");
  if (compact.startsWith("//")) return false; // protocol-relative: another site, any scheme
  const scheme = /^([^/?#:]*):/.exec(compact);
  if (!scheme) return true; // a path, query or fragment on this site
  return ALLOWED_SCHEMES.includes(scheme[1]!.toLowerCase());
}

function isExternalHref(href: string): boolean {
  return /^\s*https?:/i.test(href);
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    // Rebuild each link from scratch: only a kept href, a title, and our own rel (never the author's).
    a: (tagName, attribs) => {
      // Control characters written as entities ("&#x7f;") come through decoded: drop them before looking,
      // or an href of only such characters would leave an empty href="" that the next pass removes.
      const out: Record<string, string> = {};
      const href = attribs.href?.replace(CONTROL_CHARACTERS, "").trim();
      const title = attribs.title?.replace(CONTROL_CHARACTERS, "");
      if (href && isAllowedHref(href)) {
        out.href = href;
        if (isExternalHref(href)) out.rel = EXTERNAL_LINK_REL;
      }
      if (title) out.title = title;
      return { tagName, attribs: out };
    },
  },
};

/**
 * Sanitising is pure, so recent answers are kept: the same descriptions are read on every page view.
 * Bounded in entries and in the size of what is kept.
 */
const MEMO_MAX_INPUT = 64 * 1024;
const memo = new LRUCache<string, string>({ max: 200 });

function cleanOnce(html: string): string {
  // Twice: before, so the parser never sees them; after, for those written as entities ("&#1;").
  return sanitizeHtml(html.replace(CONTROL_CHARACTERS, ""), POLICY).replace(CONTROL_CHARACTERS, "").trim();
}

/**
 * The policy's fixed point. One pass is not always one: the parser (htmlparser2, not an HTML5 tree
 * builder) does not close an open <li> at a new <li> when a dropped tag sits between them
 * ("<ul><li><scr<ul><li>" comes out as nested items, which the next parse reads as siblings). Passing
 * again until nothing changes makes the saved HTML the same as what the next save or render produces;
 * ordinary markup settles on the first check.
 */
function clean(html: string): string {
  let current = cleanOnce(html);
  for (let pass = 0; pass < 4; pass += 1) {
    const next = cleanOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The project's one rich-text policy (see the module comment). Idempotent: clean(clean(x)) = clean(x). */
export function sanitizeRichText(html: string): string {
  if (typeof html !== "string" || html === "") return "";
  if (html.length > MEMO_MAX_INPUT) return clean(html);
  const known = memo.get(html);
  if (known !== undefined) return known;
  const result = clean(html);
  memo.set(html, result);
  return result;
}

/** Whether the HTML shows nothing to read: no text and no rule (e.g. the editor's empty "<p></p>"). */
export function isEmptyRichText(html: string): boolean {
  const safe = sanitizeRichText(html);
  if (/<hr\b/i.test(safe)) return false;
  const text = sanitizeHtml(safe, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|&#xa0;/gi, " ").trim() === "";
}

export type RichTextOptions = {
  /** The longest HTML accepted, in characters (UTF-16 code units), counted before cleaning. */
  max: number;
  /** Refuse HTML that shows nothing ({@link isEmptyRichText}). Default: an empty value is saved as "". */
  required?: boolean;
};

/**
 * A rich-text form field: must be text of at most `max` characters, and comes out sanitised (an empty
 * editor comes out as ""). Messages name the field: `richTextSchema("Description", { max: 20000 })`.
 * Script, handlers, bad links and the like are removed silently: the save succeeds without them.
 */
export function richTextSchema(fieldLabel: string, options: RichTextOptions) {
  const { max, required = false } = options;
  return z
    .string({ error: `${fieldLabel} must be text` })
    .max(max, { error: `${fieldLabel} must be at most ${max} characters` })
    .transform((html) => (isEmptyRichText(html) ? "" : sanitizeRichText(html)))
    .refine((html) => !required || html !== "", { error: `${fieldLabel} is required` });
}
