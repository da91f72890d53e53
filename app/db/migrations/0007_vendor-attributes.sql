ALTER TABLE "vendors" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "event_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vendors_facets_idx" ON "vendors" USING gin ("facets") WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_event_types_idx" ON "vendors" USING gin ("event_types") WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_languages_idx" ON "vendors" USING gin ("languages") WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_capacity_idx" ON "vendors" USING btree ("capacity") WHERE "vendors"."is_active" and "vendors"."capacity" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_facets_check" CHECK ("vendors"."facets" <@ array['halal', 'female', 'hijab-friendly', 'prayer-room', 'jain', 'vegetarian', 'eggless', 'gelatine-free', 'alcohol-free', 'live-stream', 'drone', 'cold-sparks', 'dhol', 'baraat-horse', 'saree-draping', 'turban-tying']::text[]);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_event_types_check" CHECK ("vendors"."event_types" <@ array['Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other']::text[]);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_capacity_check" CHECK ("vendors"."capacity" is null or "vendors"."capacity" between 1 and 10000);