-- Budget, price sorts and the price band filter (docs/product/public-area.md#dates-and-budget, decision 067) read each
-- match's 'From' price and price band (migration 0020) with the other columns a search reads, so the category and
-- location indexes carry them too and a search with a budget stays an index-only scan (docs/benchmarks.md,
-- "Availability and prices"). Every INCLUDE column of migrations 0013, 0014 and 0019 is kept.
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region")
  INCLUDE ("id","is_active","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","latitude","longitude","location","city","reply_score","from_price_pence","price_band");--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude")
  INCLUDE ("id","is_active","category_id","region","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","location","city","reply_score","from_price_pence","price_band");
