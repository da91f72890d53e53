import { redirect } from "react-router";
import { getDatabase, type Database } from "~/db/client.server";
import { requireVendor, type SignedInUser } from "~/modules/accounts/access.server";
import type { Auth } from "~/modules/accounts/auth.server";
import { getPendingErasure } from "~/modules/erasure/account-deletion.server";

/** The page that shows a pending deletion and its 'Restore my account' (docs/product/vendor-journey-and-portal.md#delete-account). */
export const RESTORE_ACCOUNT_PAGE = "/vendor-dashboard/delete-account";

/**
 * Access helper for the vendor portal: its pages and the resource routes that change the listing, its billing or
 * its calendar (docs/product/vendor-journey-and-portal.md#delete-account; docs/decisions/091-vendor-account-erasure.md).
 * While the account's deletion is pending the listing is off the site, so nothing in the portal answers until the
 * vendor restores it: every request is sent to the restore page, before any form is read or anything changes.
 * Input: the request (its session cookie); optionally the database and auth instance (default: the process's).
 * Output: the signed-in vendor ({@link SignedInUser}).
 * Throws: what `requireVendor` throws (a redirect to /vendor-auth, a 403 for another role); with a pending
 * deletion, a redirect to {@link RESTORE_ACCOUNT_PAGE}: 302 for a GET or HEAD, 303 for a post, so the browser
 * (or React Router's client, for a fetcher) follows it with a GET. Otherwise throws only when the database fails.
 */
export async function requirePortalVendor(request: Request, db: Database = getDatabase(), auth?: Auth): Promise<SignedInUser> {
  const vendor = await requireVendor(request, auth);
  if (await getPendingErasure(db, vendor.id)) {
    const reading = request.method === "GET" || request.method === "HEAD";
    throw redirect(RESTORE_ACCOUNT_PAGE, { status: reading ? 302 : 303, headers: { "Cache-Control": "no-store" } });
  }
  return vendor;
}
