DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_name_search_idx" ON "vendors" USING gin (to_tsvector('english', "name")) WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_not_geocoded_idx" ON "vendors" USING btree ("id") WHERE "vendors"."latitude" is null;--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude");