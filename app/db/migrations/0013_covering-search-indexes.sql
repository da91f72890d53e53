-- The columns a search reads for every match (its filters, sort keys and the chips' counts) ride in the category and
-- location indexes, so a search over a whole category or a wide radius reads these indexes (about 25 MB each at
-- 100,000 vendors) instead of the vendors table (about 1.5 KB a row), whose rows, one per 8 KB page for a category,
-- do not all stay in PostgreSQL's cache (docs/benchmarks.md, "Index-only searches"). Drizzle cannot declare INCLUDE
-- columns: app/db/schema.ts keeps the key columns and points here.
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region")
  INCLUDE ("id","is_active","name","is_featured","price_range","capacity","facets","event_types","languages","latitude","longitude","location","city");--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude")
  INCLUDE ("id","is_active","category_id","region","name","is_featured","price_range","capacity","facets","event_types","languages","location","city");
