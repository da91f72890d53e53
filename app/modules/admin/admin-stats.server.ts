import { count, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";

/** The admin dashboard's stat cards (docs/product/admin.md#dashboard). */
export type AdminStats = {
  totalVendors: number;
  activeVendors: number;
  featuredVendors: number;
  /** Listings vendors submitted through onboarding (they have an owning account). */
  totalBusinessListings: number;
  /** Of those, the verified ones. */
  verifiedListings: number;
};

/**
 * The counts behind the stat cards, in one query (docs/product/admin.md#dashboard: Total Vendors, Active Vendors with percent of total,
 * Featured, Business Listings, Verified with percent). Input: database. Output: {@link AdminStats}.
 */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const listing = isNotNull(vendors.ownerUserId);
  const [row] = await db
    .select({
      totalVendors: count(),
      activeVendors: sql<number>`count(*) filter (where ${vendors.isActive})::int`,
      featuredVendors: sql<number>`count(*) filter (where ${vendors.isFeatured})::int`,
      totalBusinessListings: sql<number>`count(*) filter (where ${listing})::int`,
      verifiedListings: sql<number>`count(*) filter (where ${listing} and ${vendors.isVerified})::int`,
    })
    .from(vendors);
  return row ?? { totalVendors: 0, activeVendors: 0, featuredVendors: 0, totalBusinessListings: 0, verifiedListings: 0 };
}
