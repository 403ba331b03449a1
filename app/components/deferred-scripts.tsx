import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { deferModuleScript } from "../lib/deferred-scripts.ts";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * React Router's `<Scripts />`, with the page's modules fetched once the page has loaded (see
 * app/lib/deferred-scripts.ts for why). It renders what `<Scripts />` renders, on the server and while
 * hydrating alike, less the modulepreload links, whose addresses move into the module script.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function, so its hooks are this component's: the elements it returns are rewritten
  // before React sees them. Both sides compute the same output from the same manifest and matches.
  const rendered = Scripts(props);
  if (!rendered) return null;
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return <>{rewrite(rendered, preloads)}</>;
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

function rewrite(node: ReactNode, preloads: string[]): ReactNode[] {
  const out: ReactNode[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return;
    if (isModulePreload(child)) return;
    if (child.type === "script" && child.props.type === "module" && child.props.dangerouslySetInnerHTML) {
      const html = deferModuleScript(child.props.dangerouslySetInnerHTML.__html, preloads);
      out.push(cloneElement(child, { key: "deferred-modules", dangerouslySetInnerHTML: { __html: html } }));
    } else if (child.props.children && typeof child.type !== "string") {
      out.push(...rewrite(child.props.children, preloads));
    } else {
      out.push(cloneElement(child, { key: out.length }));
    }
  });
  return out;
}
