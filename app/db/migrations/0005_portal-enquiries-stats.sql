CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_name" text NOT NULL,
	"couple_email" text NOT NULL,
	"couple_phone" text,
	"event_date" date NOT NULL,
	"event_type" text NOT NULL,
	"guest_count" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'replied', 'archived')),
	CONSTRAINT "enquiries_event_type_check" CHECK ("enquiries"."event_type" in ('Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other')),
	CONSTRAINT "enquiries_guest_count_check" CHECK ("enquiries"."guest_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_daily_stats" (
	"vendor_id" integer NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_vendor_id_day_pk" PRIMARY KEY("vendor_id","day")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "subscription_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_vendor_created_idx" ON "enquiries" USING btree ("vendor_id","created_at");