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

export class SiteChrome {
  private readonly kept: KeptRead<SiteChromeData>;

  constructor(
    private readonly site: SiteService,
    private readonly catalog: CatalogService,
    now: Clock,
    ttlMs = 10_000,
  ) {
    this.kept = new KeptRead(() => this.load(), now, ttlMs);
  }

  get(): Promise<SiteChromeData> {
    return this.kept.get();
  }

  invalidate(): void {
    this.kept.invalidate();
  }

  private async load(): Promise<SiteChromeData> {
    const [contact, menu, footerPages] = await Promise.all([
      this.site.contact(),
      this.catalog.menuLinks(),
      this.catalog.footerPages(),
    ]);
    return { contact, menu, footerPages };
  }
}
