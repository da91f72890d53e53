-- Figures for vendors and the team (decision 086): view sources, daily roll-ups per vendor and for the site, each
-- vendor's totals per period for peer medians, the aggregated search log, and the monthly summary choice.
CREATE TABLE "listing_daily_sources" (
	"vendor_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_sources_vendor_id_day_source_pk" PRIMARY KEY("vendor_id","day","source"),
	CONSTRAINT "listing_daily_sources_source_check" CHECK ("listing_daily_sources"."source" in ('search', 'category', 'city', 'shortlist', 'site', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "platform_daily_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"new_listings" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"reply_minutes" integer[] DEFAULT '{}'::int[] NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"upheld" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"searches_without_results" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"category_slug" text DEFAULT '' NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_query_place_category_slug_pk" PRIMARY KEY("day","query","place","category_slug"),
	CONSTRAINT "search_query_days_query_check" CHECK (char_length("search_query_days"."query") <= 100)
);
--> statement-breakpoint
CREATE TABLE "vendor_daily_rollups" (
	"vendor_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"quoted" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"booked_value_pence" bigint DEFAULT 0 NOT NULL,
	"reply_minutes" integer[] DEFAULT '{}'::int[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_daily_rollups_vendor_id_day_pk" PRIMARY KEY("vendor_id","day")
);
--> statement-breakpoint
CREATE TABLE "vendor_mail_preferences" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"monthly_summary_off_at" timestamp with time zone,
	"monthly_summary_changed_at" timestamp with time zone,
	"last_monthly_summary" date
);
--> statement-breakpoint
CREATE TABLE "vendor_period_figures" (
	"vendor_id" integer NOT NULL,
	"period" text NOT NULL,
	"category_id" integer,
	"region" text,
	"search_appearances" integer NOT NULL,
	"profile_views" integer NOT NULL,
	"enquiries" integer NOT NULL,
	"replied" integer NOT NULL,
	"quoted" integer NOT NULL,
	"booked" integer NOT NULL,
	"booked_value_pence" bigint NOT NULL,
	"median_reply_minutes" integer,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_period_figures_vendor_id_period_pk" PRIMARY KEY("vendor_id","period"),
	CONSTRAINT "vendor_period_figures_period_check" CHECK ("vendor_period_figures"."period" in ('30d', '90d', '12m', 'all'))
);
--> statement-breakpoint
ALTER TABLE "listing_daily_sources" ADD CONSTRAINT "listing_daily_sources_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_daily_rollups" ADD CONSTRAINT "vendor_daily_rollups_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_mail_preferences" ADD CONSTRAINT "vendor_mail_preferences_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_period_figures" ADD CONSTRAINT "vendor_period_figures_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_period_figures" ADD CONSTRAINT "vendor_period_figures_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_daily_rollups_day_idx" ON "vendor_daily_rollups" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vendor_period_figures_peers_idx" ON "vendor_period_figures" USING btree ("period","category_id","region");