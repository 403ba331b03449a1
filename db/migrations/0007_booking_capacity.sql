-- Free spaces from booking rows (decision 0012): a guest of a confirmed booking takes a space (booked);
-- a guest of a held booking takes one until the hold's time has passed (held). An expired hold frees its
-- space by time alone: no clean-up job, whatever the booking's state column still says.
CREATE OR REPLACE FUNCTION "trip_cabin_usage"("at" timestamptz)
  RETURNS TABLE ("trip_cabin_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT tc."id",
           COALESCE(COUNT(g."id") FILTER (WHERE b."state" = 'confirmed'), 0)::integer,
           COALESCE(COUNT(g."id") FILTER (WHERE b."state" = 'held' AND b."hold_expires_at" > "at"), 0)::integer
    FROM "trip_cabins" tc
    LEFT JOIN "booking_guests" g ON g."trip_cabin_id" = tc."id"
    LEFT JOIN "bookings" b ON b."id" = g."booking_id"
    GROUP BY tc."id"
  $$;
--> statement-breakpoint
-- Refuses any write that would put more guests in a cabin type than it has spaces, inside PostgreSQL.
-- The cabin rows are locked in id order first, so concurrent writers queue up and the second one counts
-- the first one's committed guests. Time is the application's clock when it set one (app.now).
CREATE FUNCTION "check_trip_cabin_capacity"("cabin_ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "at" timestamptz := COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now());
  "over" record;
BEGIN
  PERFORM 1 FROM "trip_cabins" WHERE "id" = ANY("cabin_ids") ORDER BY "id" FOR UPDATE;
  SELECT tc."id", tc."spaces", u."booked" + u."held" AS "taken" INTO "over"
    FROM "trip_cabins" tc JOIN "trip_cabin_usage"("at") u ON u."trip_cabin_id" = tc."id"
    WHERE tc."id" = ANY("cabin_ids") AND u."booked" + u."held" > tc."spaces"
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'cabin % would hold % guests in % spaces', "over"."id", "over"."taken", "over"."spaces"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trip_cabins_over_capacity';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_guests_capacity_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "check_trip_cabin_capacity"(ARRAY(SELECT DISTINCT "trip_cabin_id" FROM "new_guests" ORDER BY 1));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_guests_capacity_insert"
  AFTER INSERT ON "booking_guests" REFERENCING NEW TABLE AS "new_guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_guests_capacity_check"();
--> statement-breakpoint
CREATE TRIGGER "booking_guests_capacity_update"
  AFTER UPDATE ON "booking_guests" REFERENCING NEW TABLE AS "new_guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_guests_capacity_check"();
--> statement-breakpoint
-- A booking that takes spaces again (an expired hold revived by a late payment, a hold extended, a
-- booking confirmed) is checked the same way.
CREATE FUNCTION "bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "check_trip_cabin_capacity"(
    ARRAY(SELECT DISTINCT "trip_cabin_id" FROM "booking_guests" WHERE "booking_id" = NEW."id" ORDER BY 1));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_capacity"
  AFTER UPDATE OF "state", "hold_expires_at" ON "bookings"
  FOR EACH ROW WHEN (NEW."state" IN ('held', 'confirmed'))
  EXECUTE FUNCTION "bookings_capacity_check"();
