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
ALTER TABLE "trip_cabins" ADD CONSTRAINT "trip_cabins_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cabins" ADD CONSTRAINT "trip_cabins_cabin_type_id_cabin_types_id_fk" FOREIGN KEY ("cabin_type_id") REFERENCES "public"."cabin_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_dive_sites" ADD CONSTRAINT "trip_dive_sites_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_dive_sites" ADD CONSTRAINT "trip_dive_sites_dive_site_id_dive_sites_id_fk" FOREIGN KEY ("dive_site_id") REFERENCES "public"."dive_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_cabins_trip_cabin_key" ON "trip_cabins" USING btree ("trip_id","cabin_type_id");--> statement-breakpoint
CREATE INDEX "trip_cabins_cabin_type_idx" ON "trip_cabins" USING btree ("cabin_type_id");--> statement-breakpoint
CREATE INDEX "trip_dive_sites_site_idx" ON "trip_dive_sites" USING btree ("dive_site_id");--> statement-breakpoint
CREATE INDEX "trips_departure_idx" ON "trips" USING btree ("departure");--> statement-breakpoint
CREATE INDEX "trips_boat_idx" ON "trips" USING btree ("boat_id","departure");