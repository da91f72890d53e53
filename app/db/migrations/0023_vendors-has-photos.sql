ALTER TABLE "vendors" ADD COLUMN "has_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a vendor has any image, for 'Best match' to put listings with photos first among equally relevant ones
-- (decisions 025, 071): kept here and in the covering indexes, so a search reads it with its matches instead of
-- looking up every match's images. Worked out again once per statement and vendor, so a gallery reordered or
-- replaced in one statement rewrites the vendor's row at most once, and only when the answer changes.
CREATE OR REPLACE FUNCTION vendor_images_refresh_has_photos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors SET has_photos = EXISTS (SELECT 1 FROM vendor_images WHERE vendor_images.vendor_id = vendors.id)
  FROM (SELECT DISTINCT vendor_id FROM changed_images) AS changed
  WHERE vendors.id = changed.vendor_id
    AND vendors.has_photos IS DISTINCT FROM EXISTS (SELECT 1 FROM vendor_images WHERE vendor_images.vendor_id = vendors.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_images_insert_has_photos_trigger
  AFTER INSERT ON vendor_images REFERENCING NEW TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_images_refresh_has_photos();
--> statement-breakpoint
CREATE TRIGGER vendor_images_delete_has_photos_trigger
  AFTER DELETE ON vendor_images REFERENCING OLD TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_images_refresh_has_photos();
--> statement-breakpoint
-- An update that moves an image to another vendor changes both: the one it left and the one it joined.
CREATE TRIGGER vendor_images_update_old_has_photos_trigger
  AFTER UPDATE ON vendor_images REFERENCING OLD TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_images_refresh_has_photos();
--> statement-breakpoint
CREATE TRIGGER vendor_images_update_new_has_photos_trigger
  AFTER UPDATE ON vendor_images REFERENCING NEW TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_images_refresh_has_photos();
--> statement-breakpoint
UPDATE vendors SET has_photos = true WHERE id IN (SELECT DISTINCT vendor_id FROM vendor_images);--> statement-breakpoint
-- Every INCLUDE column of migration 0022 (unavailable_days included) is kept.
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region")
  INCLUDE ("id","is_active","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","latitude","longitude","location","city","reply_score","from_price_pence","price_band","unavailable_days","has_photos");--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude")
  INCLUDE ("id","is_active","category_id","region","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","location","city","reply_score","from_price_pence","price_band","unavailable_days","has_photos");
