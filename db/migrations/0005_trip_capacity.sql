-- Free spaces are computed from rows, never counted down (decision 0012).
--
-- trip_cabin_usage(at): per cabin type offered on a departure, the spaces sold (booked) and held by
-- unpaid bookings whose hold has not run out at the instant `at`. The instant is a parameter, not the
-- database's now(), so the one injected clock decides when a hold expires (tests move it). Until
-- bookings exist nothing takes a space; the bookings issue replaces this function (CREATE OR REPLACE)
-- with the sums of its rows, and everything that reads it (the capacity trigger below, the trip
-- services) follows without change.
CREATE FUNCTION "trip_cabin_usage"("at" timestamptz)
  RETURNS TABLE ("trip_cabin_id" uuid, "booked" integer, "held" integer)
  LANGUAGE sql STABLE AS $$
    SELECT "id", 0, 0 FROM "trip_cabins"
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
