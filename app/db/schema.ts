import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "~/db/schema-accounts";
// Read only inside the table callbacks below, which Drizzle calls lazily, so the import cycle with schema-portal is harmless.
import { ENQUIRY_EVENT_TYPES } from "~/db/schema-portal";

// Accounts, sessions, rate limits and the mail outbox live in their own file; drizzle-kit reads this one.
export * from "~/db/schema-accounts";
export * from "~/db/schema-portal";
export * from "~/db/schema-admin";
export * from "~/db/schema-couples";
export * from "~/db/schema-content";
export * from "~/db/schema-jobs";
export * from "~/db/schema-conversations";
export * from "~/db/schema-packages";
export * from "~/db/schema-availability";
export * from "~/db/schema-planner";
export * from "~/db/schema-insights";
export * from "~/db/schema-erasure";
export * from "~/db/schema-data-requests";

/**
 * Yes/no attributes a listing may have, the keys of `vendors.facets` (docs/product/public-area.md#filters; docs/decisions/026). The database
 * checks the same list; app/modules/search/attribute-words.ts repeats it with labels (a unit test keeps them equal).
 */
export const VENDOR_FACET_KEYS = [
  "halal", "female", "hijab-friendly", "prayer-room", "jain", "vegetarian", "eggless", "gelatine-free", "alcohol-free",
  "live-stream", "drone", "cold-sparks", "dhol", "baraat-horse", "saree-draping", "turban-tying",
] as const;

/**
 * Languages a listing may say it speaks that couples can filter by, in the bit order of `vendors.language_bits`.
 * app/modules/search/attribute-words.ts repeats it as VENDOR_LANGUAGES (a unit test keeps them equal).
 */
export const VENDOR_LANGUAGE_KEYS = [
  "English", "Urdu", "Punjabi", "Hindi", "Gujarati", "Bengali", "Sylheti", "Tamil", "Sinhala", "Mirpuri", "Pashto",
  "Kashmiri", "Marathi", "Telugu", "Malayalam", "Kannada", "Nepali", "Sindhi", "Arabic", "Farsi",
] as const;

/** The most guests a listing may say it serves: the enquiry form's limit (docs/product/public-area.md#enquiries), checked by the database too. */
export const VENDOR_MAX_CAPACITY = 10_000;

const sqlTextArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(", ")}]::text[]`);

/**
 * A stored generated column's expression: an integer with bit i set when the text array `column` holds `keys[i]`
 * (values outside `keys` set no bit). Searches filter, rank and count attributes on these integers, which ride in the
 * category and location indexes at 4 bytes each (migration 0014; docs/benchmarks.md, "Attribute bits"). Appending a
 * key is a migration that regenerates the column; reordering keys would renumber the bits of every stored row.
 */
const keyBits = (column: string, keys: readonly string[]) =>
  sql.raw(keys.map((key, bit) => `(case when '${key}' = any("${column}") then ${2 ** bit} else 0 end)`).join(" | "));

/** PostgreSQL's full-text document type; filled by triggers (migration 0001), never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** PostgreSQL's variable-length bit string, read and written as a string of 0s and 1s. */
const varbit = customType<{ data: string }>({ dataType: () => "varbit" });

/**
 * Day 0 of `vendors.unavailable_days`: bit n (from the left, 0-based) is the UK day this many days later. No day
 * before it can be searched for, since searches take days from today on (decision 075).
 */
export const UNAVAILABLE_DAYS_EPOCH = "2026-01-01";

/**
 * Where a 'From' price starts each price band, in pence: under £500 '£', under £1,500 '££', under £5,000 '£££',
 * else '££££' (decision 064). The generated `vendors.price_band` repeats these numbers (a test keeps them equal).
 */
export const PRICE_BAND_LIMITS_PENCE = { "££": 50_000, "£££": 150_000, "££££": 500_000 } as const;

/** Vendor categories; one canonical list (see docs/decisions/002-canonical-categories.md). */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Sparkles"),
    // Lower numbers sort first on the home grid (docs/product/public-area.md#home, the priority order).
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
    // The account that submitted the listing (docs/product/vendor-journey-and-portal.md#business-details); null for catalogue and imported vendors.
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    // Plan the listing was bought with (docs/product/vendor-journey-and-portal.md#plans); null for catalogue and imported vendors.
    plan: text("plan"),
    // Set by the email verification link or an admin (docs/product/vendor-journey-and-portal.md#email-verification).
    isVerified: boolean("is_verified").notNull().default(false),
    logoUrl: text("logo_url"),
    // Set when an active listing was hidden because its subscription ended (docs/product/vendor-journey-and-portal.md#billing); renewing clears it and
    // shows the listing again. Null for a listing hidden by an admin or still under review.
    subscriptionLapsedAt: timestamp("subscription_lapsed_at", { withTimezone: true }),
    // When the vendor submitted the business details for review (docs/product/admin.md#listing-review); null for imported vendors.
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    // Structured attributes couples filter by (docs/product/public-area.md#filters; docs/decisions/026): yes/no facets from VENDOR_FACET_KEYS,
    // the most guests served (null when not said), the enquiry event types served and the languages spoken.
    facets: text("facets").array().notNull().default(sql`'{}'::text[]`),
    capacity: integer("capacity"),
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    // The same attributes as bits (see keyBits), for search; PostgreSQL keeps them in step with the arrays.
    facetBits: integer("facet_bits").notNull().generatedAlwaysAs(() => keyBits("facets", VENDOR_FACET_KEYS)),
    eventTypeBits: integer("event_type_bits").notNull().generatedAlwaysAs(() => keyBits("event_types", ENQUIRY_EVENT_TYPES)),
    languageBits: integer("language_bits").notNull().generatedAlwaysAs(() => keyBits("languages", VENDOR_LANGUAGE_KEYS)),
    // Weighted search document: name A, category B, features and tags C, description D (docs/product/public-area.md#ranking).
    searchVector: tsvector("search_vector"),
    // Reply speed for 'Best match' (0–1, decision 060): worked out from vendor_response_stats by the hourly refresh
    // (app/modules/response-times/), never by the write path. Kept here, and in the covering indexes (migration 0019),
    // so a search reads it with its matches instead of joining every match to another table.
    replyScore: real("reply_score").notNull().default(0),
    // The lowest price of the vendor's packages in pence ('From £X'; decision 064), kept by a trigger on
    // vendor_packages (migration 0020), never by the write path; null without packages.
    fromPricePence: integer("from_price_pence"),
    // The price band couples filter by: worked out from the 'From' price where there is one (PRICE_BAND_LIMITS_PENCE),
    // else the band the vendor chose. Searches read this, never `price_range` (decision 064).
    priceBand: text("price_band").generatedAlwaysAs(
      (): SQL =>
        sql`case when from_price_pence is null then price_range when from_price_pence < 50000 then '£' when from_price_pence < 150000 then '££' when from_price_pence < 500000 then '£££' else '££££' end`,
    ),
    // The days the vendor is unavailable on, one bit a day from UNAVAILABLE_DAYS_EPOCH to their last such day, kept by
    // triggers from vendor_unavailable_dates (migration 0022), never by the write path; null without any. Carried by
    // the covering indexes, so a search by dates tests each match's own bits instead of joining it to the days
    // (decision 075; docs/benchmarks.md, "Availability and prices").
    unavailableDays: varbit("unavailable_days"),
    // Whether the vendor has at least one image, kept by triggers on vendor_images (migration 0023), never by the
    // write path. Carried by the covering indexes, so 'Best match' can put listings with photos first among equally
    // relevant ones without reading the images (decisions 025, 071).
    hasPhotos: boolean("has_photos").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vendors_price_range_check", sql`${t.priceRange} is null or ${t.priceRange} in ('£', '££', '£££', '££££')`),
    check("vendors_plan_check", sql`${t.plan} is null or ${t.plan} in ('early_bird', 'showcase', 'featured')`),
    check("vendors_facets_check", sql`${t.facets} <@ ${sqlTextArray(VENDOR_FACET_KEYS)}`),
    check("vendors_event_types_check", sql`${t.eventTypes} <@ ${sqlTextArray(ENQUIRY_EVENT_TYPES)}`),
    check("vendors_capacity_check", sql`${t.capacity} is null or ${t.capacity} between 1 and ${sql.raw(String(VENDOR_MAX_CAPACITY))}`),
    // A category's vendors, and a category near a place: the latitude band of the place's box is read within the
    // category's part of the index, not the whole box's (decision 104); a category page narrowed to a region reads the
    // category's part and the region it carries. This index and the text indexes below cover every vendor, not only
    // active ones (searches still say `is_active`): PostgreSQL does not AND the bitmaps of two partial indexes with the
    // same predicate, so "mandap decor", a word in the name or the category and in the document, could use only one
    // of its three indexes (docs/benchmarks.md).
    // Migrations 0013, 0014, 0019, 0021, 0022, 0023 and 0032 add INCLUDE columns (every column a search reads for its matches, which Drizzle cannot declare),
    // so a category-wide search is an index-only scan; redeclaring this index here would drop them.
    index("vendors_category_idx").on(t.categoryId, t.latitude, t.longitude),
    // Home page: active featured vendors.
    index("vendors_featured_idx").on(t.id).where(sql`${t.isActive} and ${t.isFeatured}`),
    index("vendors_owner_idx").on(t.ownerUserId),
    index("vendors_search_idx").using("gin", t.searchVector),
    // Name words alone (the A weight of search_vector), for a category word that must be in the name:
    // `search_vector @@ 'word:*A'` cannot be answered by the GIN index above without rechecking every
    // document that mentions the word anywhere (docs/benchmarks.md).
    index("vendors_name_search_idx").using("gin", sql`to_tsvector('english', ${t.name})`),
    // Radius search: a latitude/longitude bounding box on this index, then the exact great-circle distance
    // (docs/product/public-area.md#places). A B-tree on the two columns, not GiST on a point, so the planner can estimate the box
    // (see withinRadius in app/modules/search/search-sql.server.ts). Over every vendor, like the indexes above, so
    // "henna within 25 km" can AND it with the text index (docs/benchmarks.md).
    // Like vendors_category_idx, it carries INCLUDE columns from migrations 0013, 0014, 0019, 0021, 0022 and 0023 for index-only radius searches.
    index("vendors_location_idx").on(t.latitude, t.longitude),
    // The same keys without the carried columns, about a sixteenth of the size: a radius ANDed with a word's bitmap
    // ("hair" in the name, within 50 km) reads the box's entries from here in a third of the time (decision 104).
    index("vendors_point_idx").on(t.latitude, t.longitude),
    // Attribute filters (docs/product/public-area.md#filters) test the bit columns, which the category and location indexes carry. An attribute
    // word of the query ("cold sparks": ticked, or said in the listing) is found with the document's index and this
    // one (BitmapOr); a capacity of at least N, over the whole catalogue, has a B-tree.
    index("vendors_facets_idx").using("gin", t.facets),
    index("vendors_capacity_idx").on(t.capacity).where(sql`${t.isActive} and ${t.capacity} is not null`),
    // Listings not yet geocoded, found by address text in a radius search: with this index the radius
    // condition's "or not geocoded" branch no longer forces a sequential scan.
    index("vendors_not_geocoded_idx").on(t.id).where(sql`${t.latitude} is null`),
    // A search with neither words nor a place (the whole catalogue, perhaps on a date or within a budget) read in
    // its sort order, 'Best match' or 'Name', so the first page stops after its 24 matches instead of sorting all
    // 100,000 (docs/benchmarks.md). Migration 0024 adds INCLUDE columns: the 'From' price and the day bits.
    index("vendors_browse_idx")
      .on(t.hasPhotos.desc().nullsFirst(), t.isFeatured.desc().nullsFirst(), sql`lower(${t.name})`, t.name, t.id)
      .where(sql`${t.isActive}`),
    index("vendors_name_order_idx").on(sql`lower(${t.name})`, t.name, t.id).where(sql`${t.isActive}`),
    // The attribute counts of such a search read every active vendor's four count columns and day bits: this
    // narrow index holds them (19 MB at 100,000 vendors against the location index's 52 MB; migration 0024).
    index("vendors_counts_idx").on(t.facetBits).where(sql`${t.isActive}`),
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
    // At most one primary image per vendor, enforced by the database.
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

/**
 * Spots in the early-bird offer at launch (docs/product/vendor-journey-and-portal.md#plans: 298). The one definition:
 * the counter's default, the seed, and what is shown when the counter cannot be read.
 */
export const EARLY_BIRD_TOTAL_SPOTS = 298;

export const earlyBirdCounter = pgTable(
  "early_bird_counter",
  {
    id: integer("id").primaryKey().default(1),
    remainingSpots: integer("remaining_spots").notNull().default(EARLY_BIRD_TOTAL_SPOTS),
  },
  // A single-row table: the counter is one number (docs/product/vendor-journey-and-portal.md#plans).
  (t) => [check("early_bird_counter_single_row", sql`${t.id} = 1`)],
);

// Billing (docs/product/vendor-journey-and-portal.md#checkout). Plan ids, providers and statuses are closed lists, checked by the database too.

/**
 * One checkout per attempt to buy a plan; `id` is the provider's session id (Stripe `cs_…`, or the test-mode
 * provider's own). An early-bird checkout holds one spot while open (`early_bird_reserved`); the spot is
 * confirmed on completion and released when the session expires or is cancelled. `used_by_user_id` is set
 * when an account is created from the paid checkout, so one checkout makes at most one account.
 * An early-bird hold is first written as `pending` (id `pending_…`) before the provider is asked, so the
 * per-browser and per-address limits count it; it becomes `open` under the provider's id (decision 014).
 * `holder_key` (the browser's holder cookie) and `holder_address` (the client's rate-limit address) are kept
 * only while the hold is live.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    plan: text("plan").notNull(),
    status: text("status").notNull().default("open"),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    customerEmail: text("customer_email"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    earlyBirdReserved: boolean("early_bird_reserved").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    usedByUserId: text("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Where the buyer pays, so a browser starting again is sent back to its open checkout. */
    checkoutUrl: text("checkout_url"),
    holderKey: text("holder_key"),
    holderAddress: text("holder_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("checkout_sessions_provider_check", sql`${t.provider} in ('stripe', 'test')`),
    check("checkout_sessions_plan_check", sql`${t.plan} in ('early_bird', 'showcase', 'featured')`),
    check(
      "checkout_sessions_status_check",
      sql`${t.status} in ('pending', 'open', 'complete', 'expired', 'cancelled')`,
    ),
    check("checkout_sessions_amount_check", sql`${t.amountPence} >= 0`),
    // Early-bird spots held by checkouts: counted against the limit while open or complete.
    index("checkout_sessions_early_bird_idx").on(t.status).where(sql`${t.earlyBirdReserved}`),
    // Open and pending sessions past their expiry are released by a sweep.
    index("checkout_sessions_live_expiry_idx").on(t.expiresAt).where(sql`${t.status} in ('pending', 'open')`),
    // Live early-bird holds per browser and per client address (decision 014).
    index("checkout_sessions_holder_idx").on(t.holderKey).where(sql`${t.status} in ('pending', 'open')`),
    index("checkout_sessions_holder_address_idx").on(t.holderAddress).where(sql`${t.status} in ('pending', 'open')`),
    uniqueIndex("checkout_sessions_used_by_key").on(t.usedByUserId),
  ],
);

/**
 * A paid plan as the provider reports it. `last_event_at` is the provider time of the newest event applied,
 * so a webhook delivered out of order cannot overwrite a newer state. Kept when the account is deleted
 * (financial records, docs/product/public-area.md#trust-pages).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    checkoutSessionId: text("checkout_session_id").references(() => checkoutSessions.id, { onDelete: "set null" }),
    plan: text("plan").notNull(),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    // The vendor asked to stop at the end of the paid period (Stripe's `cancel_at_period_end`).
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_subscription_key").on(t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_vendor_idx").on(t.vendorId),
    check("subscriptions_plan_check", sql`${t.plan} in ('early_bird', 'showcase', 'featured')`),
    check("subscriptions_provider_check", sql`${t.provider} in ('stripe', 'test')`),
    // Stripe's subscription statuses; the test-mode provider uses the same words.
    check(
      "subscriptions_status_check",
      sql`${t.status} in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')`,
    ),
  ],
);

/** Provider events already received: a replayed event id is recognised and changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});
export * from "~/db/schema-mail-preferences";
