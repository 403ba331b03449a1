-- A booking's writes in one call (docs/decisions/0014-one-call-per-booking.md). The booking service
-- prices the booking in Node (core/bookings/booking-money.ts: every rule about money stays there) from
-- kept copies of the departure, rentals and courses; this function then does, in the one statement's
-- transaction, what must happen under the locks, in this order:
--   1. the transaction's clock (app.now, read by the capacity check) and lock timeout;
--   2. the booker's row locked, so their count of unpaid holds cannot race, and their contact read
--      (the lead guest unless the booking names another; the function answers the one it stored);
--   3. the departure still scheduled (BKCAN); its discount, fees and date and the rentals' and
--      courses' prices as the booking was priced (BKSTL: the service prices again from fresh rows);
--      the booker under their limit of unpaid holds (BKUNP);
--   4. the booking and its e-mail in the outbox;
--   5. last, so that they are held as briefly as possible (every booking of a cabin type waits for
--      them): the departure's cabin rows locked in id order (skipped only by the concurrency test's
--      control run), their prices compared (BKSTL), and the guests inserted, which the capacity
--      trigger of migrations 0007/0009 checks at the end of the statement.
-- One round trip instead of six (BEGIN, four statements, COMMIT): on a busy two-core machine each
-- round trip cost more than the work in it.
--
-- The cabin rows are locked FOR NO KEY UPDATE, here and (replaced below) in the capacity check: it
-- still makes every writer of a cabin's spaces wait for the others, but not for the KEY SHARE locks
-- that the foreign keys of booking_guests take on the same rows. With FOR UPDATE, writers that had
-- inserted their guests before locking (the concurrency test's control run without the service's
-- locks) each held KEY SHARE and waited for the others' to go: deadlocks, one broken per second.
--
-- The three functions plan their statements once per connection (plan_cache_mode =
-- force_generic_plan): by default PL/pgSQL plans a statement afresh for its first five runs on each
-- connection, and planning the capacity check's usage query cost more than running it (the benchmark
-- went from 550 to 880 bookings a second). Their statements look rows up by key, so the generic plan
-- is the one a custom plan would choose.
CREATE FUNCTION "place_booking"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  "at" timestamptz := ("p"->>'at')::timestamptz;
  "b" jsonb := "p"->'booking';
  "m" jsonb := "p"->'mail';
  "trip" record;
  "unpaid" integer;
  "lead_guest" jsonb;
BEGIN
  PERFORM set_config('app.now', "p"->>'at', true);
  PERFORM set_config('lock_timeout', ("p"->>'lockTimeoutMs') || 'ms', true);

  SELECT jsonb_build_object('firstName', "first_name", 'lastName', "last_name", 'email', "email",
                            'phone', "phone", 'country', "country", 'countryCode', "country_code")
    INTO "lead_guest" FROM "users" WHERE "id" = ("p"->>'userId')::uuid FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the booker has no account' USING ERRCODE = 'BKUSR';
  END IF;
  "lead_guest" := COALESCE(NULLIF("b"->'leadGuest', 'null'::jsonb), "lead_guest");

  SELECT "status", "discount", "fees", "departure" INTO "trip" FROM "trips" WHERE "id" = ("b"->>'tripId')::uuid;
  IF NOT FOUND OR "trip"."status" <> 'scheduled' THEN
    RAISE EXCEPTION 'the departure is not scheduled' USING ERRCODE = 'BKCAN';
  END IF;
  IF "trip"."discount" <> ("p"->'priced'->>'discount')::integer
     OR "trip"."fees" <> ("p"->'priced'->>'fees')::integer
     OR "trip"."departure" <> ("p"->'priced'->>'departure')::date
     OR EXISTS (
       SELECT 1 FROM jsonb_array_elements("p"->'priced'->'rentals') e
       LEFT JOIN "rentals" r ON r."id" = e->>'id'
       WHERE r."id" IS NULL OR NOT r."available" OR r."price" <> (e->>'price')::integer)
     OR EXISTS (
       SELECT 1 FROM jsonb_array_elements("p"->'priced'->'courses') e
       LEFT JOIN "courses" c ON c."id" = (e->>'id')::uuid
       WHERE c."id" IS NULL OR c."price" <> (e->>'price')::integer) THEN
    RAISE EXCEPTION 'the departure changed since it was priced' USING ERRCODE = 'BKSTL';
  END IF;

  IF "p"->>'maxUnpaid' IS NOT NULL THEN
    SELECT count(*) INTO "unpaid" FROM "bookings"
      WHERE "user_id" = ("p"->>'userId')::uuid AND "state" = 'held' AND "hold_expires_at" > "at";
    IF "unpaid" >= ("p"->>'maxUnpaid')::integer THEN
      RAISE EXCEPTION 'the booker holds % unpaid bookings', "unpaid" USING ERRCODE = 'BKUNP';
    END IF;
  END IF;

  INSERT INTO "bookings" ("id", "trip_id", "user_id", "lead_guest", "discount", "agent_discount", "total",
                          "deposit", "state", "hold_expires_at", "created_at", "updated_at")
  VALUES (("b"->>'id')::uuid, ("b"->>'tripId')::uuid, ("p"->>'userId')::uuid, "lead_guest",
          ("b"->>'discount')::integer, ("b"->>'agentDiscount')::integer, ("b"->>'total')::integer,
          ("b"->>'deposit')::integer, 'held', ("b"->>'holdExpiresAt')::timestamptz, "at", "at");

  IF "m" IS NOT NULL AND jsonb_typeof("m") = 'object' THEN
    INSERT INTO "mail_outbox" ("to_address", "reply_to", "subject", "text", "html", "kind", "status",
                               "created_at", "next_attempt_at")
    VALUES ("m"->>'toAddress', "m"->>'replyTo', "m"->>'subject', "m"->>'text', "m"->>'html', "m"->>'kind',
            'pending', "at", "at");
  END IF;

  IF ("p"->>'lockCabins')::boolean THEN
    PERFORM 1 FROM "trip_cabins"
      WHERE "id" IN (SELECT (e->>'id')::uuid FROM jsonb_array_elements("p"->'cabins') e)
      ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  IF EXISTS (
       SELECT 1 FROM jsonb_array_elements("p"->'cabins') e
       LEFT JOIN "trip_cabins" tc ON tc."id" = (e->>'id')::uuid AND tc."trip_id" = ("b"->>'tripId')::uuid
       WHERE tc."id" IS NULL OR tc."price" <> (e->>'price')::integer) THEN
    RAISE EXCEPTION 'the departure changed since it was priced' USING ERRCODE = 'BKSTL';
  END IF;

  INSERT INTO "booking_guests" ("booking_id", "trip_cabin_id", "position", "name", "cabin_name", "cabin_price",
                                "fees", "equipment_price", "equipment", "courses")
  SELECT ("b"->>'id')::uuid, (g->>'tripCabinId')::uuid, (g->>'position')::integer, g->>'name',
         g->>'cabinName', (g->>'cabinPrice')::integer, (g->>'fees')::integer,
         (g->>'equipmentPrice')::integer, g->'equipment', g->'courses'
  FROM jsonb_array_elements("p"->'guests') g;

  RETURN "lead_guest";
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "check_trip_cabin_capacity"("cabin_ids" uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  "at" timestamptz := COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now());
  "over" record;
BEGIN
  PERFORM 1 FROM "trip_cabins" WHERE "id" = ANY("cabin_ids") ORDER BY "id" FOR NO KEY UPDATE;
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
--> statement-breakpoint
ALTER FUNCTION "booking_guests_capacity_check"() SET plan_cache_mode = force_generic_plan;
