CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_cabin_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"spaces" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('waiting', 'offered', 'booked', 'cancelled', 'expired')),
	CONSTRAINT "waitlist_entries_spaces_check" CHECK ("waitlist_entries"."spaces" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"trip_cabin_id" uuid NOT NULL,
	"spaces" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_state_check" CHECK ("waitlist_offers"."state" in ('open', 'taken', 'withdrawn')),
	CONSTRAINT "waitlist_offers_spaces_check" CHECK ("waitlist_offers"."spaces" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("trip_cabin_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("trip_cabin_id","user_id") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_key" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("trip_cabin_id") WHERE "waitlist_offers"."state" = 'open';
--> statement-breakpoint
-- Hand-written below: waitlist offers are holds (docs/decisions/0020-waitlist-offers-as-holds.md).
-- What is taken of a cabin row now also counts the spaces of open waitlist offers whose time has not
-- passed, as held: every reader (free spaces, the schedule) and the capacity triggers see an offer as
-- taken, and an offer past its time frees its spaces by time alone, like a booking's hold. The offers
-- are a subquery per cabin row, read by the partial index of open offers.
CREATE OR REPLACE FUNCTION "trip_cabin_usage"("at" timestamptz)
  RETURNS TABLE ("trip_cabin_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT tc."id",
           COALESCE(COUNT(g."id") FILTER (WHERE b."state" = 'confirmed'), 0)::integer,
           (COALESCE(COUNT(g."id") FILTER (WHERE b."state" = 'held' AND b."hold_expires_at" > "at"), 0)
            + COALESCE((SELECT SUM(o."spaces") FROM "waitlist_offers" o
                        WHERE o."trip_cabin_id" = tc."id" AND o."state" = 'open' AND o."expires_at" > "at"), 0)
           )::integer
    FROM "trip_cabins" tc
    LEFT JOIN "booking_guests" g ON g."trip_cabin_id" = tc."id"
    LEFT JOIN "bookings" b ON b."id" = g."booking_id"
    GROUP BY tc."id"
  $$;
--> statement-breakpoint
-- An offer is refused by the database, like any hold, when it would hold more than is free.
CREATE FUNCTION "waitlist_offers_capacity_check"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM "check_trip_cabin_capacity"(ARRAY(SELECT DISTINCT "trip_cabin_id" FROM "new_offers" ORDER BY 1));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "waitlist_offers_capacity_insert"
  AFTER INSERT ON "waitlist_offers" REFERENCING NEW TABLE AS "new_offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_offers_capacity_check"();
--> statement-breakpoint
-- place_booking (migration 0013) as it was, plus the optional `offerId`: a booking made with a waitlist
-- offer consumes the offer's held spaces.
CREATE OR REPLACE FUNCTION "place_booking"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  "at" timestamptz := ("p"->>'at')::timestamptz;
  "b" jsonb := "p"->'booking';
  "m" jsonb := "p"->'mail';
  "trip" record;
  "unpaid" integer;
  "lead_guest" jsonb;
  "offer" record;
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
    "unpaid" := "unpaid_holds"(("p"->>'userId')::uuid, "at");
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

  -- A booking made with a waitlist offer takes the offer's spaces: the offer stops counting as held in
  -- this same statement, before the guests are inserted, so the capacity trigger counts the guests in
  -- its place instead of needing free spaces besides. Only the offer's owner, on its departure, before
  -- its time (BKOFN: no such offer for this booker; BKOFX: expired, withdrawn or used).
  IF NULLIF("p"->>'offerId', '') IS NOT NULL THEN
    SELECT o."id", o."state", o."expires_at", o."entry_id", e."user_id", tc."trip_id" INTO "offer"
      FROM "waitlist_offers" o
      JOIN "waitlist_entries" e ON e."id" = o."entry_id"
      JOIN "trip_cabins" tc ON tc."id" = o."trip_cabin_id"
      WHERE o."id" = ("p"->>'offerId')::uuid
      FOR UPDATE OF o;
    IF NOT FOUND OR "offer"."user_id" <> ("p"->>'userId')::uuid OR "offer"."trip_id" <> ("b"->>'tripId')::uuid THEN
      RAISE EXCEPTION 'no such waitlist offer for this booker' USING ERRCODE = 'BKOFN';
    END IF;
    IF "offer"."state" <> 'open' OR "offer"."expires_at" <= "at" THEN
      RAISE EXCEPTION 'the waitlist offer is no longer open' USING ERRCODE = 'BKOFX';
    END IF;
    UPDATE "waitlist_offers" SET "state" = 'taken', "booking_id" = ("b"->>'id')::uuid WHERE "id" = "offer"."id";
    UPDATE "waitlist_entries" SET "state" = 'booked', "updated_at" = "at" WHERE "id" = "offer"."entry_id";
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
