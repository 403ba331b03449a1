-- No table changes: this migration holds shared SQL rules only.
-- Hand-written below: the rules every query and function reads the same way.

-- "This hold is still live" (core/shared/holds.ts is its TypeScript twin): a held row whose hold runs out
-- after "at". A plain SQL function, so PostgreSQL inlines it into the queries and indexes still apply.
CREATE OR REPLACE FUNCTION "hold_is_live"("state" text, "hold_expires_at" timestamptz, "at" timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "state" = 'held' AND "hold_expires_at" IS NOT NULL AND "hold_expires_at" > "at"
$$;
