-- Reply speed in 'Best match' (docs/product/couples-tools.md#response-times, decision 060): each vendor's score from
-- vendor_response_stats, kept on the vendor by the hourly refresh and carried by the covering indexes of migrations
-- 0013 and 0014, so a search reads it with its matches from the index instead of joining every match to the records
-- (a hash of every record per search: docs/decisions/060-response-times.md).
ALTER TABLE "vendors" ADD COLUMN "reply_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region")
  INCLUDE ("id","is_active","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","latitude","longitude","location","city","reply_score");--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude")
  INCLUDE ("id","is_active","category_id","region","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","location","city","reply_score");
