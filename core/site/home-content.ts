/**
 * What the home page shows besides the header: the homepage's sections, the boats, dive sites and
 * courses, the next departures with free spaces and the lengths (nights) of the departures on sale. The same for every visitor, so it is kept like the
 * header's data (`KeptRead`: ten seconds, dropped on every change on the content feed, which bookings and
 * cancellations use too since they change the spaces left; server/services.ts). A signed-in visitor's
 * home page is still rendered for them each time; only these reads are shared.
 */
import type { BoatTeaser, CatalogService, CourseTeaser, DiveSiteTeaser } from "../catalog/catalog-service.ts";
import type { Clock } from "../shared/clock.ts";
import { KeptRead } from "../shared/kept-read.ts";
import type { TripService, TripView } from "../trips/trip-service.ts";
import type { Homepage, SiteService } from "./site-service.ts";

/** The next departures with free spaces the home page shows. */
export const UPCOMING_TRIPS = 4;

export type HomeContentData = {
  homepage: Homepage | null;
  boats: BoatTeaser[];
  diveSites: DiveSiteTeaser[];
  courses: CourseTeaser[];
  upcoming: TripView[];
  /** The nights of the departures on sale, shortest first (TripService.nightsOnSale). */
  nightsOnSale: number[];
};

/** The home page's shared reads, kept (`KeptRead`: `get()` and `invalidate()`). */
export class HomeContent extends KeptRead<HomeContentData> {
  constructor(site: SiteService, catalog: CatalogService, trips: TripService, now: Clock, ttlMs = 10_000) {
    super(() => loadHomeContent(site, catalog, trips), now, ttlMs);
  }
}

async function loadHomeContent(
  site: SiteService,
  catalog: CatalogService,
  trips: TripService,
): Promise<HomeContentData> {
  const [homepage, boats, diveSites, courses, upcoming, nightsOnSale] = await Promise.all([
    site.homepage(),
    catalog.listBoatTeasers(),
    catalog.listDiveSiteTeasers(),
    catalog.listCourseTeasers(),
    trips.listUpcoming(UPCOMING_TRIPS),
    trips.nightsOnSale(),
  ]);
  return { homepage, boats, diveSites, courses, upcoming, nightsOnSale };
}
