import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { findVendorDetail } from "~/modules/vendors/get-public-vendor.server";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

/** Why a previewed listing is not public: waiting for review, hidden since its subscription ended, or it is live. */
export type PreviewState = "under_review" | "subscription_ended" | "active";

export type VendorPreview = { vendor: VendorDetail; state: PreviewState };

/**
 * The vendor page as its owner (or an admin) sees it before it is public (docs/product/vendor-journey-and-portal.md#preview: "the owner (and
 * later an admin) sees /vendor/{id} of its own listing while it is inactive").
 * Input: database, vendor id (from the URL), the viewer `{ userId, isAdmin }` taken from the session.
 * Output: {@link VendorPreview}: the page data, active or not, and why it is hidden.
 * Throws AppError `not_found` (404, the same answer as for an unknown id) when the listing does not exist or the
 * viewer neither owns it (`vendors.owner_user_id`) nor is an admin.
 */
export async function getVendorForPreview(db: Database, id: number, viewer: { userId: string; isAdmin: boolean }): Promise<VendorPreview> {
  const mayPreview: SQL | undefined = viewer.isAdmin ? undefined : eq(vendors.ownerUserId, viewer.userId);
  const [status] = await db
    .select({ isActive: vendors.isActive, lapsedAt: vendors.subscriptionLapsedAt })
    .from(vendors)
    .where(and(mayPreview, eq(vendors.id, id)))
    .limit(1);
  const vendor = status ? await findVendorDetail(db, id, mayPreview) : undefined;
  if (!status || !vendor) throw new AppError("not_found", "Vendor not found");
  const state: PreviewState = status.isActive ? "active" : status.lapsedAt ? "subscription_ended" : "under_review";
  return { vendor, state };
}

/** The preview banner's text per state (docs/product/vendor-journey-and-portal.md#preview: it contains 'Preview' and says couples cannot see it yet). */
export const PREVIEW_MESSAGES: Record<PreviewState, string> = {
  under_review: "Preview — this listing is not yet visible to couples. It goes live once our team has reviewed it.",
  subscription_ended:
    "Preview — this listing is not visible to couples because its subscription has ended. Renewing the subscription brings it back.",
  active: "Preview — this is the listing as couples see it.",
};
