/**
 * Plain text, such as a mail's body, cut into text and links: web addresses (http, https, www.) and
 * e-mail addresses. Only the matched characters reach an href, under a scheme chosen here (https,
 * http, mailto), so a `javascript:` or other address in the text stays text. The screen renders the
 * parts as React elements: the text is never parsed as HTML.
 */

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const WEB = String.raw`\b(?:https?://|www\.)[^\s<>"]+`;
const EMAIL = String.raw`\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b`;
const LINK_PATTERN = new RegExp(`${WEB}|${EMAIL}`, "gi");

/** Punctuation that ends a sentence around an address rather than belonging to it. */
const TRAILING = /[.,;:!?'"*_]+$/;

/** Drops sentence punctuation and a closing bracket the address did not open: "(see https://x.y/a)." */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
    ] as const) {
      if (url.endsWith(close) && count(url, close) > count(url, open)) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** "https://" with no host, or "www." with no domain after it, is not an address. */
function isAddress(link: string): boolean {
  if (/^https?:/i.test(link)) return /^https?:\/\/[^/?#\s]+/i.test(link);
  if (/^www\./i.test(link)) return /^www\.[^./?#]+\.[A-Za-z]{2,}/i.test(link);
  return link.includes("@");
}

function hrefOf(link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  if (/^www\./i.test(link)) return `https://${link}`;
  return `mailto:${link}`;
}

export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const push = (part: TextPart) => {
    const last = parts.at(-1);
    if (part.kind === "text" && last?.kind === "text") last.text += part.text;
    else if (part.text !== "") parts.push(part);
  };
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = trimTrailing(match[0]);
    if (!isAddress(link)) continue;
    push({ kind: "text", text: text.slice(at, match.index) });
    push({ kind: "link", text: link, href: hrefOf(link) });
    at = match.index + link.length;
  }
  push({ kind: "text", text: text.slice(at) });
  return parts;
}

/**
 * An address cut where a line may break without splitting a word: before "@" and ".", after "/",
 * "?", "&", "=" and "#" (not between the two slashes of "//"). Joined again, the pieces are the
 * address.
 */
export function addressBreaks(address: string): string[] {
  return address.split(/(?<=[?&=#]|\/(?!\/))|(?=[.@])/).filter((piece) => piece !== "");
}
