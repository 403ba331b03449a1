-- The capacity check of migration 0007 joined trip_cabin_usage(at) to the cabins it checks, and the
-- planner counted the guests of every booking ever made before keeping the few cabins asked about:
-- every booking write would have grown slower with the booking history. Here the usage is a subquery
-- per cabin, so the (inlined) function reads only that cabin's guests, by index (EXPLAIN: an index
-- scan of booking_guests on trip_cabin_id, where 0007 scanned booking_guests and bookings whole).
-- Same rule, same refusal.
CREATE OR REPLACE FUNCTION "check_trip_cabin_capacity"("cabin_ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "at" timestamptz := COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now());
  "over" record;
BEGIN
  PERFORM 1 FROM "trip_cabins" WHERE "id" = ANY("cabin_ids") ORDER BY "id" FOR UPDATE;
  SELECT c."id", c."spaces", c."taken" INTO "over"
    FROM (
      SELECT tc."id", tc."spaces",
             COALESCE((SELECT x."booked" + x."held" FROM "trip_cabin_usage"("at") x
                       WHERE x."trip_cabin_id" = tc."id"), 0) AS "taken"
      FROM "trip_cabins" tc
      WHERE tc."id" = ANY("cabin_ids")
    ) c
    WHERE c."taken" > c."spaces"
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'cabin % would hold % guests in % spaces', "over"."id", "over"."taken", "over"."spaces"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trip_cabins_over_capacity';
  END IF;
END;
$$;
