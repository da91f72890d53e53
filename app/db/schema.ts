import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type; filled by triggers (migration 0001), never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Vendor categories; one canonical list (see docs/decisions/002-canonical-categories.md). */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Sparkles"),
    // Lower numbers sort first on the home grid (spec: public-area §9, home priority order).
    sortPriority: integer("sort_priority").notNull().default(100),
    serviceTags: text("service_tags").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug), index("categories_sort_idx").on(t.sortPriority, t.name)],
);

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    // Display text shown on cards, e.g. "Southall, London".
    location: text("location").notNull().default(""),
    address: text("address"),
    city: text("city"),
    region: text("region"),
    postcode: text("postcode"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    priceRange: text("price_range"),
    pricingText: text("pricing_text"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    socialMediaLink: text("social_media_link"),
    serviceTags: text("service_tags").array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(false),
    ownerUserId: text("owner_user_id"),
    // Weighted search document: name A, category B, features and tags C, description D (spec: public-area §5).
    searchVector: tsvector("search_vector"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vendors_price_range_check", sql`${t.priceRange} is null or ${t.priceRange} in ('£', '££', '£££', '££££')`),
    // Category page: active vendors of one category, optionally narrowed to a region.
    index("vendors_category_active_idx").on(t.categoryId, t.region).where(sql`${t.isActive}`),
    // Home page: active featured vendors.
    index("vendors_featured_idx").on(t.id).where(sql`${t.isActive} and ${t.isFeatured}`),
    index("vendors_owner_idx").on(t.ownerUserId),
    index("vendors_search_idx").using("gin", t.searchVector).where(sql`${t.isActive}`),
    // Name words alone (the A weight of search_vector), for a category word that must be in the name:
    // `search_vector @@ 'word:*A'` cannot be answered by the GIN index above without rechecking every
    // document that mentions the word anywhere (docs/benchmarks.md).
    index("vendors_name_search_idx")
      .using("gin", sql`to_tsvector('english', ${t.name})`)
      .where(sql`${t.isActive}`),
    // Radius search: a latitude/longitude bounding box on this index, then the exact great-circle distance
    // (issue #3). A B-tree on the two columns, not GiST on a point, so the planner can estimate the box
    // (see withinRadius in app/modules/search/search-sql.server.ts).
    index("vendors_location_idx").on(t.latitude, t.longitude).where(sql`${t.isActive}`),
    // Listings not yet geocoded, found by address text in a radius search: with this index the radius
    // condition's "or not geocoded" branch no longer forces a sequential scan (docs/benchmarks.md).
    index("vendors_not_geocoded_idx").on(t.id).where(sql`${t.isActive} and ${t.latitude} is null`),
  ],
);

export const vendorImages = pgTable(
  "vendor_images",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("vendor_images_vendor_idx").on(t.vendorId, t.sortOrder),
    // At most one primary image per vendor, enforced by the database (issue #2).
    uniqueIndex("vendor_images_one_primary_key").on(t.vendorId).where(sql`${t.isPrimary}`),
  ],
);

export const vendorFeatures = pgTable(
  "vendor_features",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    feature: text("feature").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("vendor_features_vendor_idx").on(t.vendorId, t.sortOrder)],
);

export const earlyBirdCounter = pgTable(
  "early_bird_counter",
  {
    id: integer("id").primaryKey().default(1),
    remainingSpots: integer("remaining_spots").notNull().default(298),
  },
  // A single-row table: the counter is one number (spec: supplier-portal-and-admin, plans).
  (t) => [check("early_bird_counter_single_row", sql`${t.id} = 1`)],
);
