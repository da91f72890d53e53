DROP INDEX "vendors_category_active_idx";--> statement-breakpoint
DROP INDEX "vendors_search_idx";--> statement-breakpoint
DROP INDEX "vendors_name_search_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region");--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vendors_name_search_idx" ON "vendors" USING gin (to_tsvector('english', "name"));