/**
 * Scenario builders for the API integration tests: one harness with an administrator signed in and a
 * test boat, then departures, customers, bookings and payments made through the API the way a guest
 * and the admin make them, so each test file states only what it needs:
 *
 *     const s = await openScenario({ boat: { name: "MV Pay Test", cabins: [suite] } });
 *     const { booking, cookie } = await s.trip().booking({ guests: 2 }).paid("deposit");
 *
 * Departures fall a week apart from `departures.from` (the first a week after it), unless a test names
 * the date. A step that the API refuses fails the test with the answer's body. A file whose tests all
 * share one scenario names it once at its top with `scenarioForFile`.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { CabinTypeFields } from "../../db/seed/builders.ts";
import {
  type ApiHarness,
  apiCall,
  type insertUser,
  signedInUser,
  startApi,
  TEST_START,
} from "./api-harness.ts";
import { cabinTypeIds, makeBoat } from "./factories.ts";

/** Where the tests' clock starts unless a scenario says otherwise. */
export const SCENARIO_START = TEST_START;

export type ScenarioOptions = {
  /** Settings for the harness (e.g. `{ WAITLIST_OFFER_HOURS: "2" }`). */
  env?: Record<string, string>;
  start?: Date;
  boat: { name: string; cabins: CabinTypeFields[] };
  departures?: {
    /** The day the weekly departures count from (yyyy-MM-dd); the first is a week later. */
    from?: string;
    nights?: number;
    title?: string;
    /** More fields of every `POST /admin/trip/new` (e.g. a discount or fees). */
    fields?: Record<string, unknown>;
  };
};

export type Customer = { user: Awaited<ReturnType<typeof insertUser>>; cookie: string };
export type Booked = Customer & { tripId: string; booking: ApiBooking };
/** A booking as the API answers it: parsed JSON, as the tests read any other answer. */
export type ApiBooking = ReturnType<typeof JSON.parse>;

export type BookingOptions = {
  guests?: number;
  /** The cabin type of every guest; the boat's first by default. */
  cabinId?: string;
  /** Name the guests "Guest 1", "Guest 2"… (unnamed by default). */
  named?: boolean;
  /** Who books; a new customer by default. */
  by?: Customer;
};

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function openScenario(options: ScenarioOptions): Promise<Scenario> {
  const { h, admin } = await startApi(options);
  const boatId = (await makeBoat(h.database.db, { name: options.boat.name }, options.boat.cabins)).id;
  return new Scenario(h, admin, boatId, await cabinTypeIds(h.database.db, boatId), options.departures ?? {});
}

/**
 * The one scenario of a whole test file: opened before the file's tests and closed after them. It is
 * answered at once, so the file can name it at its top, but it opens in `beforeAll`: read its members
 * in tests and hooks only.
 */
export function scenarioForFile(options: ScenarioOptions): Scenario {
  let opened: Scenario | undefined;
  beforeAll(async () => {
    opened = await openScenario(options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as Scenario, {
    get(_, member) {
      if (!opened) throw new Error("The file's scenario opens in beforeAll: read it in a test or a hook.");
      const value: unknown = Reflect.get(opened, member);
      return typeof value === "function" ? value.bind(opened) : value;
    },
  });
}

export class Scenario {
  private weeks = 0;

  constructor(
    readonly h: ApiHarness,
    /** The signed-in administrator's Cookie header value. */
    readonly admin: string,
    readonly boatId: string,
    /** The boat's cabin types' ids, in their order. */
    readonly cabins: string[],
    private readonly departures: NonNullable<ScenarioOptions["departures"]>,
  ) {}

  /** The boat's first cabin type. */
  get cabin(): string {
    return this.cabins[0]!;
  }

  /** A new departure of the boat: on `departure`, or a week after the last one made without a date. */
  trip(options: { departure?: string } = {}): TripStep {
    return new TripStep(this, () => this.createTrip(options.departure));
  }

  /** A departure made before (to book more on it). */
  onTrip(tripId: string): TripStep {
    return new TripStep(this, () => Promise.resolve(tripId));
  }

  /** A new customer, signed in. */
  customer(fields: Parameters<typeof insertUser>[1] = {}): Promise<Customer> {
    return signedInUser(this.h, fields);
  }

  /** A call of the JSON API (`/api/v1` + `url`) with a Cookie header. */
  call(cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
    return apiCall(this.h, cookie, method, url, payload);
  }

  close(): Promise<void> {
    return this.h.close();
  }

  private async createTrip(departure: string | undefined): Promise<string> {
    const { from = "2027-01-01", nights = 3, title = "Test trip", fields = {} } = this.departures;
    if (departure === undefined) this.weeks += 1;
    const start = departure ?? addDays(from, this.weeks * 7);
    const response = await this.call(this.admin, "POST", "/admin/trip/new", {
      boatId: this.boatId,
      departure: start,
      returnDate: addDays(start, nights),
      title,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().trip.id as string;
  }

  /** @internal Books on `tripId` as the options say. */
  async book(tripId: string, options: BookingOptions): Promise<Booked> {
    const { guests = 1, cabinId = this.cabin, named = false } = options;
    const by = options.by ?? (await this.customer());
    const response = await this.call(by.cookie, "POST", "/booking/new", {
      tripId,
      guestArray: Array.from({ length: guests }, (_, i) => ({
        cabinId,
        ...(named ? { name: `Guest ${i + 1}` } : {}),
      })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...by, tripId, booking: response.json().booking };
  }

  /** @internal Pays the deposit or the whole of a booking with the test card, as its customer does. */
  async pay(booked: Booked, option: "deposit" | "full"): Promise<Booked> {
    const started = await this.call(booked.cookie, "POST", "/payment/process", {
      bookingId: booked.booking.id,
      option,
    });
    expect(started.statusCode, started.body).toBe(200);
    const card = await this.call(booked.cookie, "POST", "/payment/test-card", {
      paymentId: started.json().paymentId,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      name: "Scenario Guest",
    });
    expect(card.statusCode, card.body).toBe(200);
    const read = await this.call(booked.cookie, "GET", `/booking/${booked.booking.id}`);
    return { ...booked, booking: read.json().booking };
  }
}

/** A step still to be taken: awaiting it takes the step (`value`) and answers what it made. */
abstract class Step<T> implements PromiseLike<T> {
  protected abstract value(): Promise<T>;

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.value().then(onFulfilled, onRejected);
  }
}

/** A departure still to be made: await it for its id, or go on to book on it. */
export class TripStep extends Step<string> {
  private made?: Promise<string>;

  constructor(
    private readonly scenario: Scenario,
    private readonly make: () => Promise<string>,
  ) {
    super();
  }

  /** The departure's id, made once however often it is asked for. */
  protected value(): Promise<string> {
    this.made ??= this.make();
    return this.made;
  }

  /** A booking on this departure. */
  booking(options: BookingOptions = {}): BookingStep {
    return new BookingStep(this.scenario, async () => this.scenario.book(await this.value(), options));
  }
}

/** A booking still to be made: await it, or have it paid first. */
export class BookingStep extends Step<Booked> {
  constructor(
    private readonly scenario: Scenario,
    private readonly make: () => Promise<Booked>,
  ) {
    super();
  }

  /** Each await makes a new booking. */
  protected value(): Promise<Booked> {
    return this.make();
  }

  /** Then paid with the test card: the deposit, or the whole amount (by default). */
  paid(option: "deposit" | "full" = "full"): BookingStep {
    return new BookingStep(this.scenario, async () => this.scenario.pay(await this.make(), option));
  }
}
