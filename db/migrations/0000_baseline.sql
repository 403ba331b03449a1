CREATE TABLE "boats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_cabin_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cabin_name" text NOT NULL,
	"cabin_price" integer NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"equipment_price" integer DEFAULT 0 NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"courses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_details" jsonb,
	CONSTRAINT "booking_guests_money_check" CHECK ("booking_guests"."cabin_price" >= 0 and "booking_guests"."fees" >= 0 and "booking_guests"."equipment_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_notices" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_notices_booking_id_kind_due_key_pk" PRIMARY KEY("booking_id","kind","due_key")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_guest" jsonb NOT NULL,
	"reference" text GENERATED ALWAYS AS ('AL-' || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 1 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 6 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 11 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 16 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 21 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 26 for 5)::int + 1, 1)) STORED NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"agent_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"deposit" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('held', 'confirmed', 'expired', 'cancelled')),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."total" >= 0 and "bookings"."deposit" between 0 and "bookings"."total"),
	CONSTRAINT "bookings_discounts_check" CHECK ("bookings"."discount" between 0 and 100 and "bookings"."agent_discount" between 0 and 100),
	CONSTRAINT "bookings_hold_check" CHECK ("bookings"."state" <> 'held' or "bookings"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "cabin_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boat_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"spaces" integer NOT NULL,
	"cabin_count" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "cabin_types_spaces_check" CHECK ("cabin_types"."spaces" >= 1),
	CONSTRAINT "cabin_types_cabin_count_check" CHECK ("cabin_types"."cabin_count" >= 1),
	CONSTRAINT "cabin_types_price_check" CHECK ("cabin_types"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"placement" text DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_placement_check" CHECK ("categories"."placement" in ('none', 'services', 'footer'))
);
--> statement-breakpoint
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
	"reference" text GENERATED ALWAYS AS ('AL-' || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 1 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 6 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 11 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 16 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 21 for 5)::int + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', substring(('x' || substr(replace("id"::text, '-', ''), 1, 8))::bit(32) from 26 for 5)::int + 1, 1)) STORED NOT NULL,
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
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"minimum_age" integer DEFAULT 10 NOT NULL,
	"prerequisites" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_check" CHECK ("courses"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dive_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_depth_m" integer,
	"max_depth_m" integer,
	"level" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hero" jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parallax" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"call_to_action" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"list_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"course_booking_id" uuid,
	"provider" text NOT NULL,
	"provider_ref" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_secret" text,
	"failure_message" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payments_owner_check" CHECK (num_nonnulls("payments"."booking_id", "payments"."course_booking_id") = 1),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('deposit', 'balance', 'full', 'refund')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('open', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'test', 'offline')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_id_check" CHECK ("rentals"."id" in ('full-set', 'bcd', 'regulator', 'wetsuit', 'dive-computer', 'torch', 'nitrox')),
	CONSTRAINT "rentals_price_check" CHECK ("rentals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_length_check" CHECK (char_length("reviews"."title") between 1 and 120 and char_length("reviews"."text") between 1 and 4000 and ("reviews"."reply" is null or char_length("reviews"."reply") <= 4000))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"second_factor_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "slug_redirects_kind_check" CHECK ("slug_redirects"."kind" in ('boat', 'dive-site', 'course', 'page', 'category'))
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_cabins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"cabin_type_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"spaces" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_cabins_price_check" CHECK ("trip_cabins"."price" >= 0),
	CONSTRAINT "trip_cabins_spaces_check" CHECK ("trip_cabins"."spaces" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_dive_sites" (
	"trip_id" uuid NOT NULL,
	"dive_site_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trip_dive_sites_trip_id_dive_site_id_pk" PRIMARY KEY("trip_id","dive_site_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boat_id" uuid NOT NULL,
	"departure" date NOT NULL,
	"return_date" date NOT NULL,
	"nights" integer NOT NULL,
	"dives" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"itinerary" text DEFAULT '' NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"crew_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "trips_dates_check" CHECK ("trips"."return_date" > "trips"."departure"),
	CONSTRAINT "trips_nights_check" CHECK ("trips"."nights" = "trips"."return_date" - "trips"."departure"),
	CONSTRAINT "trips_discount_check" CHECK ("trips"."discount" between 0 and 100),
	CONSTRAINT "trips_fees_check" CHECK ("trips"."fees" >= 0),
	CONSTRAINT "trips_dives_check" CHECK ("trips"."dives" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"agent_discount" integer DEFAULT 0 NOT NULL,
	"avatar" jsonb,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'agent', 'admin')),
	CONSTRAINT "users_title_check" CHECK ("users"."title" in ('Mr', 'Mrs', 'Ms')),
	CONSTRAINT "users_agent_discount_check" CHECK ("users"."agent_discount" between 0 and 100),
	CONSTRAINT "users_country_code_check" CHECK ("users"."country_code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
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
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_types" ADD CONSTRAINT "cabin_types_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_booking_notices" ADD CONSTRAINT "course_booking_notices_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_course_date_id_course_dates_id_fk" FOREIGN KEY ("course_date_id") REFERENCES "public"."course_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD CONSTRAINT "course_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_dates" ADD CONSTRAINT "course_dates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_course_booking_id_course_bookings_id_fk" FOREIGN KEY ("course_booking_id") REFERENCES "public"."course_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cabins" ADD CONSTRAINT "trip_cabins_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cabins" ADD CONSTRAINT "trip_cabins_cabin_type_id_cabin_types_id_fk" FOREIGN KEY ("cabin_type_id") REFERENCES "public"."cabin_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_dive_sites" ADD CONSTRAINT "trip_dive_sites_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_dive_sites" ADD CONSTRAINT "trip_dive_sites_dive_site_id_dive_sites_id_fk" FOREIGN KEY ("dive_site_id") REFERENCES "public"."dive_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boats_slug_key" ON "boats" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guests_position_key" ON "booking_guests" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_guests_trip_cabin_idx" ON "booking_guests" USING btree ("trip_cabin_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cabin_types_boat_idx" ON "cabin_types" USING btree ("boat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_bookings_date_idx" ON "course_bookings" USING btree ("course_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_bookings_reference_unique" ON "course_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "course_bookings_user_idx" ON "course_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_dates_course_idx" ON "course_dates" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "course_students_position_key" ON "course_students" USING btree ("course_booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_sites_slug_key" ON "dive_sites" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_key" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_course_booking_idx" ON "payments" USING btree ("course_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_cabins_trip_cabin_key" ON "trip_cabins" USING btree ("trip_id","cabin_type_id");--> statement-breakpoint
CREATE INDEX "trip_cabins_cabin_type_idx" ON "trip_cabins" USING btree ("cabin_type_id");--> statement-breakpoint
CREATE INDEX "trip_dive_sites_site_idx" ON "trip_dive_sites" USING btree ("dive_site_id");--> statement-breakpoint
CREATE INDEX "trips_departure_idx" ON "trips" USING btree ("departure");--> statement-breakpoint
CREATE INDEX "trips_boat_idx" ON "trips" USING btree ("boat_id","departure");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("trip_cabin_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("trip_cabin_id","user_id") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_key" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("trip_cabin_id") WHERE "waitlist_offers"."state" = 'open';
--> statement-breakpoint
-- Hand-written below, after the tables drizzle-kit generated from db/schema.ts: the rules PostgreSQL
-- itself enforces (docs/decisions/0012-capacity-and-holds.md). Free spaces and seats are computed from
-- rows, never counted down; every write that could overfill a cabin or a course date is refused here,
-- whatever code path makes it. The instant a hold is judged at is the application's clock: a parameter
-- `at`, or the transaction's app.now setting (core's withClock) where a trigger needs it.
--
-- "This hold is still live" (core/shared/holds.ts is its TypeScript twin): a held row whose hold runs out
-- after `at`. A plain SQL function, so PostgreSQL inlines it into the queries and indexes still apply.
CREATE OR REPLACE FUNCTION "hold_is_live"("state" text, "hold_expires_at" timestamptz, "at" timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "state" = 'held' AND "hold_expires_at" IS NOT NULL AND "hold_expires_at" > "at"
$$;
--> statement-breakpoint
-- Per cabin type offered on a departure, the spaces sold (booked) and held at `at`: guests of held
-- bookings whose hold is live, and the spaces of open waitlist offers whose time has not passed
-- (docs/decisions/0020-waitlist-offers-as-holds.md). The offers are a subquery per cabin row, read by the
-- partial index of open offers.
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
-- Per course date, the seats sold (students of confirmed bookings) and held (students of live holds).
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
-- "At most 3 unpaid bookings of either kind per customer": the holds still live at `at`, trip and course
-- bookings together. Both booking paths call it with the booker's users row locked.
CREATE OR REPLACE FUNCTION "unpaid_holds"("user_id" uuid, "at" timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT ((SELECT count(*) FROM "bookings" b
              WHERE b."user_id" = "unpaid_holds"."user_id" AND "hold_is_live"(b."state", b."hold_expires_at", "at"))
          + (SELECT count(*) FROM "course_bookings" c
              WHERE c."user_id" = "unpaid_holds"."user_id" AND "hold_is_live"(c."state", c."hold_expires_at", "at")))::integer
  $$;
--> statement-breakpoint
-- Capacity can never be cut below what is taken: an update that lowers spaces, or a delete of a cabin
-- type on a departure, is refused when bookings hold its spaces. The admin service checks first and
-- explains; this is the backstop whatever code path writes.
CREATE FUNCTION "trip_cabins_capacity_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  -- The application's clock when it set one for this transaction (app.now), else the database's.
  SELECT COALESCE(SUM("booked" + "held"), 0) INTO taken
    FROM "trip_cabin_usage"(COALESCE(NULLIF(current_setting('app.now', true), '')::timestamptz, now()))
    WHERE "trip_cabin_id" = OLD."id";
  IF TG_OP = 'DELETE' THEN
    IF taken > 0 THEN
      RAISE EXCEPTION 'cabin type % has % spaces taken and cannot be removed', OLD."id", taken
        USING ERRCODE = 'check_violation', CONSTRAINT = 'trip_cabins_capacity';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW."spaces" < taken THEN
    RAISE EXCEPTION 'cabin type % has % spaces taken; spaces cannot be %', OLD."id", taken, NEW."spaces"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trip_cabins_capacity';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "trip_cabins_capacity"
  BEFORE UPDATE OF "spaces" OR DELETE ON "trip_cabins"
  FOR EACH ROW EXECUTE FUNCTION "trip_cabins_capacity_check"();
--> statement-breakpoint
-- Refuses any write that would put more guests in a cabin row than it has spaces. The cabin rows are
-- locked in id order first (FOR NO KEY UPDATE), so concurrent writers queue up and the second counts the
-- first one's committed guests. The usage is a subquery per row so that the inlined function reads only
-- that row's guests, by index.
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
CREATE FUNCTION "booking_guests_capacity_check"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
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
--> statement-breakpoint
-- A waitlist offer is refused, like any hold, when it would hold more than is free.
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
-- Course seats, enforced as cabins are (docs/decisions/0019-course-seats.md): the date rows are locked in
-- id order, then any date that would hold more students than it has seats refuses the write.
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
-- A trip booking in one statement (docs/decisions/0014-one-call-per-booking.md): the booker's row locked,
-- the departure's prices checked against what the caller priced (BKSTL when they changed), the unpaid
-- holds counted (BKUNP), the booking, its mail and its guests written, the capacity trigger the judge.
-- A booking made with a waitlist offer consumes the offer's held spaces.
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
--> statement-breakpoint
-- The rental price list's items (core/trips/trip-types.ts rentalItems), priced per trip in satang.
INSERT INTO "rentals" ("id", "name", "price", "position") VALUES
  ('full-set', 'Full equipment set', 350000, 1),
  ('bcd', 'BCD', 100000, 2),
  ('regulator', 'Regulator', 100000, 3),
  ('wetsuit', 'Wetsuit', 60000, 4),
  ('dive-computer', 'Dive computer', 100000, 5),
  ('torch', 'Torch', 50000, 6),
  ('nitrox', 'Nitrox', 250000, 7)
ON CONFLICT ("id") DO NOTHING;
