/**
 * The demo schedule: weekly departures of each demo boat for the rest of the current
 * season and the whole next one, so the schedule is full on a fresh start. Written from "today" (the
 * clock's Bangkok date), so the seeded trips are always upcoming.
 *
 * - MV Sea Mantra sails Thursdays, 4 nights (Similan, Koh Bon, Koh Tachai, Richelieu Rock);
 * - MV Blue Similan sails Mondays, 3 nights (Similan Islands and Koh Bon);
 * - MV Coral Voyager sails Saturdays, 5 nights (Similan, Surin and Richelieu Rock).
 * Departures in the next 14 days carry a 15% last-minute discount, the next season's first month a
 * 10% early-bird one. Every cabin type is offered at the boat's default price and full capacity.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { boats, cabinTypes, diveSites, tripCabins, tripDiveSites, trips } from "../schema.ts";
import { upcomingSeasons } from "../../core/trips/seasons.ts";
import { addDays, daysBetween, weeklyDays } from "../../core/trips/trip-dates.ts";

type DemoSchedule = {
  boatSlug: string;
  weekday: number;
  nights: number;
  dives: number;
  title: string;
  /** National-park fees per guest, satang. */
  fees: number;
  siteSlugs: string[];
  itinerary: string;
};

export const demoSchedules: DemoSchedule[] = [
  {
    boatSlug: "mv-sea-mantra",
    weekday: 4,
    nights: 4,
    dives: 15,
    title: "Similan Islands, Koh Bon, Koh Tachai & Richelieu Rock",
    fees: 170_000,
    siteSlugs: ["elephant-head-rock", "koh-bon-west-ridge", "koh-tachai-pinnacle", "richelieu-rock"],
    itinerary:
      "Day 1: pick-up from your hotel, boarding at Thap Lamu pier in the evening and the cruise north.\n" +
      "Day 2: four dives in the Similan Islands, among them Elephant Head Rock.\n" +
      "Day 3: Koh Bon's west ridge for mantas in the morning, Koh Tachai Pinnacle in the afternoon.\n" +
      "Day 4: Richelieu Rock, the best dive site in Thailand, for three dives.\n" +
      "Day 5: a last dive and breakfast, back at the pier at noon and the transfer to your hotel.",
  },
  {
    boatSlug: "mv-blue-similan",
    weekday: 1,
    nights: 3,
    dives: 11,
    title: "Similan Islands & Koh Bon",
    fees: 130_000,
    siteSlugs: ["christmas-point", "east-of-eden", "anita-s-reef", "koh-bon-west-ridge"],
    itinerary:
      "Day 1: pick-up from your hotel, boarding at Thap Lamu pier and two dives on the way.\n" +
      "Day 2: four dives in the southern and central Similan Islands.\n" +
      "Day 3: Christmas Point, East of Eden and a sunset dive at Koh Bon.\n" +
      "Day 4: a morning dive, back at the pier at noon and the transfer to your hotel.",
  },
  {
    boatSlug: "mv-coral-voyager",
    weekday: 6,
    nights: 5,
    dives: 19,
    title: "Similan, Surin Islands & Richelieu Rock",
    fees: 210_000,
    siteSlugs: ["north-point", "koh-bon-west-ridge", "koh-tachai-pinnacle", "richelieu-rock"],
    itinerary:
      "Day 1: boarding at Thap Lamu pier in the evening and the cruise north.\n" +
      "Days 2 and 3: the Similan Islands and Koh Bon.\n" +
      "Day 4: Koh Tachai Pinnacle.\n" +
      "Day 5: the Surin Islands and Richelieu Rock.\n" +
      "Day 6: a last dive at Boonsung Wreck, back at the pier at noon.",
  },
];

/** Last-minute and early-bird discounts, in percent. */
const LAST_MINUTE_DAYS = 14;
const LAST_MINUTE_DISCOUNT = 15;
const EARLY_BIRD_DISCOUNT = 10;

/** Writes the demo departures from the day after `today` (yyyy-MM-dd, Bangkok); answers how many. */
/** The row of a departure of `schedule` on `departure`, without a discount. */
export function scheduledDeparture(boatId: string, departure: string, schedule: DemoSchedule) {
  const { nights, dives, title, itinerary, fees } = schedule;
  return { boatId, departure, returnDate: addDays(departure, nights), nights, dives, title, itinerary, fees };
}

export async function insertDemoTrips(tx: Executor, today: string): Promise<number> {
  const [current, next] = upcomingSeasons(today, 2) as [
    ReturnType<typeof upcomingSeasons>[0],
    ReturnType<typeof upcomingSeasons>[0],
  ];
  const from = addDays(today > current.opens ? today : current.opens, today >= current.opens ? 1 : 0);
  let written = 0;
  for (const schedule of demoSchedules) {
    const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.slug, schedule.boatSlug));
    if (!boat) continue;
    const cabins = await tx
      .select()
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, boat.id))
      .orderBy(asc(cabinTypes.position));
    const sites = await tx
      .select({ id: diveSites.id, slug: diveSites.slug })
      .from(diveSites)
      .where(inArray(diveSites.slug, schedule.siteSlugs));
    const siteIds = schedule.siteSlugs.flatMap((slug) =>
      sites.filter((site) => site.slug === slug).map((s) => s.id),
    );
    // The last departure of a season is back by its last day.
    const days = [current, next].flatMap((season) =>
      weeklyDays(
        season === current ? from : season.opens,
        addDays(season.closes, -schedule.nights),
        schedule.weekday,
      ),
    );
    if (days.length === 0) continue;
    const rows = await tx
      .insert(trips)
      .values(
        days.map((departure) => ({
          ...scheduledDeparture(boat.id, departure, schedule),
          discount:
            daysBetween(today, departure) <= LAST_MINUTE_DAYS
              ? LAST_MINUTE_DISCOUNT
              : departure >= next.opens && departure < addDays(next.opens, 31)
                ? EARLY_BIRD_DISCOUNT
                : 0,
        })),
      )
      .returning({ id: trips.id });
    await tx.insert(tripCabins).values(
      rows.flatMap((row) =>
        cabins.map((cabin, position) => ({
          tripId: row.id,
          cabinTypeId: cabin.id,
          price: cabin.price,
          spaces: cabin.spaces * cabin.cabinCount,
          position,
        })),
      ),
    );
    if (siteIds.length > 0) {
      await tx
        .insert(tripDiveSites)
        .values(
          rows.flatMap((row) =>
            siteIds.map((diveSiteId, position) => ({ tripId: row.id, diveSiteId, position })),
          ),
        );
    }
    written += rows.length;
  }
  return written;
}
