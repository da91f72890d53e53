ALTER TABLE "vendors" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search_vector") WHERE "vendors"."is_active";--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING gist (point("longitude", "latitude")) WHERE "vendors"."is_active" and "vendors"."latitude" is not null and "vendors"."longitude" is not null;--> statement-breakpoint
-- The weighted document of one vendor: name A, category B, features and service tags C, description D.
CREATE OR REPLACE FUNCTION vendor_search_document(vendor_name text, category_name text, tags text[], features text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(vendor_name, '')), 'A')
      || setweight(to_tsvector('english', coalesce(category_name, '')), 'B')
      || setweight(to_tsvector('english', coalesce(array_to_string(tags, ' '), '') || ' ' || coalesce(features, '')), 'C')
      || setweight(to_tsvector('english', coalesce(description, '')), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendors_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := vendor_search_document(
    NEW.name,
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id),
    NEW.service_tags,
    (SELECT string_agg(f.feature, ' ') FROM vendor_features f WHERE f.vendor_id = NEW.id),
    NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_vector_trigger
  BEFORE INSERT OR UPDATE OF name, category_id, service_tags, description ON vendors
  FOR EACH ROW EXECUTE FUNCTION vendors_set_search_vector();
--> statement-breakpoint
-- Features live in their own table: refresh the documents of the vendors a statement touched, once per statement.
CREATE OR REPLACE FUNCTION vendor_features_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors v SET search_vector = vendor_search_document(
      v.name,
      (SELECT c.name FROM categories c WHERE c.id = v.category_id),
      v.service_tags,
      (SELECT string_agg(f.feature, ' ') FROM vendor_features f WHERE f.vendor_id = v.id),
      v.description)
    WHERE v.id IN (SELECT vendor_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_features_insert_search_trigger
  AFTER INSERT ON vendor_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_features_refresh_search();
--> statement-breakpoint
CREATE TRIGGER vendor_features_update_search_trigger
  AFTER UPDATE ON vendor_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_features_refresh_search();
--> statement-breakpoint
CREATE TRIGGER vendor_features_delete_search_trigger
  AFTER DELETE ON vendor_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_features_refresh_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors v SET search_vector = vendor_search_document(
      v.name, NEW.name, v.service_tags,
      (SELECT string_agg(f.feature, ' ') FROM vendor_features f WHERE f.vendor_id = v.id),
      v.description)
    WHERE v.category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_trigger
  AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_refresh_search();
--> statement-breakpoint
UPDATE vendors SET name = name;
