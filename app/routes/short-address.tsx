/**
 * `/{word}` (spec §2): a short address for sharing. When a CMS page, boat, dive site or course has
 * that slug, 301 to its page (pages first, then boats, dive sites, courses: CatalogService
 * .shortAddress); anything else is the not-found screen with 404. The site's own routes always win:
 * the router ranks their fixed paths above this one's parameter.
 */
import { data, redirect } from "react-router";
import { NotFoundScreen } from "../components/not-found-screen.tsx";
import { notFoundMeta } from "../lib/meta.ts";
import type { Route } from "./+types/short-address";

export async function loader({ context, params }: Route.LoaderArgs) {
  const target = await context.services.catalog.shortAddress(params.word);
  if (target) throw redirect(target, 301);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function ShortAddress() {
  return <NotFoundScreen />;
}
