/**
 * A season of bookings for the benches that read them (bench/dashboard.ts, bench/admin-bookings.ts): a
 * departure a day from 1 October (three cabin types each), 5,000 bookings of two guests spread over them
 * (confirmed, held, run out, cancelled), four payments each (deposits, balances, some refunds, some still
 * open) spread over October and November, course dates with bookings, reviews and e-mails. Meant for a
 * clock at 1 December 2026, noon in Bangkok.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { makeBoat, makeCourse, makeUser } from "../tests/support/factories.ts";
import { onFreshCluster } from "./bench-kit.ts";

export const SEASON_BOOKINGS = 5_000;
const BOOKINGS = SEASON_BOOKINGS;
const PAYMENTS_PER_BOOKING = 4;
const DEPARTURES = 240;

async function seedSeason(db: Parameters<typeof makeBoat>[0]) {
  const boat = await makeBoat(db, { name: "MV Bench" }, [
    { name: "Twin", spaces: 2, cabinCount: 30, price: 2_000_000 },
    { name: "Double", spaces: 2, cabinCount: 10, price: 2_500_000 },
    { name: "Dorm", spaces: 4, cabinCount: 10, price: 1_500_000 },
  ]);
  const users = await Promise.all(Array.from({ length: 20 }, () => makeUser(db, {})));
  const userIds = sql.raw(`array[${users.map((user) => `'${user.id}'::uuid`).join(",")}]`);
  await db.execute(sql`
    insert into trips (boat_id, departure, return_date, nights, title)
    select ${boat.id}, date '2026-10-01' + g, date '2026-10-01' + g + 3, 3, 'Bench ' || g
    from generate_series(0, ${DEPARTURES - 1}) g`);
  await db.execute(sql`
    insert into trip_cabins (trip_id, cabin_type_id, price, spaces, position)
    select t.id, ct.id, ct.price, 100, ct.position from trips t cross join cabin_types ct
    where ct.boat_id = ${boat.id}`);
  // Bookings made from 1 October to 1 December, a trip booked 0 to 60 days ahead of its departure.
  await db.execute(sql`
    with trip_list as (select array_agg(id order by departure) as ids from trips)
    insert into bookings (trip_id, user_id, lead_guest, total, deposit, state, hold_expires_at, created_at)
    select trip_list.ids[1 + (g % ${DEPARTURES})],
           (${userIds})[1 + (g % 20)],
           jsonb_build_object('firstName', 'Guest', 'lastName', g::text, 'email', 'g' || g || '@example.com',
             'phone', '+66 1', 'country', 'Thailand', 'countryCode', 'th'),
           4000000, 1200000,
           case when g % 10 < 6 then 'confirmed' when g % 10 < 8 then 'held' else 'cancelled' end,
           case when g % 10 = 6 then timestamptz '2026-12-03T05:00:00Z'
                when g % 10 = 7 then timestamptz '2026-11-20T05:00:00Z' end,
           timestamptz '2026-10-01T00:00:00Z' + (g * interval '17 minutes')
    from generate_series(0, ${BOOKINGS - 1}) g, trip_list`);
  await db.execute(sql`
    insert into booking_guests (booking_id, trip_cabin_id, position, name, cabin_name, cabin_price)
    select b.id, tc.id, p, 'Guest', 'Twin', 2000000
    from bookings b
    join lateral (select id from trip_cabins where trip_id = b.trip_id order by position limit 1) tc on true
    cross join generate_series(0, 1) p`);
  await db.execute(sql`
    insert into payments (booking_id, provider, kind, amount, state, idempotency_key, succeeded_at, created_at)
    select b.id, 'offline',
           case p when 0 then 'deposit' when 1 then 'balance' when 2 then 'refund' else 'full' end,
           case p when 2 then 100000 else 1000000 end,
           case when p = 3 and n % 2 = 0 then 'open' else 'succeeded' end,
           b.id || '-' || p,
           case when p = 3 and n % 2 = 0 then null
                else least(b.created_at + (p * interval '9 days'), timestamptz '2026-12-01T04:00:00Z') end,
           b.created_at
    from (select id, created_at, row_number() over (order by created_at) as n from bookings) b
    cross join generate_series(0, ${PAYMENTS_PER_BOOKING - 1}) p`);
  const course = await makeCourse(db, { name: "Open Water Diver", price: 1_400_000, durationDays: 4 });
  await db.execute(sql`
    insert into course_dates (course_id, start_date, end_date, seats, price)
    select ${course.id}, date '2026-10-05' + g * 7, date '2026-10-08' + g * 7, 8, 1400000
    from generate_series(0, 30) g`);
  await db.execute(sql`
    with dates as (select array_agg(id order by start_date) as ids from course_dates)
    insert into course_bookings (course_date_id, user_id, contact, total, state, hold_expires_at, created_at)
    select dates.ids[1 + (g % 31)], (${userIds})[1 + (g % 20)],
           jsonb_build_object('firstName', 'Student', 'lastName', g::text, 'email', 's' || g || '@example.com',
             'phone', '+66 1', 'country', 'Thailand', 'countryCode', 'th'),
           1400000, case when g % 3 = 0 then 'held' else 'confirmed' end,
           case when g % 3 = 0 then timestamptz '2026-12-02T05:00:00Z' end,
           timestamptz '2026-10-01T00:00:00Z' + (g * interval '5 hours')
    from generate_series(0, 199) g, dates`);
  await db.execute(sql`
    insert into course_students (course_booking_id, position, first_name, last_name, course_price, price)
    select id, 0, 'Student', 'One', 1400000, 1400000 from course_bookings`);
  await db.execute(sql`
    insert into reviews (booking_id, rating, title, text, status)
    select id, 5, 'Great', 'Mantas', case when row_number() over () % 4 = 0 then 'pending' else 'approved' end
    from bookings where state = 'confirmed' limit 500`);
  await db.execute(sql`
    insert into mail_outbox (to_address, subject, text, kind, status)
    select 'g' || g || '@example.com', 'Booking', 'Text', 'booking-received',
           case when g % 50 = 0 then 'failed' else 'sent' end
    from generate_series(0, 9999) g`);
  await db.execute(sql`analyze`);
}

/** Runs `bench` on a fresh cluster (see onFreshCluster) holding the season. */
export function onSeasonCluster(bench: (db: Database) => Promise<void>) {
  return onFreshCluster({}, async (db) => {
    await seedSeason(db);
    await bench(db);
  });
}
