CREATE TABLE "course_booking_notices" (
	"course_booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_booking_notices_course_booking_id_kind_due_key_pk" PRIMARY KEY("course_booking_id","kind","due_key")
);
--> statement-breakpoint
CREATE TABLE "course_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_date_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contact" jsonb NOT NULL,
	"agent_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_bookings_state_check" CHECK ("course_bookings"."state" in ('held', 'confirmed', 'expired', 'cancelled')),
	CONSTRAINT "course_bookings_total_check" CHECK ("course_bookings"."total" >= 0),
	CONSTRAINT "course_bookings_agent_discount_check" CHECK ("course_bookings"."agent_discount" between 0 and 100),
	CONSTRAINT "course_bookings_hold_check" CHECK ("course_bookings"."state" <> 'held' or "course_bookings"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "course_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"seats" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_dates_status_check" CHECK ("course_dates"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "course_dates_days_check" CHECK ("course_dates"."end_date" >= "course_dates"."start_date"),
	CONSTRAINT "course_dates_seats_check" CHECK ("course_dates"."seats" >= 0),
	CONSTRAINT "course_dates_price_check" CHECK ("course_dates"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"crew_pak" boolean DEFAULT false NOT NULL,
	"course_price" integer NOT NULL,
	"price" integer NOT NULL,
	"information" jsonb,
	CONSTRAINT "course_students_money_check" CHECK ("course_students"."course_price" >= 0 and "course_students"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "course_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "course_booking_notices" ADD CONSTRAINT "course_booking_notices_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_course_date_id_course_dates_id_fk" FOREIGN KEY ("course_date_id") REFERENCES "public"."course_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_dates" ADD CONSTRAINT "course_dates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_bookings_date_idx" ON "course_bookings" USING btree ("course_date_id");--> statement-breakpoint
CREATE INDEX "course_bookings_user_idx" ON "course_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_dates_course_idx" ON "course_dates" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "course_students_position_key" ON "course_students" USING btree ("course_booking_id","position");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_course_booking_idx" ON "payments" USING btree ("course_booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_check" CHECK (num_nonnulls("payments"."booking_id", "payments"."course_booking_id") = 1);--> statement-breakpoint
-- Hand-written below: course seats enforced in the database, as cabins are (migrations 0005-0010,
-- decision 0012; docs/decisions/0019-course-seats.md).
--
-- course_date_usage(at): per course date, the seats sold (students of confirmed bookings) and held
-- (students of held bookings whose hold has not run out at the instant `at`). The instant is a
-- parameter, the application's clock, so a hold that runs out frees its seats by time alone.
CREATE FUNCTION "course_date_usage"("at" timestamptz)
  RETURNS TABLE ("course_date_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT cd."id",
           COALESCE(COUNT(s."id") FILTER (WHERE b."state" = 'confirmed'), 0)::integer,
           COALESCE(COUNT(s."id") FILTER (WHERE b."state" = 'held' AND b."hold_expires_at" > "at"), 0)::integer
    FROM "course_dates" cd
    LEFT JOIN "course_bookings" b ON b."course_date_id" = cd."id"
    LEFT JOIN "course_students" s ON s."course_booking_id" = b."id"
    GROUP BY cd."id"
  $$;
--> statement-breakpoint
-- Refuses any write that would put more students on a date than it has seats. The date rows are locked
-- in id order first (FOR NO KEY UPDATE, as the cabins: decision 0014 point 4), so concurrent writers
-- queue up and the second counts the first one's committed students. The usage is a subquery per date
-- so that the inlined function reads only that date's bookings, by index (as migration 0009 does).
CREATE FUNCTION "check_course_date_capacity"("date_ids" uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  "at" timestamptz := COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now());
  "over" record;
BEGIN
  PERFORM 1 FROM "course_dates" WHERE "id" = ANY("date_ids") ORDER BY "id" FOR NO KEY UPDATE;
  SELECT c."id", c."seats", c."taken" INTO "over"
    FROM (
      SELECT cd."id", cd."seats",
             COALESCE((SELECT x."booked" + x."held" FROM "course_date_usage"("at") x
                       WHERE x."course_date_id" = cd."id"), 0) AS "taken"
      FROM "course_dates" cd
      WHERE cd."id" = ANY("date_ids")
    ) c
    WHERE c."taken" > c."seats"
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'course date % would hold % students in % seats', "over"."id", "over"."taken", "over"."seats"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_dates_over_capacity';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "course_students_capacity_check"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM "check_course_date_capacity"(ARRAY(
    SELECT DISTINCT b."course_date_id" FROM "new_students" s
    JOIN "course_bookings" b ON b."id" = s."course_booking_id" ORDER BY 1));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "course_students_capacity_insert"
  AFTER INSERT ON "course_students" REFERENCING NEW TABLE AS "new_students"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_students_capacity_check"();
--> statement-breakpoint
CREATE TRIGGER "course_students_capacity_update"
  AFTER UPDATE ON "course_students" REFERENCING NEW TABLE AS "new_students"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_students_capacity_check"();
--> statement-breakpoint
-- A course booking that takes seats again (an expired hold revived by a late payment, a hold
-- extended, a booking confirmed, a booking moved to another date) is checked the same way.
CREATE FUNCTION "course_bookings_capacity_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "check_course_date_capacity"(ARRAY[NEW."course_date_id"]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "course_bookings_capacity"
  AFTER UPDATE OF "state", "hold_expires_at", "course_date_id" ON "course_bookings"
  FOR EACH ROW WHEN (NEW."state" IN ('held', 'confirmed'))
  EXECUTE FUNCTION "course_bookings_capacity_check"();
--> statement-breakpoint
-- Seats can never be cut below what is held or sold, and a date with students cannot be deleted: the
-- admin service checks first and explains; this is the backstop whatever code path writes.
CREATE FUNCTION "course_dates_seats_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  SELECT COALESCE(SUM("booked" + "held"), 0) INTO taken
    FROM "course_date_usage"(COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now()))
    WHERE "course_date_id" = OLD."id";
  IF TG_OP = 'DELETE' THEN
    IF taken > 0 THEN
      RAISE EXCEPTION 'course date % has % seats taken and cannot be removed', OLD."id", taken
        USING ERRCODE = 'check_violation', CONSTRAINT = 'course_dates_capacity';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW."seats" < taken THEN
    RAISE EXCEPTION 'course date % has % seats taken; seats cannot be %', OLD."id", taken, NEW."seats"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_dates_capacity';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "course_dates_capacity"
  BEFORE UPDATE OF "seats" OR DELETE ON "course_dates"
  FOR EACH ROW EXECUTE FUNCTION "course_dates_seats_check"();
--> statement-breakpoint
-- "At most 3 unpaid bookings of either kind per customer": the holds still running at `at`, trip and
-- course bookings together. Both booking paths call it with the booker's users row locked.
CREATE FUNCTION "unpaid_holds"("user_id" uuid, "at" timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT ((SELECT count(*) FROM "bookings" b
              WHERE b."user_id" = "unpaid_holds"."user_id" AND b."state" = 'held' AND b."hold_expires_at" > "at")
          + (SELECT count(*) FROM "course_bookings" c
              WHERE c."user_id" = "unpaid_holds"."user_id" AND c."state" = 'held' AND c."hold_expires_at" > "at"))::integer
  $$;
--> statement-breakpoint
-- place_booking (migration 0010) as it was, except that the unpaid holds it counts are of both kinds.
CREATE OR REPLACE FUNCTION "place_booking"("p" jsonb) RETURNS jsonb LANGUAGE plpgsql
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

  INSERT INTO "booking_guests" ("booking_id", "trip_cabin_id", "position", "name", "cabin_name", "cabin_price",
                                "fees", "equipment_price", "equipment", "courses")
  SELECT ("b"->>'id')::uuid, (g->>'tripCabinId')::uuid, (g->>'position')::integer, g->>'name',
         g->>'cabinName', (g->>'cabinPrice')::integer, (g->>'fees')::integer,
         (g->>'equipmentPrice')::integer, g->'equipment', g->'courses'
  FROM jsonb_array_elements("p"->'guests') g;

  RETURN "lead_guest";
END;
$$;
