-- A category near a place (decision 104): keyed on the category, then the point, so the place's latitude band is read
-- within the category's part of the index. The region moves to the carried columns, with every other INCLUDE column of
-- migration 0023 kept, so a category page narrowed to a region stays an index-only scan of the category's part.
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","latitude","longitude")
  INCLUDE ("id","is_active","region","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","location","city","reply_score","from_price_pence","price_band","unavailable_days","has_photos");--> statement-breakpoint
-- The point alone, without carried columns: the bitmap a radius is ANDed with comes from this small index.
CREATE INDEX "vendors_point_idx" ON "vendors" USING btree ("latitude","longitude");
