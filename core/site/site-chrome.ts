/**
 * What every page's header and footer show: the operator's contact details, the menu's boats, dive
 * sites and courses, and the footer's useful links. Every page needs it and it changes only when an
 * admin edits content, so it is kept for a few seconds instead of costing five queries per page.
 * Every change on the content feed calls `invalidate()` (server/services.ts).
 */
import type { CatalogLink, CatalogService } from "../catalog/catalog-service.ts";
import { KeptRead } from "../shared/kept-read.ts";
import type { OperatorContact } from "./site-types.ts";
import type { Clock } from "../shared/clock.ts";
import type { SiteService } from "./site-service.ts";

export type SiteChromeData = {
  contact: OperatorContact;
  menu: { boats: CatalogLink[]; diveSites: CatalogLink[]; courses: CatalogLink[] };
  footerPages: { id: string; title: string; slug: string }[];
};

/** The header's and footer's data, kept (`KeptRead`: `get()` and `invalidate()`). */
export class SiteChrome extends KeptRead<SiteChromeData> {
  constructor(site: SiteService, catalog: CatalogService, now: Clock, ttlMs = 10_000) {
    super(() => loadSiteChrome(site, catalog), now, ttlMs);
  }
}

async function loadSiteChrome(site: SiteService, catalog: CatalogService): Promise<SiteChromeData> {
  const [contact, menu, footerPages] = await Promise.all([
    site.contact(),
    catalog.menuLinks(),
    catalog.footerPages(),
  ]);
  return { contact, menu, footerPages };
}
