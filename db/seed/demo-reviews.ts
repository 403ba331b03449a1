/**
 * Demo reviews: past departures of the demo boats, each with a guest who booked, paid and wrote about
 * it, so a fresh start shows a believable `/reviews` page (varied ratings, a few answered by the
 * operator) and an admin finds two reviews waiting for approval. Written from "today" (Bangkok), so the
 * departures are always in the past and every one has returned.
 *
 * The guests are accounts of their own (e-mail at example.com) that nobody can sign in to: their
 * password is random and never kept. Every booking has a review already, so the sweep's invitation
 * to review never goes to them.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { hashPassword } from "../../core/accounts/password.ts";
import { depositOf } from "../../core/bookings/booking-money.ts";
import type { ReviewStatus } from "../../core/reviews/review-types.ts";
import { addDays } from "../../core/trips/trip-dates.ts";
import type { Executor } from "../client.ts";
import {
  bookingGuests,
  bookings,
  boats,
  cabinTypes,
  payments,
  reviews,
  tripCabins,
  trips,
  users,
} from "../schema.ts";
import { demoSchedules, scheduledDeparture } from "./demo-trips.ts";

type DemoReview = {
  boatSlug: string;
  /** How many weeks before today the departure sailed (each boat's weeks differ, so trips never overlap). */
  weeksAgo: number;
  guest: { firstName: string; lastName: string; country: string; countryCode: string };
  rating: number;
  title: string;
  text: string;
  status: ReviewStatus;
  reply?: string;
};

export const demoReviews: DemoReview[] = [
  {
    boatSlug: "mv-sea-mantra",
    weeksAgo: 2,
    guest: { firstName: "Ingrid", lastName: "Solberg", country: "Norway", countryCode: "no" },
    rating: 5,
    title: "Two mantas at Koh Bon and a whale shark at Richelieu",
    text:
      "We booked this trip for the mantas and got two of them on the first dive at Koh Bon.\n\n" +
      "The cabin was small but spotless, the food was the best we had in Thailand and the guides " +
      "briefed every dive with drawings. Richelieu Rock on day four was the highlight: a juvenile " +
      "whale shark circled the pinnacle for twenty minutes.",
    status: "approved",
    reply: "Thank you, Ingrid! Sightings like that are why we love the north. Hope to see you next season.",
  },
  {
    boatSlug: "mv-sea-mantra",
    weeksAgo: 5,
    guest: { firstName: "Tom", lastName: "Hargreaves", country: "United Kingdom", countryCode: "gb" },
    rating: 4,
    title: "Great diving, a little rolly on the crossing",
    text:
      "Fifteen dives in four days, well organised, and the crew really know the sites.\n" +
      "The night crossing to Koh Tachai was rough and a few of us were seasick, so take a tablet. " +
      "Otherwise faultless.",
    status: "approved",
  },
  {
    boatSlug: "mv-sea-mantra",
    weeksAgo: 9,
    guest: { firstName: "Mei", lastName: "Tanaka", country: "Japan", countryCode: "jp" },
    rating: 5,
    title: "The best liveaboard I have done",
    text: "Calm water, warm crew, excellent guides. I logged my 100th dive at Elephant Head Rock and they baked a cake!",
    status: "approved",
  },
  {
    boatSlug: "mv-sea-mantra",
    weeksAgo: 13,
    guest: { firstName: "Lukas", lastName: "Brenner", country: "Germany", countryCode: "de" },
    rating: 3,
    title: "Good dives, but the air-conditioning failed",
    text:
      "The diving was very good. On the second night the air-conditioning in our cabin stopped " +
      "working and it was only fixed the next afternoon, so we slept badly.",
    status: "approved",
    reply:
      "Lukas, we are sorry about that night. The unit has since been replaced, and we have added a spare " +
      "on board so a repair never waits for the pier again.",
  },
  {
    boatSlug: "mv-blue-similan",
    weeksAgo: 3,
    guest: { firstName: "Chloé", lastName: "Martin", country: "France", countryCode: "fr" },
    rating: 5,
    title: "Perfect short trip for new divers",
    text:
      "I had just finished my Open Water and was nervous. The guides took it slowly, the groups were " +
      "small and I saw turtles on almost every dive. Good value too.",
    status: "approved",
  },
  {
    boatSlug: "mv-blue-similan",
    weeksAgo: 6,
    guest: { firstName: "Daniel", lastName: "Okafor", country: "Australia", countryCode: "au" },
    rating: 4,
    title: "Simple boat, excellent diving",
    text: "Shared bathrooms and a budget feel, but the dives at Christmas Point and East of Eden were world class.",
    status: "approved",
  },
  {
    boatSlug: "mv-blue-similan",
    weeksAgo: 10,
    guest: { firstName: "Sofia", lastName: "Rossi", country: "Italy", countryCode: "it" },
    rating: 2,
    title: "Too crowded for us",
    text:
      "The quad cabins were full and the dive deck was crowded at every briefing. " +
      "The sites were beautiful but we expected a quieter trip.",
    status: "approved",
    reply:
      "Thank you for telling us, Sofia. Since your trip we take at most 18 guests on the Blue Similan " +
      "and have split the briefings into two groups.",
  },
  {
    boatSlug: "mv-coral-voyager",
    weeksAgo: 4,
    guest: { firstName: "James", lastName: "Whitfield", country: "United States", countryCode: "us" },
    rating: 5,
    title: "Surin Islands were a dream",
    text:
      "Five nights was just right. Richelieu Rock twice, the Boonsung Wreck full of life, and a sunset " +
      "over the Surin Islands I will never forget.\n\nThe master suite was worth the extra.",
    status: "approved",
    reply: "Thank you, James. The Surins at sunset never get old for us either!",
  },
  {
    boatSlug: "mv-coral-voyager",
    weeksAgo: 8,
    guest: { firstName: "Anneke", lastName: "de Vries", country: "Netherlands", countryCode: "nl" },
    rating: 4,
    title: "Lovely crew and food",
    text: "Relaxed atmosphere, great Thai food and the guides found us a ghost pipefish at Koh Tachai.",
    status: "approved",
  },
  {
    boatSlug: "mv-coral-voyager",
    weeksAgo: 12,
    guest: { firstName: "Erik", lastName: "Lindqvist", country: "Sweden", countryCode: "se" },
    rating: 5,
    title: "Worth every baht",
    text: "Nineteen dives, every one of them different. I am already looking at next season's dates.",
    status: "approved",
  },
  {
    boatSlug: "mv-blue-similan",
    weeksAgo: 1,
    guest: { firstName: "Priya", lastName: "Raman", country: "India", countryCode: "in" },
    rating: 4,
    title: "Back from my first liveaboard",
    text: "Just back. Three nights on board felt like a week of holiday. More soon!",
    status: "pending",
  },
  {
    boatSlug: "mv-coral-voyager",
    weeksAgo: 2,
    guest: { firstName: "Marco", lastName: "Keller", country: "Switzerland", countryCode: "ch" },
    rating: 3,
    title: "Mixed feelings",
    text: "Great sites, but visibility was poor on two days and one dive was cancelled for the current.",
    status: "pending",
  },
];

/** Writes the past departures, their guests, bookings, payments and reviews; answers how many reviews. */
export async function insertDemoReviews(tx: Executor, today: string): Promise<number> {
  // One hash for every demo guest: a random password that is never kept, so nobody can sign in.
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  let written = 0;
  for (const [index, demo] of demoReviews.entries()) {
    const schedule = demoSchedules.find((item) => item.boatSlug === demo.boatSlug);
    const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.slug, demo.boatSlug));
    if (!schedule || !boat) continue;
    const [cabin] = await tx
      .select()
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, boat.id))
      .orderBy(asc(cabinTypes.position))
      .limit(1);
    if (!cabin) continue;
    // Back at least a day before today, so the departure has returned.
    const departure = addDays(today, -(7 * demo.weeksAgo + schedule.nights + 1));
    const [trip] = await tx
      .insert(trips)
      .values(scheduledDeparture(boat.id, departure, schedule))
      .returning({ id: trips.id });
    const [tripCabin] = await tx
      .insert(tripCabins)
      .values({
        tripId: trip!.id,
        cabinTypeId: cabin.id,
        price: cabin.price,
        spaces: cabin.spaces * cabin.cabinCount,
      })
      .returning({ id: tripCabins.id });
    const email = `${demo.guest.firstName
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "")}.guest${index + 1}@example.com`;
    const [user] = await tx
      .insert(users)
      .values({
        title: "Mr",
        ...demo.guest,
        email,
        phone: "+66 76 000 000",
        passwordHash,
      })
      .returning({ id: users.id });
    // Two guests in one cabin, paid in full before they sailed.
    const total = 2 * (cabin.price + schedule.fees);
    const bookedAt = new Date(Date.parse(`${addDays(departure, -45)}T03:00:00Z`));
    const [booking] = await tx
      .insert(bookings)
      .values({
        tripId: trip!.id,
        userId: user!.id,
        leadGuest: { ...demo.guest, email, phone: "+66 76 000 000" },
        total,
        deposit: depositOf(total),
        state: "confirmed",
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingGuests).values(
      [0, 1].map((position) => ({
        bookingId: booking!.id,
        tripCabinId: tripCabin!.id,
        position,
        name: position === 0 ? `${demo.guest.firstName} ${demo.guest.lastName}` : "",
        cabinName: cabin.name,
        cabinPrice: cabin.price,
        fees: schedule.fees,
      })),
    );
    await tx.insert(payments).values({
      bookingId: booking!.id,
      provider: "offline",
      kind: "full",
      amount: total,
      state: "succeeded",
      idempotencyKey: `demo-${randomUUID()}`,
      note: "bank transfer (demo)",
      createdAt: bookedAt,
      updatedAt: bookedAt,
      succeededAt: bookedAt,
    });
    const writtenAt = new Date(Date.parse(`${addDays(departure, schedule.nights + 2)}T10:00:00Z`));
    await tx.insert(reviews).values({
      bookingId: booking!.id,
      rating: demo.rating,
      title: demo.title,
      text: demo.text,
      status: demo.status,
      reply: demo.reply ?? null,
      repliedAt: demo.reply ? new Date(writtenAt.getTime() + 86_400_000) : null,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
    written += 1;
  }
  return written;
}
