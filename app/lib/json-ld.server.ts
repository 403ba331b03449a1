/**
 * A public page's JSON-LD, built in its loader on the server: the builders (core/site/json-ld.ts) and
 * their rules stay out of the browser's scripts, where a route's `meta` or `handle` would have put them
 * on every page. The root renders the `jsonLd` of every matched route's data in one nonced script
 * (app/lib/meta.ts, `jsonLdOf`).
 */
import type { AppLoadContext } from "react-router";
import type { JsonLd } from "../../core/site/seo.ts";
import type { OperatorContact } from "../../core/site/site-types.ts";
import { orErrorScreen } from "./route-errors.server.ts";

/** What the builders need besides the page's data: PUBLIC_URL and the operator's contact details. */
export type SeoRoot = { publicUrl: string; contact: OperatorContact };

/** The page's data with its JSON-LD objects added as `jsonLd`. */
export async function withJsonLd<Data extends object>(
  context: AppLoadContext,
  data: Data,
  build: (data: Data, root: SeoRoot) => JsonLd | JsonLd[] | null,
): Promise<Data & { jsonLd: JsonLd[] }> {
  const { contact } = await orErrorScreen(context.services.chrome.get());
  const objects = build(data, { publicUrl: context.services.settings.publicUrl, contact });
  return { ...data, jsonLd: objects ? (Array.isArray(objects) ? objects : [objects]) : [] };
}
