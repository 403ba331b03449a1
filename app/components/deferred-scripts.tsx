import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from "react";
import { Scripts, useMatches } from "react-router";
import { type BootHandle, deferModuleScript, type PageBoot } from "../lib/deferred-scripts.ts";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  suppressHydrationWarning?: boolean;
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** When this page's app starts: as its own route, the last matched, says (`BootHandle`). */
function usePageBoot(): PageBoot {
  const page = useMatches().at(-1);
  return (page?.handle as BootHandle | undefined)?.boot ?? "load";
}

/**
 * React Router's `<Scripts />`, with the page's modules fetched once the page has loaded, or on a
 * catalogue page on the visitor's first move (see app/lib/deferred-scripts.ts for why). It renders what `<Scripts />` renders, on the server and while
 * hydrating alike, less the modulepreload links, whose addresses move into the module script.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function, so its hooks are this component's: the elements it returns are rewritten
  // before React sees them. Both sides compute the same elements from the same manifest and matches.
  const rendered = Scripts(props);
  // The document's first page decides; the script it wrote has run, later pages change nothing in it.
  const [boot] = useState(usePageBoot());
  if (!rendered) return null;
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return <>{rewrite(rendered, preloads, boot)}</>;
}

function isModulePreload(element: ReactElement<ElementProps>): boolean {
  return element.type === "link" && element.props.rel === "modulepreload";
}

function collectPreloads(node: ReactNode, into: string[]): void {
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return;
    if (isModulePreload(child)) {
      if (child.props.href && !into.includes(child.props.href)) into.push(child.props.href);
    } else if (child.props.children) collectPreloads(child.props.children, into);
  });
}

function rewrite(node: ReactNode, preloads: string[], boot: PageBoot): ReactNode[] {
  const out: ReactNode[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return;
    if (isModulePreload(child)) return;
    if (child.type === "script" && child.props.type === "module" && child.props.dangerouslySetInnerHTML) {
      // Only the server writes the script; the browser has run it before it hydrates, and React does
      // not compare a script's text while hydrating, so the browser's bundle carries no copy of the
      // rewrite (nor of app/lib/boot-on-intent.ts).
      const html = import.meta.env.SSR
        ? deferModuleScript(child.props.dangerouslySetInnerHTML.__html, preloads, boot)
        : "";
      out.push(
        cloneElement(child, {
          key: "deferred-modules",
          "data-boot": boot,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: html },
        } as ElementProps),
      );
    } else if (child.props.children && typeof child.type !== "string") {
      out.push(...rewrite(child.props.children, preloads, boot));
    } else {
      out.push(cloneElement(child, { key: out.length }));
    }
  });
  return out;
}
