CREATE TABLE "vendor_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_pence" integer NOT NULL,
	"price_kind" text DEFAULT 'from' NOT NULL,
	"included" text DEFAULT '' NOT NULL,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"guests" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_packages_price_check" CHECK ("vendor_packages"."price_pence" between 100 and 100000000),
	CONSTRAINT "vendor_packages_price_kind_check" CHECK ("vendor_packages"."price_kind" in ('from', 'fixed')),
	CONSTRAINT "vendor_packages_name_check" CHECK (length(btrim("vendor_packages"."name")) between 1 and 120),
	CONSTRAINT "vendor_packages_guests_check" CHECK ("vendor_packages"."guests" is null or "vendor_packages"."guests" between 1 and 10000),
	CONSTRAINT "vendor_packages_event_types_check" CHECK ("vendor_packages"."event_types" <@ array['Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other']::text[])
);
--> statement-breakpoint
CREATE TABLE "vendor_blocked_dates" (
	"vendor_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_blocked_dates_vendor_id_day_source_pk" PRIMARY KEY("vendor_id","day","source"),
	CONSTRAINT "vendor_blocked_dates_source_check" CHECK ("vendor_blocked_dates"."source" in ('manual', 'calendar'))
);
--> statement-breakpoint
CREATE TABLE "vendor_calendars" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"events_per_day" integer DEFAULT 1 NOT NULL,
	"feed_url" text,
	"feed_synced_at" timestamp with time zone,
	"feed_checked_at" timestamp with time zone,
	"feed_error" text,
	"export_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_calendars_events_per_day_check" CHECK ("vendor_calendars"."events_per_day" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "vendor_unavailable_dates" (
	"day" date NOT NULL,
	"vendor_id" integer NOT NULL,
	CONSTRAINT "vendor_unavailable_dates_day_vendor_id_pk" PRIMARY KEY("day","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_enquiry_id_unique";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "from_price_pence" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "price_band" text GENERATED ALWAYS AS (case when from_price_pence is null then price_range when from_price_pence < 50000 then '£' when from_price_pence < 150000 then '££' when from_price_pence < 500000 then '£££' else '££££' end) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_packages" ADD CONSTRAINT "vendor_packages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_blocked_dates" ADD CONSTRAINT "vendor_blocked_dates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_calendars" ADD CONSTRAINT "vendor_calendars_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_unavailable_dates" ADD CONSTRAINT "vendor_unavailable_dates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_packages_vendor_idx" ON "vendor_packages" USING btree ("vendor_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_calendars_export_token_key" ON "vendor_calendars" USING btree ("export_token");--> statement-breakpoint
CREATE INDEX "vendor_calendars_feed_idx" ON "vendor_calendars" USING btree ("feed_checked_at") WHERE "vendor_calendars"."feed_url" is not null;--> statement-breakpoint
CREATE INDEX "vendor_unavailable_dates_vendor_idx" ON "vendor_unavailable_dates" USING btree ("vendor_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_enquiry_key" ON "bookings" USING btree ("enquiry_id") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_vendor_day_idx" ON "bookings" USING btree ("vendor_id","event_date") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
-- 'From' prices (decision 064): the lowest package price of the vendor, kept whatever writes the packages.
CREATE OR REPLACE FUNCTION vendor_refresh_from_price(p_vendor integer) RETURNS void LANGUAGE sql AS $$
  UPDATE vendors SET from_price_pence = lowest.price
  FROM (SELECT min(price_pence) AS price FROM vendor_packages WHERE vendor_id = p_vendor) AS lowest
  WHERE vendors.id = p_vendor AND vendors.from_price_pence IS DISTINCT FROM lowest.price;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_packages_refresh_from_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM vendor_refresh_from_price(OLD.vendor_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.vendor_id <> OLD.vendor_id OR NEW.price_pence <> OLD.price_pence) THEN
    PERFORM vendor_refresh_from_price(NEW.vendor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_packages_from_price_trigger
  AFTER INSERT OR UPDATE OF price_pence, vendor_id OR DELETE ON vendor_packages
  FOR EACH ROW EXECUTE FUNCTION vendor_packages_refresh_from_price();
--> statement-breakpoint
-- Availability (decision 065): a vendor is unavailable on a day they or their calendar blocked, or on which their
-- live bookings reach their events per day. Recomputed for each (vendor, day) a write touches. A vendor being
-- deleted is skipped: its rows go by cascade, and re-inserting one would break the foreign key.
CREATE OR REPLACE FUNCTION refresh_vendor_unavailable_date(p_vendor integer, p_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM vendors WHERE id = p_vendor) THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM vendor_blocked_dates WHERE vendor_id = p_vendor AND day = p_day)
     OR (SELECT count(*) FROM bookings WHERE vendor_id = p_vendor AND event_date = p_day AND cancelled_at IS NULL)
        >= coalesce((SELECT events_per_day FROM vendor_calendars WHERE vendor_id = p_vendor), 1) THEN
    INSERT INTO vendor_unavailable_dates (day, vendor_id) VALUES (p_day, p_vendor) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM vendor_unavailable_dates WHERE day = p_day AND vendor_id = p_vendor;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_blocked_dates_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_vendor_unavailable_date(OLD.vendor_id, OLD.day); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM refresh_vendor_unavailable_date(NEW.vendor_id, NEW.day); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_blocked_dates_refresh_trigger
  AFTER INSERT OR UPDATE OR DELETE ON vendor_blocked_dates
  FOR EACH ROW EXECUTE FUNCTION vendor_blocked_dates_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_refresh_unavailable_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_vendor_unavailable_date(OLD.vendor_id, OLD.event_date); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM refresh_vendor_unavailable_date(NEW.vendor_id, NEW.event_date); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_unavailable_date_trigger
  AFTER INSERT OR UPDATE OF vendor_id, event_date, cancelled_at OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_refresh_unavailable_date();
--> statement-breakpoint
-- A change of events per day re-judges every day the vendor has live bookings on.
CREATE OR REPLACE FUNCTION vendor_calendars_refresh_unavailable_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_unavailable_date(NEW.vendor_id, booked.event_date)
  FROM (SELECT DISTINCT event_date FROM bookings WHERE vendor_id = NEW.vendor_id AND cancelled_at IS NULL) AS booked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_calendars_events_per_day_trigger
  AFTER INSERT OR UPDATE OF events_per_day ON vendor_calendars
  FOR EACH ROW EXECUTE FUNCTION vendor_calendars_refresh_unavailable_dates();
--> statement-breakpoint
-- Bookings made before availability existed block their days too.
INSERT INTO vendor_unavailable_dates (day, vendor_id)
SELECT DISTINCT event_date, vendor_id FROM bookings WHERE cancelled_at IS NULL ON CONFLICT DO NOTHING;
