import { Save } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/vendor-dashboard";
import { BookingsCard } from "~/components/portal/bookings-card";
import { BusinessInformationCard, ContactDetailsCard } from "~/components/portal/listing-details-cards";
import { GalleryCard } from "~/components/portal/gallery-card";
import { ListingStatsCard } from "~/components/portal/listing-stats-card";
import { ListingStatusCard } from "~/components/portal/listing-status-card";
import { LogoCard } from "~/components/portal/logo-card";
import { PackagesCard } from "~/components/portal/packages-card";
import { ServiceTagsCard } from "~/components/portal/service-tags-card";
import { SubscriptionCard } from "~/components/portal/subscription-card";
import { VerificationNotice } from "~/components/portal/verification-notice";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { signOut } from "~/modules/accounts/sign-in.server";
import { isBillingFailure } from "~/modules/billing/subscription-rules";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { packageFailure, packageSuccess } from "~/modules/packages/package-answers.server";
import { packageChangeOf, type PackageActionData, type PackageChange } from "~/modules/packages/package-form";
import { LISTING_MESSAGES, listingFormValues, storedListingFormValues, type ListingFormValues } from "~/modules/vendor-portal/listing-form";
import { changeOwnPackages } from "~/modules/vendor-portal/own-packages.server";
import { resendVerificationEmail } from "~/modules/vendor-portal/resend-verification.server";
import { updateOwnListing } from "~/modules/vendor-portal/update-own-listing.server";
import { getVendorDashboard } from "~/modules/vendor-portal/vendor-dashboard.server";
import { logError } from "~/modules/logging/logger.server";

// The vendor dashboard (docs/product/vendor-journey-and-portal.md#portal). The portal layout (vendor-portal.tsx) frames it and shows
// 'No Business Listing Found' without a listing; this page holds the cards and 'Save Changes'.

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVendor(request);
  try {
    const dashboard = await getVendorDashboard(getDatabase(), user.id);
    return data(
      { account: { email: user.email, emailVerified: user.emailVerified }, dashboard: dashboard ?? null, billingFailed: isBillingFailure(request.url) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    throwRouteError(error);
  }
}

const SAVE_FAILED = { log: "The listing could not be saved", message: { message: LISTING_MESSAGES.saveFailed } };

/**
 * One action, each intent on the session's own listing and account: `sign-out` (docs/product/vendor-journey-and-portal.md#portal: returns to /),
 * `resend-verification` (answers a toast), the Packages card's `add-package`, `save-package` and `delete-package`
 * (docs/product/vendor-journey-and-portal.md#packages: a toast, or the refused package form with its typed values),
 * and saving the listing form (answers the 'Changes saved!' toast, or the one failure shape with the typed values and
 * 'Failed to save changes. Please try again.').
 */
export async function action({ request }: Route.ActionArgs) {
  let values = listingFormValues(new FormData());
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    const intent = formData.get("intent");
    if (intent === "sign-out") return redirect("/", { headers: await signOut(getAuth(), request) });
    const user = await requirePortalVendor(request);
    if (intent === "resend-verification") return await resendVerification(request, user);
    const change = packageChangeOf(formData);
    if (change) return await changePackages(user.id, change);
    values = listingFormValues(formData);
    await updateOwnListing(getDatabase(), user.id, values);
    return data({ saved: true as const, toast: { title: LISTING_MESSAGES.saved } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, SAVE_FAILED);
  }
}

async function changePackages(userId: string, change: PackageChange) {
  try {
    return packageSuccess((await changeOwnPackages(getDatabase(), userId, change)).intent);
  } catch (error) {
    return packageFailure(error, change);
  }
}

async function resendVerification(request: Request, user: { id: string; email: string; emailVerified: boolean }) {
  try {
    await resendVerificationEmail({ db: getDatabase(), auth: getAuth() }, user, request.headers);
    return data({ toast: { title: LISTING_MESSAGES.verificationSent } });
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) logError("The verification email could not be resent", error);
    const description = known ? error.message : LISTING_MESSAGES.verificationFailed;
    const headers: HeadersInit = known && error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    return data({ toast: { title: "Error", description, variant: "error" as const } }, { status: known ? error.status : 500, headers });
  }
}

export default function VendorDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, dashboard, billingFailed } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/vendor-dashboard";
  const packageAnswer = actionData && "card" in actionData ? (actionData as PackageActionData) : undefined;
  const failure = actionData && "formError" in actionData && !packageAnswer ? (actionData as FormFailure<ListingFormValues>) : undefined;
  useActionToast(
    failure
      ? { title: "Error", description: failure.formError.message, variant: "error" }
      : actionData && "saved" in actionData
        ? actionData.toast
        : undefined,
  );
  if (!dashboard) return null;
  const { listing, images, subscription, stats, bookings, packages } = dashboard;
  const values = failure?.values ?? storedListingFormValues(listing);
  const errors = failure?.fieldErrors ?? {};
  return (
    <div className="space-y-6">
      {account.emailVerified ? null : <VerificationNotice email={account.email} />}
      <ListingStatusCard listing={listing} />
      <ListingStatsCard stats={stats} />
      <BookingsCard bookings={bookings} />
      <Form method="post" className="space-y-6" aria-label="Your listing">
        <BusinessInformationCard values={values} errors={errors} categoryName={listing.category.name} />
        <ContactDetailsCard values={values} errors={errors} email={listing.email ?? account.email} />
        <ServiceTagsCard initialTags={values.tags} categoryTags={listing.category.serviceTags} error={errors.tags} />
        {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={saving}>
            <Save aria-hidden="true" /> {saving ? "Saving…" : "Save Changes"}
          </Button>
        </div>
      </Form>
      <PackagesCard card={packages} answer={packageAnswer} action="/vendor-dashboard" />
      <LogoCard logoUrl={images.logoUrl} />
      <GalleryCard images={images.gallery} />
      <SubscriptionCard subscription={subscription} billingFailed={billingFailed} />
    </div>
  );
}
