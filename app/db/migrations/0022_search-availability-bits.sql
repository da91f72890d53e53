ALTER TABLE "vendors" ADD COLUMN "unavailable_days" varbit;--> statement-breakpoint
-- A search by dates (decision 075) tests each match's own bits, read with its other columns from the covering
-- indexes, rather than anti-joining the matches to the days' rows of vendor_unavailable_dates: a summer Saturday
-- had 31,000 such rows at 100,000 vendors, read and hashed once for the page and once for its counts.
-- Bit n (from the left) is the day n days after 2026-01-01 (UNAVAILABLE_DAYS_EPOCH in app/db/schema.ts); the string
-- ends at the vendor's last unavailable day, so it holds at most about 140 bytes for days three years ahead.
CREATE OR REPLACE FUNCTION vendor_unavailable_bits(p_vendor integer) RETURNS varbit LANGUAGE plpgsql STABLE AS $$
DECLARE
  bits text;
  n integer;
BEGIN
  SELECT repeat('0', max(day - date '2026-01-01') + 1) INTO bits
    FROM vendor_unavailable_dates WHERE vendor_id = p_vendor AND day >= date '2026-01-01';
  IF bits IS NULL THEN RETURN NULL; END IF;
  FOR n IN SELECT day - date '2026-01-01' FROM vendor_unavailable_dates WHERE vendor_id = p_vendor AND day >= date '2026-01-01' LOOP
    bits := overlay(bits PLACING '1' FROM n + 1 FOR 1);
  END LOOP;
  RETURN bits::varbit;
END $$;
--> statement-breakpoint
-- Once per statement and vendor, so a calendar sync that blocks a hundred days rewrites the vendor's row once.
CREATE OR REPLACE FUNCTION vendor_unavailable_dates_refresh_bits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors SET unavailable_days = vendor_unavailable_bits(vendors.id)
  FROM (SELECT DISTINCT vendor_id FROM changed_days) AS changed
  WHERE vendors.id = changed.vendor_id AND vendors.unavailable_days IS DISTINCT FROM vendor_unavailable_bits(vendors.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_unavailable_dates_insert_bits_trigger
  AFTER INSERT ON vendor_unavailable_dates REFERENCING NEW TABLE AS changed_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_unavailable_dates_refresh_bits();
--> statement-breakpoint
CREATE TRIGGER vendor_unavailable_dates_delete_bits_trigger
  AFTER DELETE ON vendor_unavailable_dates REFERENCING OLD TABLE AS changed_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_unavailable_dates_refresh_bits();
--> statement-breakpoint
-- Blocked days, set-based per statement (replacing the row trigger of migration 0020), so the days a calendar sync
-- or an import writes in one statement reach vendor_unavailable_dates in one statement too. A blocked day is always
-- unavailable; a day that is no longer blocked stays unavailable while another source or enough bookings say so.
DROP TRIGGER vendor_blocked_dates_refresh_trigger ON vendor_blocked_dates;--> statement-breakpoint
DROP FUNCTION vendor_blocked_dates_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_blocked_dates_add_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_unavailable_dates (day, vendor_id)
  SELECT DISTINCT added.day, added.vendor_id FROM added_days AS added JOIN vendors ON vendors.id = added.vendor_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_blocked_dates_remove_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_unavailable_dates AS unavailable
  USING (SELECT DISTINCT vendor_id, day FROM removed_days) AS removed
  WHERE unavailable.vendor_id = removed.vendor_id AND unavailable.day = removed.day
    AND NOT EXISTS (SELECT 1 FROM vendor_blocked_dates AS blocked WHERE blocked.vendor_id = removed.vendor_id AND blocked.day = removed.day)
    AND (SELECT count(*) FROM bookings WHERE bookings.vendor_id = removed.vendor_id AND bookings.event_date = removed.day AND bookings.cancelled_at IS NULL)
      < coalesce((SELECT events_per_day FROM vendor_calendars WHERE vendor_calendars.vendor_id = removed.vendor_id), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_blocked_dates_insert_trigger
  AFTER INSERT ON vendor_blocked_dates REFERENCING NEW TABLE AS added_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_blocked_dates_add_unavailable();
--> statement-breakpoint
CREATE TRIGGER vendor_blocked_dates_delete_trigger
  AFTER DELETE ON vendor_blocked_dates REFERENCING OLD TABLE AS removed_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_blocked_dates_remove_unavailable();
--> statement-breakpoint
-- An update moves a blocked day: the old day is judged again and the new one added.
CREATE TRIGGER vendor_blocked_dates_update_removed_trigger
  AFTER UPDATE ON vendor_blocked_dates REFERENCING OLD TABLE AS removed_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_blocked_dates_remove_unavailable();
--> statement-breakpoint
CREATE TRIGGER vendor_blocked_dates_update_added_trigger
  AFTER UPDATE ON vendor_blocked_dates REFERENCING NEW TABLE AS added_days
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_blocked_dates_add_unavailable();
--> statement-breakpoint
UPDATE vendors SET unavailable_days = vendor_unavailable_bits(id)
WHERE id IN (SELECT DISTINCT vendor_id FROM vendor_unavailable_dates WHERE day >= date '2026-01-01');--> statement-breakpoint
-- Every INCLUDE column of migration 0021 is kept.
DROP INDEX "vendors_category_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_idx" ON "vendors" USING btree ("category_id","region")
  INCLUDE ("id","is_active","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","latitude","longitude","location","city","reply_score","from_price_pence","price_band","unavailable_days");--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("latitude","longitude")
  INCLUDE ("id","is_active","category_id","region","name","is_featured","price_range","capacity","facet_bits","event_type_bits","language_bits","location","city","reply_score","from_price_pence","price_band","unavailable_days");
