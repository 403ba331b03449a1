ALTER TABLE "categories" ADD COLUMN "placement" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Pages that were listed in the footer without a category join a "Useful links" category placed in the
-- footer, so the footer shows the same links after the upgrade (the footer is built from categories).
INSERT INTO "categories" ("name", "slug", "placement", "position")
  SELECT 'Useful links', 'useful-links', 'footer', COALESCE((SELECT max("position") + 1 FROM "categories"), 0)
  WHERE EXISTS (SELECT 1 FROM "pages" WHERE "in_footer" AND "category_id" IS NULL)
  ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
UPDATE "categories" SET "placement" = 'footer'
  WHERE "slug" = 'useful-links' AND EXISTS (SELECT 1 FROM "pages" WHERE "in_footer" AND "category_id" IS NULL);--> statement-breakpoint
UPDATE "pages" SET "category_id" = (SELECT "id" FROM "categories" WHERE "slug" = 'useful-links')
  WHERE "in_footer" AND "category_id" IS NULL;--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "in_footer";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_placement_check" CHECK ("categories"."placement" in ('none', 'services', 'footer'));
