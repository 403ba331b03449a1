/**
 * Reads the client build's stylesheets for pages that carry their styles inline
 * (app/lib/site-stylesheet.tsx). Each file is read once: the build does not change while the
 * server runs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** A built stylesheet's address: `/assets/<name>.css`, nothing else. */
const STYLESHEET_HREF = /^\/assets\/[\w-]+(?:\.[\w-]+)*\.css$/;

/** A reader of `/assets/*.css` under `clientFolder`: the file's text, or null when it is not there. */
export function stylesheetReader(clientFolder: string): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!STYLESHEET_HREF.test(href)) return null;
    let text = texts.get(href);
    if (text === undefined) {
      try {
        text = readFileSync(path.join(clientFolder, href), "utf8");
      } catch {
        text = null;
      }
      texts.set(href, text);
    }
    return text;
  };
}
