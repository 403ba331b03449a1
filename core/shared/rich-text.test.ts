import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EXTERNAL_LINK_REL,
  RICH_TEXT_TAGS,
  isAllowedHref,
  isEmptyRichText,
  richTextSchema,
  sanitizeRichText,
} from "./rich-text.ts";

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** Decodes the entities an attribute value may hold, as a browser would before following the link. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Reads sanitised output with a strict grammar: text holds no "<" or ">", and each tag is an allowed
 * name with double-quoted href/title/rel values that hold no quote or angle bracket. Output that fits it
 * is read by any browser as exactly these elements and attributes. Returns the problems found.
 */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const token = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)( \/)?>|[^<>]+/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = token.exec(html)) !== null) {
    end = token.lastIndex;
    if (match[2] === undefined) continue; // text
    const name = match[2];
    if (!ALLOWED.has(name)) problems.push(`tag <${name}>`);
    for (const attr of (match[3] ?? "").matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      const [, attrName, raw] = attr;
      if (name !== "a" || !["href", "title", "rel"].includes(attrName!))
        problems.push(`${name}[${attrName}]`);
      if (attrName === "href") {
        // As a browser reads a link on an https page: controls and spaces ignored, "\\" read as "/".
        const compact = decodeAttribute(raw!)
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
          .replace(/\\/g, "/");
        if (/^(javascript|vbscript|data|file|blob):/i.test(compact)) problems.push(`href ${raw}`);
        if (/^\/\//.test(compact)) problems.push(`protocol-relative href ${raw}`);
        if (!/^(https?:|mailto:|tel:|[/?#]|[^:/?#]*(?:[/?#]|$))/i.test(compact)) problems.push(`href ${raw}`);
      }
    }
  }
  if (end !== html.length)
    problems.push(`unparsed markup at ${end}: ${JSON.stringify(html.slice(end, end + 40))}`);
  return problems;
}

function expectSafe(html: string) {
  expect(markupProblems(html)).toEqual([]);
  expect(html).not.toMatch(/<script|<iframe|<svg|<math|<object|<embed|<style|<img/i);
}

describe("sanitizeRichText: known XSS vectors are removed and the rest of the text kept", () => {
  it.each([
    ["<p>Hello<script>alert(1)</script> reef</p>", "<p>Hello reef</p>"],
    ["<SCRIPT SRC=https://evil.example/x.js></SCRIPT>text", "text"],
    ["<p>Koh Bon<img src=x onerror=alert(1)></p>", "<p>Koh Bon</p>"],
    ['<a href="jav&#x09;ascript:alert(1)">click</a>', "<a>click</a>"],
    ['<a href="jav&#x0A;ascript:alert(1)">click</a>', "<a>click</a>"],
    ['<a href="  JaVaScRiPt:alert(1)">click</a>', "<a>click</a>"],
    [
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
      "<a>click</a>",
    ],
    ['<a href="&#x6A;avascript&colon;alert(1)">click</a>', "<a>click</a>"],
    ['<a href="vbscript:msgbox(1)">click</a>', "<a>click</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', "<a>click</a>"],
    ['<a href="//evil.example/">click</a>', "<a>click</a>"],
    ['<a href="/\\evil.example/">click</a>', "<a>click</a>"],
    ['<svg onload="alert(1)"><circle r="1"/></svg>after', "after"],
    ["<svg><script>alert(1)</script></svg>after", "after"],
    ['<iframe src="javascript:alert(1)"></iframe>after', "after"],
    ['<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">fallback</iframe>after', "after"],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
    ['<math href="javascript:alert(1)">m</math>after', "after"],
    ['<object data="javascript:alert(1)"></object><embed src="x.swf">after', "after"],
    ['<p style="width: expression(alert(1))">styled</p>', "<p>styled</p>"],
    ['<p style="background:url(javascript:alert(1))">styled</p>', "<p>styled</p>"],
    ['<div onmouseover="alert(1)">hover</div>', "hover"],
    ['<p onclick="alert(1)" class="x" id="y">p</p>', "<p>p</p>"],
    ["<style>body{display:none}</style><p>kept</p>", "<p>kept</p>"],
    ['<form action="/x"><input name="a" value="v"><button>Go</button><textarea>t</textarea>ok</form>', "ok"],
    ['<body onload="alert(1)">body</body>', "body"],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">after', "after"],
    ['<link rel="stylesheet" href="javascript:alert(1)">after', "after"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<!--<script>alert(1)</script>-->after", "after"],
    [
      '<a href="https://example.com" target="_blank" rel="opener" onclick="x">out</a>',
      `<a href="https://example.com" rel="${EXTERNAL_LINK_REL}">out</a>`,
    ],
    ["<p>a\u0000b\u0007c</p>", "<p>abc</p>"],
    ["<p>a&#1;b&#x7f;c&#x85;d</p>", "<p>abc\u2026d</p>"],
  ])("%j -> %j", (input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    expectSafe(output);
  });

  it("keeps the allowed markup as it is", () => {
    const html =
      "<h2>Boat</h2><h3>Cabins</h3><h4>Deck</h4><p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> " +
      "<u>u</u> <s>s</s> <code>code</code></p><ul><li><p>One</p></li></ul><ol><li>Two</li></ol>" +
      "<blockquote><p>Quote</p></blockquote><pre><code>x &lt; y</code></pre><p>line<br />break</p><hr />";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps site, mail and phone links and marks links to other sites", () => {
    expect(sanitizeRichText('<a href="/boat/mv-ocean" title="Our boat">b</a>')).toBe(
      '<a href="/boat/mv-ocean" title="Our boat">b</a>',
    );
    expect(sanitizeRichText('<a href="#cabins">c</a><a href="?page=2">p</a>')).toBe(
      '<a href="#cabins">c</a><a href="?page=2">p</a>',
    );
    expect(sanitizeRichText('<a href="mailto:dive@example.com">m</a><a href="tel:+6676000000">t</a>')).toBe(
      '<a href="mailto:dive@example.com">m</a><a href="tel:+6676000000">t</a>',
    );
    expect(sanitizeRichText('<a href="HTTP://Example.com/a?b=1&amp;c=2">x</a>')).toBe(
      `<a href="HTTP://Example.com/a?b=1&amp;c=2" rel="${EXTERNAL_LINK_REL}">x</a>`,
    );
    expect(sanitizeRichText('<a href="/x" rel="nofollow">own rel dropped</a>')).toBe(
      '<a href="/x">own rel dropped</a>',
    );
  });

  it("writes <br> and <hr> in one form, so the editor's output and the stored HTML agree after one pass", () => {
    expect(sanitizeRichText("<p>a<br>b</p><hr>")).toBe("<p>a<br />b</p><hr />");
  });

  it("escapes text that looks like markup rather than dropping it", () => {
    expect(sanitizeRichText("a < b && c > d")).toBe("a &lt; b &amp;&amp; c &gt; d");
    expect(sanitizeRichText("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });

  it("answers an empty string for an empty or non-string value", () => {
    expect(sanitizeRichText("")).toBe("");
    expect(sanitizeRichText(undefined as unknown as string)).toBe("");
  });
});

describe("isAllowedHref", () => {
  it.each([
    ["/boat/x", true],
    ["boat/x", true],
    ["#top", true],
    ["https://example.com", true],
    ["mailto:a@example.com", true],
    ["tel:+66", true],
    ["javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    [" \u0001javascript:alert(1)", false],
    ["JAVASCRIPT:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["//evil.example", false],
    ["\\\\evil.example", false],
    ["ftp://example.com", false],
  ])("%j -> %s", (href, allowed) => {
    expect(isAllowedHref(href)).toBe(allowed);
  });
});

describe("isEmptyRichText", () => {
  it.each([
    ["", true],
    ["<p></p>", true],
    ["<p> &nbsp; </p><p><br></p>", true],
    ["<script>alert(1)</script>", true],
    ["<p>a</p>", false],
    ["<hr>", false],
    ["plain", false],
  ])("%j -> %s", (html, empty) => {
    expect(isEmptyRichText(html)).toBe(empty);
  });
});

describe("richTextSchema", () => {
  const schema = richTextSchema("Description", { max: 100 });

  it("outputs the sanitised HTML; what was removed does not stop the save", () => {
    expect(schema.parse('<p onclick="x">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
  });

  it("saves an empty editor as an empty string", () => {
    expect(schema.parse("<p></p>")).toBe("");
  });

  it("names the field for a wrong type and a value too long", () => {
    const wrongType = schema.safeParse(42);
    expect(wrongType.success).toBe(false);
    expect(wrongType.error?.issues[0]?.message).toBe("Description must be text");

    const tooLong = schema.safeParse(`<p>${"x".repeat(100)}</p>`);
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("Description must be at most 100 characters");

    expect(schema.safeParse(`<p>${"x".repeat(93)}</p>`).success).toBe(true);
  });

  it("refuses an empty value when required", () => {
    const required = richTextSchema("Page body", { max: 100, required: true });
    const result = required.safeParse("<p> </p><script>x</script>");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Page body is required");
  });
});

/** Pieces of HTML that attacks are made of; joined at random with random text between. */
const HTML_PIECES = [
  "<script>",
  "</script>",
  "<script",
  "<scr",
  "ipt>",
  '<a href="',
  "<a href='",
  "<a href=",
  "javascript:",
  "JaVaScRiPt:",
  "jav&#x09;ascript:",
  "&#106;avascript:",
  "java\nscript:",
  "data:text/html,",
  "vbscript:",
  "//",
  "\\",
  '" onclick="alert(1)"',
  " onerror=alert(1)",
  " onload=",
  "<svg",
  "<svg/onload=alert(1)>",
  "</svg>",
  "<iframe",
  "<iframe src=x>",
  "</iframe>",
  "<math>",
  "<img src=x",
  "<style>",
  "</style>",
  'style="x:expression(1)"',
  "<p>",
  "</p>",
  "<h2>",
  "</h2>",
  "<ul><li>",
  "</li></ul>",
  "<br>",
  "<hr/>",
  "<strong>",
  "</strong>",
  "</a>",
  "<",
  ">",
  "</",
  "/>",
  '"',
  "'",
  "=",
  " ",
  "&",
  "&#",
  ";",
  "&lt;",
  "&gt;",
  "&amp;",
  "<!--",
  "-->",
  "<![CDATA[",
  "]]>",
  "<?",
  "<!DOCTYPE html>",
  "\u0000",
  "&#1;",
  "&#x7f;",
  "&#0;",
  "\t",
  "\n",
  "\u00a0",
  "<textarea>",
  "<title>",
  "<noscript>",
  "<template>",
  "<xmp>",
];

const htmlish = fc
  .array(fc.oneof(fc.constantFrom(...HTML_PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(""));

/** RICH_TEXT_RUNS=50000 npx vitest run core/shared/rich-text.test.ts searches harder (a few seconds). */
const RUNS = Number(process.env.RICH_TEXT_RUNS ?? 2000);

describe("sanitizeRichText properties", () => {
  const anyInput = fc.oneof(fc.string(), fc.string({ unit: "binary" }), htmlish);

  it("never outputs a tag, attribute or link outside the policy", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expectSafe(sanitizeRichText(input));
      }),
      { numRuns: RUNS },
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = sanitizeRichText(input);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      // Found by a CI run (seed 624285903): an href or title of only entity-written control characters.
      {
        numRuns: RUNS,
        examples: [
          ["<a href=&#x7f;>"],
          ['<a href="&#1; &#x9f;" title="&#x7f;">x</a>'],
          ["<ul><li><scr<ul><li>"],
        ],
      },
    );
  });

  it("keeps well-formed allowed markup unchanged", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    const text = fc
      .array(fc.oneof(word, fc.constantFrom("&amp;", "&lt;", "&gt;", "\u00e9", "\u0e01")), {
        minLength: 1,
        maxLength: 4,
      })
      .map((parts) => parts.join(" "));
    const href = fc.constantFrom(
      "/boat/mv-ocean",
      "#cabins",
      "mailto:a@example.com",
      "tel:+66",
      "https://example.com/a",
    );
    const { inline } = fc.letrec<{ inline: string; noLink: string }>((tie) => ({
      noLink: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        text,
        fc.constant("<br />"),
        fc
          .tuple(fc.constantFrom("strong", "b", "em", "i", "u", "s", "code"), tie("noLink"))
          .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
      ),
      inline: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        tie("noLink"),
        fc
          .tuple(href, tie("noLink"))
          .map(([h, inner]) =>
            h.startsWith("https:")
              ? `<a href="${h}" rel="${EXTERNAL_LINK_REL}">${inner}</a>`
              : `<a href="${h}">${inner}</a>`,
          ),
        fc.tuple(tie("inline"), tie("inline")).map(([a, b]) => `${a} ${b}`),
      ),
    }));
    const block = fc.oneof(
      fc
        .tuple(fc.constantFrom("p", "h2", "h3", "h4"), inline)
        .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
      fc
        .tuple(fc.constantFrom("ul", "ol"), fc.array(inline, { minLength: 1, maxLength: 3 }))
        .map(([tag, items]) => `<${tag}>${items.map((i) => `<li><p>${i}</p></li>`).join("")}</${tag}>`),
      inline.map((inner) => `<blockquote><p>${inner}</p></blockquote>`),
      text.map((inner) => `<pre><code>${inner}</code></pre>`),
      fc.constant("<hr />"),
    );
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (blocks) => {
        const html = blocks.join("");
        expect(sanitizeRichText(html)).toBe(html);
      }),
      { numRuns: 500 },
    );
  });
});
