import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, in the page's head: written into the page itself for a visitor, linked
 * for a signed-in user and in development.
 *
 * A first visit on a slow mobile link waits for the stylesheet before it paints anything, one more
 * round trip after the document; written into the page, the first screen paints from the document
 * alone (Lighthouse's mobile run of the home, boat and course pages: largest paint 1.20–1.31 s, against
 * 1.36–1.60 s linked; docs/performance.md). A visitor's pages come from the page cache, compressed once
 * when stored, so the extra 12 KB cost the server no work per answer. Signed-in
 * pages are rendered and compressed for every request, and their visitors have usually been here
 * before: they link the file, which the browser keeps for a year.
 *
 * The server tells the component the text through {@link InlineStylesheetProvider}. In the browser the
 * component reads it back from the page: React adopts a `<style>` with an `href` and a `precedence`
 * that the server wrote (it matches them by `data-href`), so hydration neither writes the text again
 * nor needs it in the scripts, and a client-side navigation keeps the page's styles as they came.
 */
type ReadStylesheet = (href: string) => string | null;

const InlineStylesheetContext = createContext<ReadStylesheet | null>(null);

/** On the server: how to read a stylesheet's text by its address, or null to link it. */
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

/**
 * The text of the stylesheet the server wrote into this page, or null (linked, or on the server). The
 * address is the build's own (`/assets/app-<hash>.css`), so it needs no quoting in the selector.
 */
const writtenIntoPage = (href: string) =>
  typeof document === "undefined"
    ? null
    : (document.head.querySelector(`style[data-href="${href}"]`)?.textContent ?? null);

export function SiteStylesheet({ href }: { href: string }) {
  const read = useContext(InlineStylesheetContext);
  const text = read ? read(href) : writtenIntoPage(href);
  // With a precedence React writes either into the head, ahead of everything else it hoists.
  if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
