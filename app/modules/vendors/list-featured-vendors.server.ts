import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { selectVendorCardRows, toVendorCards } from "./vendor-cards.server";
import type { VendorCard } from "./vendor-types";

/** Number of featured vendors on the home page (spec: public-area §9). */
export const FEATURED_VENDOR_LIMIT = 4;

/**
 * Featured, active vendors for the home page, oldest listing first so the choice is stable.
 * Input: database, optional limit (default 4). Output: {@link VendorCard}[] (may be empty).
 * Spec: public-area §2 (Home, featured vendors), §7 ("Featured vendors").
 */
export async function listFeaturedVendors(db: Database, limit = FEATURED_VENDOR_LIMIT): Promise<VendorCard[]> {
  const rows = await selectVendorCardRows(db, {
    where: eq(vendors.isFeatured, true),
    orderBy: [asc(vendors.id)],
    limit,
  });
  return toVendorCards(db, rows);
}
