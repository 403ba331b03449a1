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
	"booking_id" uuid NOT NULL,
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
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('deposit', 'balance', 'full', 'refund')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('open', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'test', 'offline')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_trip_cabin_id_trip_cabins_id_fk" FOREIGN KEY ("trip_cabin_id") REFERENCES "public"."trip_cabins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guests_position_key" ON "booking_guests" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_guests_trip_cabin_idx" ON "booking_guests" USING btree ("trip_cabin_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");