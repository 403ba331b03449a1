/**
 * The trips domain's value lists and shapes, shared by the database schema, the services,
 * the API and the screens. Plain types only: the browser's bundle imports this.
 */

/** A departure is sold while `scheduled`; a `cancelled` one stays on record but is never offered. */
export const tripStatuses = ["scheduled", "cancelled"] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * The rental price list's items, in the order the price list shows them. Each is priced per trip;
 * the operator edits the prices (and may take an item off the list by marking it unavailable).
 */
export const rentalItems = [
  { id: "full-set", name: "Full equipment set" },
  { id: "bcd", name: "BCD" },
  { id: "regulator", name: "Regulator" },
  { id: "wetsuit", name: "Wetsuit" },
  { id: "dive-computer", name: "Dive computer" },
  { id: "torch", name: "Torch" },
  { id: "nitrox", name: "Nitrox" },
] as const;
export type RentalId = (typeof rentalItems)[number]["id"];
export const rentalIds = rentalItems.map((item) => item.id) as [RentalId, ...RentalId[]];

/** A rental item as the price list holds it (price in satang per trip). */
export type Rental = { id: RentalId; name: string; price: number; available: boolean; position: number };

/** How many spaces of one cabin type on one departure are taken: sold (confirmed) and held (unpaid). */
export type SpaceUsage = { booked: number; held: number };

/** A cabin type as one departure offers it (price in satang per guest). */
export type TripCabin = {
  /** The boat's cabin type. */
  cabinId: string;
  name: string;
  /** Berths in one cabin of this type (from the boat). */
  berths: number;
  price: number;
  spaces: number;
  spacesLeft: number;
  booked: number;
  held: number;
};

export type TripBoat = { id: string; name: string; slug: string };
export type TripDiveSite = { id: string; name: string; slug: string; region: string };

/** One departure of one boat, as the services answer it (money in satang). */
export type Trip = {
  id: string;
  boat: TripBoat;
  /** Bangkok calendar dates, yyyy-MM-dd. */
  departure: string;
  returnDate: string;
  nights: number;
  dives: number;
  title: string;
  itinerary: string;
  diveSites: TripDiveSite[];
  cabins: TripCabin[];
  /** Percent off the cabin price (early bird, last minute). */
  discount: number;
  /** National-park fees per guest, satang. */
  fees: number;
  status: TripStatus;
  /** For the crew only: never in public answers. */
  crewNotes: string;
  /** The lowest cabin price before the discount, satang (0 when no cabin is offered). */
  priceFrom: number;
  /** Free spaces over every cabin type. */
  spacesLeft: number;
  /** Spaces over every cabin type. */
  spaces: number;
};

/** What names a departure wherever it is listed or linked: its id, title, dates and nights. */
export type TripOutline = Pick<Trip, "id" | "title" | "departure" | "returnDate" | "nights">;

/** Few spaces left: the schedule says "few left" at or below this many free spaces. */
export const FEW_SPACES_LEFT = 3;

/** How a departure's availability is shown: sold out, few left, or open. */
export type Availability = "sold-out" | "few-left" | "open";

export function availability(spacesLeft: number): Availability {
  if (spacesLeft <= 0) return "sold-out";
  if (spacesLeft <= FEW_SPACES_LEFT) return "few-left";
  return "open";
}
