import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/admin-listings";
import { ListingActionToasts, ListingFilterNav, ListingPagination, ListingReviewTable } from "~/components/admin/listing-review-table";
import { ErrorAlert } from "~/components/ui/alert";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireAdmin, type SignedInAdmin } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import {
  LISTING_FAILURE_TITLES,
  LISTING_MESSAGES,
  listingActionSchema,
  parseListingQuery,
  type ListingAction,
  type ListingToast,
} from "~/modules/admin/listing-review";
import {
  approveListing,
  deleteListing,
  listReviewQueue,
  resendListingVerification,
  setListingFeatured,
  setListingVerified,
} from "~/modules/admin/listing-review.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";

// The Business Listings tab (docs/product/admin.md#listing-review): the review queue of vendor-submitted
// listings with Approve, the featured and verified toggles, Resend verification and Delete on each row.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Business Listings | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const queue = await listReviewQueue(getDatabase(), parseListingQuery(new URL(request.url).searchParams));
    return data({ queue }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * One row action per post (`intent`, `listingId`), admins only: answers `{ ok, intent, listingId, toast }`, or the
 * one failure shape whose message the row shows under the spec's title ('Failed to update business listing'…).
 */
export async function action({ request }: Route.ActionArgs) {
  let values = { intent: "", listingId: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    values = { intent: textField(formData, "intent"), listingId: textField(formData, "listingId") };
    const parsed = listingActionSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    const toast = await runListingAction(admin, parsed.data);
    return data({ ok: true as const, intent: parsed.data.intent, listingId: parsed.data.listingId, toast }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const parsedIntent = listingActionSchema.shape.intent.safeParse(values.intent);
    const title = parsedIntent.success ? LISTING_FAILURE_TITLES[parsedIntent.data] : LISTING_MESSAGES.updateFailed;
    return formFailure(error, values, { log: "A business listing action failed", message: { title, message: LISTING_MESSAGES.tryAgain } });
  }
}

async function runListingAction(admin: SignedInAdmin, { intent, listingId }: ListingAction): Promise<ListingToast> {
  const db = getDatabase();
  switch (intent) {
    case "approve": {
      const config = getConfig();
      const outcome = await approveListing({ db, sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail }, admin, listingId);
      if (!outcome.approved) return { title: "Listing already live", description: "Nothing changed.", variant: "success" };
      const description = outcome.mailed
        ? "It now appears in search and on its category page, and the email to the vendor is on its way."
        : "It now appears in search and on its category page, but the email to the vendor could not be sent.";
      return { title: "Listing approved", description, variant: "success" };
    }
    case "feature":
    case "unfeature":
      await setListingFeatured(db, admin, listingId, intent === "feature");
      return { title: "Business listing updated", description: intent === "feature" ? "Marked as featured." : "No longer featured.", variant: "success" };
    case "verify":
    case "unverify":
      await setListingVerified(db, admin, listingId, intent === "verify");
      return { title: "Business listing updated", description: intent === "verify" ? "Marked as verified." : "Marked as unverified.", variant: "success" };
    case "resend-verification": {
      const to = await resendListingVerification({ db, auth: getAuth() }, admin, listingId);
      return { title: LISTING_MESSAGES.verificationSent, description: `Sent to ${to}.`, variant: "success" };
    }
    case "delete": {
      const name = await deleteListing(db, admin, listingId);
      return { title: "Business listing deleted", description: `${name} has been deleted.`, variant: "success" };
    }
  }
}

export default function AdminListingsPage({ loaderData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <section aria-labelledby="listings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="listings-heading" className="text-2xl font-semibold text-brand-800">
            Business Listings
          </h2>
          <p className="mt-1 text-sm text-muted">Listings submitted by vendors, newest first. Approve a listing to make it visible to couples.</p>
        </div>
        <ListingFilterNav filter={queue.filter} counts={queue.counts} />
      </div>
      <ListingReviewTable listings={queue.listings} filter={queue.filter} />
      <ListingPagination filter={queue.filter} page={queue.page} pageCount={queue.pageCount} />
      <ListingActionToasts listingIds={queue.listings.map((listing) => listing.id)} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : LISTING_MESSAGES.tryAgain;
  return (
    <ErrorAlert>
      <strong>{LISTING_MESSAGES.fetchFailed}.</strong> {reason}
    </ErrorAlert>
  );
}
