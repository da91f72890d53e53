DROP INDEX "vendors_facets_idx";--> statement-breakpoint
DROP INDEX "vendors_event_types_idx";--> statement-breakpoint
DROP INDEX "vendors_languages_idx";--> statement-breakpoint
CREATE INDEX "vendors_facets_idx" ON "vendors" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "vendors_event_types_idx" ON "vendors" USING gin ("event_types");--> statement-breakpoint
CREATE INDEX "vendors_languages_idx" ON "vendors" USING gin ("languages");