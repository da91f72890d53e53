import { count, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import {
  categories,
  EARLY_BIRD_TOTAL_SPOTS,
  earlyBirdCounter,
  reviews,
  vendorBlockedDates,
  vendorFeatures,
  vendorImages,
  vendors,
} from "~/db/schema";
import { buildDemoBlockedDays } from "~/modules/demo-catalogue/demo-availability";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { buildDemoConversations } from "~/modules/demo-catalogue/demo-conversations";
import { buildDemoReviews } from "~/modules/demo-catalogue/demo-reviews";
import type { DemoCatalogue } from "~/modules/demo-catalogue/demo-types";
import { insertDemoConversations } from "~/modules/demo-catalogue/insert-demo-conversations.server";
import { checkedDemoPackage } from "~/modules/demo-catalogue/demo-packages";
import { insertRows } from "~/modules/demo-catalogue/insert-rows.server";
import { insertDemoListingStats } from "~/modules/demo-catalogue/demo-listing-stats.server";
import { addPackagesOfNewVendors } from "~/modules/packages/packages.server";
import { refreshResponseStats } from "~/modules/response-times/response-stats.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { insertVendors, prepareVendor } from "~/modules/vendors/write-vendor.server";
import { forgetCategories } from "~/modules/categories/categories.server";

// Any constant works if every app instance uses it and it differs from MIGRATION_LOCK_KEY (migrate.server.ts).
const SEED_LOCK_KEY = 7_241_906;


export type SeedCounts = {
  categories: number;
  vendors: number;
  features: number;
  images: number;
  packages: number;
  blockedDays: number;
  reviews: number;
  enquiries: number;
  messages: number;
};

/**
 * Creates the single early-bird counter row (id 1, EARLY_BIRD_TOTAL_SPOTS = 298 spots) unless it exists; never
 * resets a live count.
 * Input: a database or transaction. Output: resolves when the row exists. Throws the driver's error.
 */
export async function ensureEarlyBirdCounter(db: Executor): Promise<void> {
  await db.insert(earlyBirdCounter).values({ id: 1, remainingSpots: EARLY_BIRD_TOTAL_SPOTS }).onConflictDoNothing();
}

/**
 * Seeds the demo catalogue (17 categories, ~710 vendors with features, images and, for three in four, packages;
 * summer weekends some of them have blocked in the next two years, decision 068; demo reviews of ~45 of them on
 * demo enquiries, decision 029; enquiries of the last 90 days with their conversations, quotes, bookings and
 * reports, decision 015) and the early-bird
 * counter in one transaction, so a crash never leaves half a catalogue; then works out the vendors' reply records
 * (docs/product/couples-tools.md#response-times), so demo pages show 'Usually replies within …' at once. With `onlyIfEmpty` (default
 * true) nothing is written when the categories table already has rows: start-up calls this on every
 * boot. An advisory lock stops two instances starting together from both seeding.
 * Input: a {@link Database}. Output: `{ seeded, vendors }`, the number of vendors inserted (0 when skipped).
 * Throws the driver's error (the transaction is rolled back), e.g. when categories exist and
 * `onlyIfEmpty` is false, because category slugs are unique.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<{ seeded: boolean; vendors: number }> {
  const onlyIfEmpty = options.onlyIfEmpty ?? true;
  const at = now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (onlyIfEmpty) {
      const [row] = await tx.select({ total: count() }).from(categories);
      if ((row?.total ?? 0) > 0) return { seeded: false, vendors: 0 };
    }
    // Built only once the database is known to need it: every boot calls this, and building loads the gazetteer.
    const counts = await insertCatalogue(tx, buildDemoCatalogue(), at);
    await ensureEarlyBirdCounter(tx);
    return { seeded: true, vendors: counts.vendors };
  });
  if (result.seeded) await refreshResponseStats(db, at);
  return result;
}

/**
 * Replaces the whole catalogue with the demo one (`npm run db:seed`): deletes every vendor (their
 * features and images go with them) and every category, then inserts the demo rows, all in one
 * transaction, and then works out the vendors' reply records. Vendors added through the app are deleted too;
 * that is the point of an explicit reseed.
 * Input: a {@link Database}. Output: counts of inserted rows.
 * Throws the driver's error and rolls back, e.g. if another table still references a vendor.
 */
export async function replaceDemoCatalogue(db: Database): Promise<SeedCounts> {
  const catalogue = buildDemoCatalogue();
  const at = now();
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx.delete(vendors);
    await tx.delete(categories);
    // All four tables are empty now, so restarting their ids is safe and gives the ids a fresh install
    // would have: vendor n of the catalogue is /vendor/n again.
    for (const table of ["categories", "vendors", "vendor_features", "vendor_images", "vendor_packages"]) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
    }
    const inserted = await insertCatalogue(tx, catalogue, at);
    await ensureEarlyBirdCounter(tx);
    return inserted;
  });
  await refreshResponseStats(db, at);
  forgetCategories(db);
  return counts;
}

async function insertCatalogue(tx: Executor, catalogue: DemoCatalogue, at: Date): Promise<SeedCounts> {
  const categoryRows = await tx
    .insert(categories)
    .values(catalogue.categories)
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  // Through the write path like every vendor (decision 053), with the coordinates the catalogue chose for each town.
  // Names are unique in the catalogue, so ids are matched by name rather than trusting RETURNING order.
  const prepared = catalogue.vendors.map(({ categorySlug, latitude, longitude, createdAt, updatedAt, ...vendor }) => {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined) throw new Error(`Demo vendor ${vendor.name} has no category ${categorySlug}`);
    return prepareVendor({ ...vendor, categoryId }, { latitude, longitude }, { createdAt, updatedAt });
  });
  const vendorIds = new Map((await insertVendors(tx, prepared)).map((row) => [row.name, row.id]));

  const featureRows = catalogue.vendors.flatMap((vendor) =>
    vendor.features.map((feature, sortOrder) => ({
      vendorId: vendorIds.get(vendor.name) as number,
      feature,
      sortOrder,
    })),
  );
  await insertRows(tx, vendorFeatures, featureRows);

  const imageRows = catalogue.vendors.flatMap((vendor) =>
    vendor.images.map((image, sortOrder) => ({
      vendorId: vendorIds.get(vendor.name) as number,
      imageUrl: image.url,
      altText: image.alt,
      isPrimary: image.isPrimary,
      sortOrder,
    })),
  );
  await insertRows(tx, vendorImages, imageRows);

  // Through the packages module's writer for vendors created in this transaction (decision 069), every value checked
  // by its rules first (decision 068); the 'From' price on each vendor follows by trigger.
  const packageLists = catalogue.vendors
    .filter((vendor) => vendor.packages.length > 0)
    .map((vendor) => ({ vendorId: vendorIds.get(vendor.name) as number, packages: vendor.packages.map(checkedDemoPackage) }));
  await addPackagesOfNewVendors(tx, packageLists);

  // Days blocked by hand; the days of the demo bookings below are made unavailable by the bookings' trigger.
  const blockedRows = buildDemoBlockedDays(catalogue.vendors, ukDay(at)).map(({ vendorName, day }) => ({
    vendorId: vendorIds.get(vendorName) as number,
    day,
    source: "manual",
  }));
  await insertRows(tx, vendorBlockedDates, blockedRows);

  const { reviews: reviewCount, enquiries: enquiryCount, messages } = await insertDemoEnquiries(tx, catalogue, vendorIds, at);
  // After the enquiries: each day's views follow that day's enquiries.
  await insertDemoListingStats(tx, vendorIds, at);
  return {
    categories: categoryRows.length,
    vendors: vendorIds.size,
    features: featureRows.length,
    images: imageRows.length,
    packages: packageLists.reduce((sum, list) => sum + list.packages.length, 0),
    blockedDays: blockedRows.length,
    reviews: reviewCount,
    enquiries: enquiryCount,
    messages,
  };
}

/**
 * The demo enquiries with their conversations (demo-conversations.ts), dated back from the app clock, then the demo
 * reviews (demo-reviews.ts), each on its own demo enquiry to the vendor, stored with `is_demo = true`.
 * Output: how many reviews, enquiries and messages were inserted.
 */
async function insertDemoEnquiries(
  tx: Executor,
  catalogue: DemoCatalogue,
  vendorIds: Map<string, number>,
  at: Date,
): Promise<{ reviews: number; enquiries: number; messages: number }> {
  const reviewed = buildDemoReviews(catalogue.vendors, at);
  const { threads } = buildDemoConversations(catalogue.vendors, reviewed, at);
  const { enquiryIds, messages } = await insertDemoConversations(tx, threads, vendorIds);
  // The reviews' threads come first, in the reviews' order.
  if (reviewed.length > 0) {
    await tx.insert(reviews).values(
      reviewed.map((entry, index) => ({
        enquiryId: enquiryIds[index]!,
        vendorId: vendorIds.get(entry.vendorName)!,
        status: "visible",
        isDemo: true,
        ...entry.review,
      })),
    );
  }
  return { reviews: reviewed.length, enquiries: threads.length, messages };
}
