import { lazy, Suspense, useState } from "react";
import { data, Link, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/vendor";
import { CategoryIcon } from "~/components/category-icon";
import { EnquiryForm, type EnquiryResult } from "~/components/enquiry-form";
import { Icon } from "~/components/icon";
import { ReplyRecord } from "~/components/reply-record";
import { ShortlistButton } from "~/components/shortlist-button";
import { StatusLayout, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { lazyOnClient } from "~/lib/lazy-on-client";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LightTabs, LightTabsContent, LightTabsList, LightTabsTrigger } from "~/components/ui/light-tabs";
import { VendorContactCard } from "~/components/vendor-contact-card";
import { VendorGallery } from "~/components/vendor-gallery";
import { VendorImage, VendorPlaceholder } from "~/components/vendor-image";
import { VendorDatesAvailability, VendorPackages } from "~/components/vendor-packages";
import { VendorReviews } from "~/components/vendor-reviews";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { ADMIN_ROLE, COUPLE_ROLE } from "~/modules/accounts/auth.server";
import { availabilityOnDays } from "~/modules/availability/availability-on-days.server";
import { availabilityLines, coupleDatesOf } from "~/modules/availability/couple-dates";
import { ENQUIRY_MESSAGES, enquiryDefaultsFrom, enquiryFormValues, eventDateRange } from "~/modules/enquiries/enquiry-form";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { sendEnquiry } from "~/modules/enquiries/send-enquiry.server";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import { hasSessionCookie } from "~/modules/site/no-store-pages";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { mapSettingsFor } from "~/modules/maps/map-settings.server";
import { recordProfileView } from "~/modules/listing-stats/record-listing-activity.server";
import { vendorJsonLd } from "~/modules/reviews/vendor-json-ld";
import { breadcrumbJsonLd, jsonLdMeta } from "~/modules/seo/json-ld";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";
import { visibleReviewsSql } from "~/modules/reviews/vendor-reviews.server";
import { getPublicVendorWith, parseVendorId } from "~/modules/vendors/get-public-vendor.server";
import { getVendorForPreview, PREVIEW_MESSAGES } from "~/modules/vendors/preview-vendor.server";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";
import { ADD_PHOTOS_PATH } from "~/modules/vendor-portal/dashboard-anchors";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// The Location tab's address, map and directions load when the tab is first opened (decision 076): its panel is only
// mounted then, and most visitors never open it.
const VendorLocation = lazyOnClient(() => import("~/components/map/vendor-location").then((module) => module.VendorLocation));

// The photo viewer (Radix Dialog) is fetched when a photo is first opened, not with the page (decision 039).
const Lightbox = lazy(() => import("~/components/lightbox").then((module) => ({ default: module.Lightbox })));

// The preview answers `private, no-store`, a refused enquiry `Retry-After`: both reach the document this way.
export const headers = forwardHeaders;

/**
 * The public vendor page (docs/product/public-area.md#vendor-page), or, for an inactive listing, its owner's or an admin's preview
 * (docs/product/vendor-journey-and-portal.md#preview). Everyone else gets the same 404 as for an unknown id. Public views are counted (crawlers left out);
 * previews are not, and are never cached. With the couple's dates from search (`?dates=2027-08-12,2027-08-14`, decision
 * 068) it says whether the vendor is free on each; the page stays cacheable, its address naming the dates.
 * The owner of a listing without photos, signed in, is shown where to add them (`addPhotosPath`, decision 071): a
 * signed-in browser's page is never cached (decision 036), so the public page others see is unchanged.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseVendorId(params.id);
  if (id === undefined) throw new Response("Vendor not found", { status: 404 });
  const db = getDatabase();
  const days = coupleDatesOf(new URL(request.url).searchParams, ukDay(now()));
  // The lines are written here, so the page carries no date code (decision 039).
  const datesOf = async (vendorId: number) => {
    const states = (await availabilityOnDays(db, [vendorId], days)).get(vendorId) ?? [];
    return { days: states, lines: availabilityLines(states) };
  };
  const enquiryDates = eventDateRange();
  const user = hasSessionCookie(request.headers.get("cookie")) ? await getSignedInUser(request) : undefined;
  // The form's starting values from the planner's link (decision 083); a signed-in couple's own email too, which a
  // signed-in browser's page, never cached (decision 036), may carry.
  const enquiryDefaults = { ...enquiryDefaultsFrom(new URL(request.url).searchParams), ...(user?.role === COUPLE_ROLE ? { email: user.email } : {}) };
  // The Location tab's map settings (decision 037).
  const map = mapSettingsFor(getConfig());
  try {
    try {
      // The listing and its reviews in one statement, and the dates beside it, by the address's id: under load every
      // round trip waits for a turn of a busy event loop besides its own (docs/benchmarks.md, "Uncached pages: the
      // eighth round" and "the seventeenth round"). A vendor that is not shown throws, and the dates are dropped.
      const [{ vendor, along: reviews }, dates] = await Promise.all([getPublicVendorWith(db, id, "public_vendor_page", visibleReviewsSql), datesOf(id)]);
      await recordProfileView(db, vendor.id, request);
      const owner = vendor.images.length === 0 ? user : null;
      const ownsIt = owner ? (await getOwnListingId(db, owner.id)) === vendor.id : false;
      // Built here rather than in `meta`, so its category types and hours stay out of the page's script (decision 072).
      const jsonLd = vendorJsonLd(vendor, getConfig().publicUrl);
      return {
        vendor,
        preview: null,
        addPhotosPath: ownsIt ? ADD_PHOTOS_PATH : null,
        enquiryDates,
        enquiryDefaults,
        map,
        reviews,
        dates,
        jsonLd,
      };
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found") || !hasSessionCookie(request.headers.get("cookie"))) throw error;
      if (!user) throw error;
      const isAdmin = user.role === ADMIN_ROLE;
      const { vendor, state } = await getVendorForPreview(db, id, { userId: user.id, isAdmin });
      // Anyone but an admin previewing is the owner; an admin adds photos from the admin editor, not the dashboard.
      const addPhotosPath = vendor.images.length === 0 && !isAdmin ? ADD_PHOTOS_PATH : null;
      return data(
        { vendor, preview: { state, message: PREVIEW_MESSAGES[state] }, addPhotosPath, enquiryDates, enquiryDefaults, map, reviews: [], dates: await datesOf(vendor.id) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    }
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * A couple's enquiry (docs/product/public-area.md#enquiries): same-origin check first, then {@link sendEnquiry}. An unknown or inactive
 * vendor answers 404 (the error page); a refused form comes back with what was typed (429 with Retry-After
 * when rate-limited); success answers `{ sent: true, email }`.
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values = enquiryFormValues(new FormData());
  try {
    requireSameOrigin(request);
    const vendorId = parseVendorId(params.id);
    if (vendorId === undefined) throw new AppError("not_found", "Vendor not found");
    const formData = await request.formData();
    values = enquiryFormValues(formData);
    // The conversation's mail dependencies, reply domain included (decision 058).
    return await sendEnquiry(notificationDepsFromConfig(), { vendorId, formData, ip: clientIp(request) });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throwRouteError(error);
    return formFailure(error, values, { log: "An enquiry could not be sent", message: { message: ENQUIRY_MESSAGES.unexpected } });
  }
}

/** An enquiry changes nothing the page shows; reloading the page data after it would count a second view. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: "Vendor Not Found | Shaadi Vendors UK" }];
  const { vendor } = data;
  const origin = originFrom(matches);
  const path = `/vendor/${vendor.id}`;
  const place = vendor.city ?? vendor.location;
  return [
    ...pageMeta({
      title: `${vendor.name} – ${vendor.category.name}${place ? ` in ${place}` : ""} | Shaadi Vendors UK`,
      // A short or missing description is led by who and where, so every vendor's snippet says something useful.
      description:
        vendor.description.length >= 120
          ? vendor.description
          : `${vendor.name}: ${vendor.category.name}${place ? ` in ${place}` : ""} on Shaadi Vendors UK. ${vendor.description}`,
      origin,
      path,
      image: vendor.images[0]?.url,
      type: "profile",
    }),
    // LocalBusiness first: it is the page's main entity. A preview is never indexed nor described to crawlers.
    ...(data.preview
      ? [{ name: "robots", content: "noindex" }]
      : [
          ...("jsonLd" in data ? [jsonLdMeta(data.jsonLd)] : []),
          jsonLdMeta(
            breadcrumbJsonLd(origin, [
              { name: "Home", path: "/" },
              { name: vendor.category.name, path: `/category/${vendor.category.slug}` },
              { name: vendor.name, path },
            ]),
          ),
        ]),
  ];
}

export default function VendorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, preview, enquiryDates, enquiryDefaults } = loaderData;
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  // Once opened, the viewer stays mounted, so closing it gives focus back to the photo as before.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (lightboxIndex !== null && !lightboxWanted) setLightboxWanted(true);
  const address = [vendor.address, vendor.city, vendor.postcode].filter(Boolean).join(", ");
  // Without photos the page is compact (decision 071): no empty hero, the category's artwork small beside the name.
  const hasPhotos = vendor.images.length > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
      {preview ? (
        <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl bg-gold-100 p-4 text-sm font-medium text-ink ring-1 ring-gold-400">
          <Icon name="eye" className="mt-0.5 size-4 shrink-0 text-gold-700" />
          <p>{preview.message}</p>
        </div>
      ) : null}
      <Link
        to={`/category/${vendor.category.slug}`}
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" /> All {vendor.category.name}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-6">
          {hasPhotos ? <VendorGallery images={vendor.images} vendorName={vendor.name} onOpen={setLightboxIndex} /> : null}
          <header className="space-y-3">
            <div className={hasPhotos ? "space-y-3" : "flex items-center gap-4"}>
              {hasPhotos ? null : (
                <div className="size-20 shrink-0 overflow-hidden rounded-2xl ring-1 ring-brand-100 sm:size-24" data-testid="vendor-placeholder">
                  <VendorPlaceholder vendorName={vendor.name} categorySlug={vendor.category.slug} />
                </div>
              )}
              <div className="min-w-0 space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge>
                    <CategoryIcon icon={vendor.category.icon} className="size-3" /> {vendor.category.name}
                  </Badge>
                  {vendor.isFeatured ? <Badge variant="gold">Featured</Badge> : null}
                </div>
                <h1 className="break-words text-3xl font-bold text-brand-800 md:text-4xl">{vendor.name}</h1>
              </div>
            </div>
            {loaderData.addPhotosPath ? (
              <Link
                to={loaderData.addPhotosPath}
                className="inline-flex items-center gap-2 rounded-full bg-gold-100 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-gold-400 hover:bg-gold-300"
              >
                <Icon name="images" className="size-4" /> Add photos to your listing
              </Link>
            ) : null}
            {vendor.location ? (
              <p className="flex items-center gap-1 text-muted">
                <Icon name="map-pin" className="size-4" /> {vendor.location}
              </p>
            ) : null}
            {vendor.fromPriceLabel ? (
              <p className="flex items-center gap-1 text-lg font-semibold text-gold-700" data-testid="from-price">
                <Icon name="tag" className="size-4" /> {vendor.fromPriceLabel}
              </p>
            ) : null}
            <VendorDatesAvailability lines={loaderData.dates.lines} />
            {vendor.replies ? (
              <div className="flex items-center gap-1 text-muted">
                <Icon name="clock" className="size-4 shrink-0" />
                <ReplyRecord record={vendor.replies} className="text-base" />
              </div>
            ) : null}
            {/* docs/product/vendor-journey-and-portal.md#preview: an inactive listing's preview cannot be saved. */}
            {preview ? null : <ShortlistButton vendorId={vendor.id} />}
          </header>

          <LightTabs defaultValue="overview">
            <LightTabsList aria-label="Vendor details">
              <LightTabsTrigger value="overview">Overview</LightTabsTrigger>
              <LightTabsTrigger value="location">Location</LightTabsTrigger>
              <LightTabsTrigger value="gallery">Gallery</LightTabsTrigger>
            </LightTabsList>
            <LightTabsContent value="overview" className="space-y-6">
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className="text-xl font-bold">
                  About
                </h2>
                <p className="mt-2 whitespace-pre-line leading-relaxed text-ink">{vendor.description}</p>
              </section>
              <VendorPackages packages={vendor.packages} />
              {vendor.features.length > 0 ? (
                <section aria-labelledby="features-heading">
                  <h2 id="features-heading" className="text-xl font-bold">
                    Features
                  </h2>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {vendor.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2 text-sm">
                        <span className="size-2 rounded-full bg-gold-400" aria-hidden="true" /> {feature}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {vendor.serviceTags.length > 0 ? (
                <section aria-labelledby="services-heading">
                  <h2 id="services-heading" className="text-xl font-bold">
                    Services
                  </h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {vendor.serviceTags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="feature">
                          <Icon name="tag" className="size-3" /> {tag}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </LightTabsContent>
            <LightTabsContent value="location" className="space-y-4">
              <Suspense fallback={<p className="text-muted">Loading the location…</p>}>
                <VendorLocation vendor={vendor} address={address} settings={loaderData.map} />
              </Suspense>
            </LightTabsContent>
            <LightTabsContent value="gallery">
              <h2 className="sr-only">Gallery</h2>
              {vendor.images.length === 0 ? (
                <p className="text-muted">This vendor has not added photos yet.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                  {vendor.images.map((image, index) => (
                    <li key={`${image.url}-${index}`}>
                      <button
                        type="button"
                        className="block aspect-[3/2] w-full overflow-hidden rounded-2xl bg-brand-50"
                        onClick={() => setLightboxIndex(index)}
                        aria-label={`Open photo ${index + 1} of ${vendor.images.length}`}
                      >
                        <VendorImage image={image} vendorName={vendor.name} slot="gallery" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </LightTabsContent>
          </LightTabs>
          <VendorReviews vendorName={vendor.name} reviews={loaderData.reviews} rating={vendor.rating} />
        </div>
        <div className="space-y-6">
          <VendorContactCard vendor={vendor} />
          <EnquiryForm
            vendorName={vendor.name}
            result={actionData as EnquiryResult | undefined}
            dates={enquiryDates}
            defaults={enquiryDefaults}
            preview={Boolean(preview)}
          />
        </div>
      </div>
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <Lightbox images={vendor.images} vendorName={vendor.name} index={lightboxIndex} onIndexChange={setLightboxIndex} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout title="Vendor Not Found" message="The vendor you are looking for does not exist.">
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
