-- No table changes: the functions that count live holds read the one rule, hold_is_live.
-- Hand-written below: trip_cabin_usage (as migration 0014 left it), course_date_usage and unpaid_holds
-- (as migration 0013 left them), each redefined with the same answers over hold_is_live (migration 0015),
-- so that what "a hold is still live" means is written once in SQL, beside its TypeScript twin
-- core/shared/holds.ts. place_booking, check_trip_cabin_capacity and check_course_date_capacity count
-- holds only through these functions.
CREATE OR REPLACE FUNCTION "trip_cabin_usage"("at" timestamptz)
  RETURNS TABLE ("trip_cabin_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT tc."id",
           COALESCE(COUNT(g."id") FILTER (WHERE b."state" = 'confirmed'), 0)::integer,
           (COALESCE(COUNT(g."id") FILTER (WHERE "hold_is_live"(b."state", b."hold_expires_at", "at")), 0)
            + COALESCE((SELECT SUM(o."spaces") FROM "waitlist_offers" o
                        WHERE o."trip_cabin_id" = tc."id" AND o."state" = 'open' AND o."expires_at" > "at"), 0)
           )::integer
    FROM "trip_cabins" tc
    LEFT JOIN "booking_guests" g ON g."trip_cabin_id" = tc."id"
    LEFT JOIN "bookings" b ON b."id" = g."booking_id"
    GROUP BY tc."id"
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "course_date_usage"("at" timestamptz)
  RETURNS TABLE ("course_date_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT cd."id",
           COALESCE(COUNT(s."id") FILTER (WHERE b."state" = 'confirmed'), 0)::integer,
           COALESCE(COUNT(s."id") FILTER (WHERE "hold_is_live"(b."state", b."hold_expires_at", "at")), 0)::integer
    FROM "course_dates" cd
    LEFT JOIN "course_bookings" b ON b."course_date_id" = cd."id"
    LEFT JOIN "course_students" s ON s."course_booking_id" = b."id"
    GROUP BY cd."id"
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unpaid_holds"("user_id" uuid, "at" timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT ((SELECT count(*) FROM "bookings" b
              WHERE b."user_id" = "unpaid_holds"."user_id" AND "hold_is_live"(b."state", b."hold_expires_at", "at"))
          + (SELECT count(*) FROM "course_bookings" c
              WHERE c."user_id" = "unpaid_holds"."user_id" AND "hold_is_live"(c."state", c."hold_expires_at", "at")))::integer
  $$;
