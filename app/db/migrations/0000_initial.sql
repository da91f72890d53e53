CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"icon" text DEFAULT 'Sparkles' NOT NULL,
	"sort_priority" integer DEFAULT 100 NOT NULL,
	"service_tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_bird_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"remaining_spots" integer DEFAULT 298 NOT NULL,
	CONSTRAINT "early_bird_counter_single_row" CHECK ("early_bird_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vendor_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"feature" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text,
	"city" text,
	"region" text,
	"postcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"price_range" text,
	"pricing_text" text,
	"phone" text,
	"email" text,
	"website" text,
	"social_media_link" text,
	"service_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_price_range_check" CHECK ("vendors"."price_range" is null or "vendors"."price_range" in ('£', '££', '£££', '££££'))
);
--> statement-breakpoint
ALTER TABLE "vendor_features" ADD CONSTRAINT "vendor_features_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_images" ADD CONSTRAINT "vendor_images_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort_priority","name");--> statement-breakpoint
CREATE INDEX "vendor_features_vendor_idx" ON "vendor_features" USING btree ("vendor_id","sort_order");--> statement-breakpoint
CREATE INDEX "vendor_images_vendor_idx" ON "vendor_images" USING btree ("vendor_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_images_one_primary_key" ON "vendor_images" USING btree ("vendor_id") WHERE "vendor_images"."is_primary";--> statement-breakpoint
CREATE INDEX "vendors_category_active_idx" ON "vendors" USING btree ("category_id","region") WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_featured_idx" ON "vendors" USING btree ("id") WHERE "vendors"."is_active" and "vendors"."is_featured";--> statement-breakpoint
CREATE INDEX "vendors_owner_idx" ON "vendors" USING btree ("owner_user_id");