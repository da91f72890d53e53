import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/shortlist-compare";
import { Icon } from "~/components/icon";
import { PackageLines } from "~/components/package-lines";
import { VendorDatesAvailability } from "~/components/vendor-packages";
import { ReplyRecord } from "~/components/reply-record";
import { VendorImage, VendorPlaceholder } from "~/components/vendor-image";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { getDatabase } from "~/db/client.server";
import { lastAvailabilityDay } from "~/modules/availability/availability-dates";
import { availabilityLines, coupleDatesOf, DATES_PARAM, datesParamValue, MAX_COUPLE_DATES, vendorPathWithDates } from "~/modules/availability/couple-dates";
import { parseVendorIds, QUOTE_VENDOR_FIELD } from "~/modules/enquiries/quote-request-form";
import { forwardHeaders } from "~/modules/http/route-headers";
import { shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { compareSelectionNotice, enquiryStatusText } from "~/modules/shortlist/shortlist-rules";
import { compareShortlisted } from "~/modules/shortlist/shortlist-views.server";
import { ratingSummaryLabel } from "~/modules/reviews/rating-format";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { priceRangeLabel } from "~/modules/vendors/vendor-format";

export const headers = forwardHeaders;

/**
 * Compare 2–4 shortlisted vendors side by side (docs/product/couples-tools.md#compare): `?vendor=1&vendor=2…` from /shortlist's checkboxes.
 * Only vendors on the visitor's own shortlist count; fewer than 2 or more than 4 goes back to /shortlist with
 * the message ('Please choose at least 2 vendors to compare.' / 'You can compare up to 4 vendors at once.').
 * Each vendor shows its photo (or its category's artwork), 'From' price and cheapest packages, rating, reply record,
 * features, events and languages (decision 071); with the couple's dates (`dates=`, carried from the shortlist or set
 * with the page's date fields, decision 068) whether it is free on each.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = parseVendorIds(url.searchParams.getAll(QUOTE_VENDOR_FIELD));
  const today = ukDay(now());
  const days = coupleDatesOf(url.searchParams, today);
  const back = (notice: string) => `/shortlist?notice=${notice}${days.length > 0 ? `&${DATES_PARAM}=${datesParamValue(days)}` : ""}`;
  const asked = compareSelectionNotice(ids.length);
  if (asked) throw redirect(back(asked));
  const vendors = await compareShortlisted(getDatabase(), await shortlistIdOf(request), ids, days);
  const found = compareSelectionNotice(vendors.length);
  if (found) throw redirect(back(found));
  return data({ vendors, days, dateRange: { min: today, max: lastAvailabilityDay(today) } }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta() {
  return [{ title: "Compare vendors | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const orNone = (values: string[]) => (values.length > 0 ? values.join(", ") : "—");

type CompareColumn = Route.ComponentProps["loaderData"]["vendors"][number];

/** Tailwind's literal classes for the side-by-side grid of 2, 3 or 4 vendors (one under another on a phone). */
const COLUMNS: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { vendors, days, dateRange } = loaderData;
  // The dates given, and one empty field to add another, up to the most a search takes.
  const dateFields = days.length < MAX_COUPLE_DATES ? [...days, ""] : days;
  const rows: { label: string; cell: (vendor: CompareColumn) => React.ReactNode }[] = [
    { label: "Price", cell: (vendor) => vendor.fromPriceLabel || priceRangeLabel(vendor.priceRange) || "Not given" },
    {
      label: "Rating",
      cell: (vendor) => (vendor.rating ? `★ ${ratingSummaryLabel(vendor.rating).replace(/^Rated /, "")}` : "No reviews yet"),
    },
    { label: "Replies", cell: (vendor) => (vendor.replies ? <ReplyRecord record={vendor.replies} className="text-ink" /> : "Too few enquiries to say yet") },
    { label: "Packages", cell: (vendor) => (vendor.packages.length > 0 ? <PackageLines packages={vendor.packages} more={vendor.morePackages} /> : "None listed") },
    ...(days.length > 0 ? [{ label: "Your dates", cell: (vendor: CompareColumn) => <VendorDatesAvailability lines={availabilityLines(vendor.dates)} /> }] : []),
    { label: "Location", cell: (vendor) => vendor.location || "Not given" },
    { label: "Features", cell: (vendor) => orNone([...new Set([...vendor.facets, ...vendor.features])]) },
    { label: "Capacity", cell: (vendor) => (vendor.capacity ? `Up to ${vendor.capacity.toLocaleString("en-GB")} guests` : "Not given") },
    { label: "Events", cell: (vendor) => orNone(vendor.eventTypes) },
    { label: "Languages", cell: (vendor) => orNone(vendor.languages) },
    { label: "Enquiry", cell: (vendor) => enquiryStatusText(vendor.enquiredAt) },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 md:px-6">
      <Link to="/shortlist" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Back to your shortlist
      </Link>
      <h1 className="text-3xl font-bold text-brand-800">Compare vendors</h1>
      <Form method="get" className="space-y-3 rounded-2xl bg-brand-50 p-4" aria-labelledby="dates-heading">
        <h2 id="dates-heading" className="text-base font-semibold text-ink">
          Your wedding dates
        </h2>
        <p className="text-sm text-muted">See which of these vendors are free on your dates.</p>
        {vendors.map((vendor) => (
          <input key={vendor.id} type="hidden" name={QUOTE_VENDOR_FIELD} value={vendor.id} />
        ))}
        <div className="flex flex-wrap items-end gap-3">
          {dateFields.map((day, index) => (
            <label key={`${index}-${day}`} className="space-y-1 text-sm font-medium text-ink">
              <span className="block">Date {index + 1}</span>
              <Input type="date" name={DATES_PARAM} defaultValue={day} min={dateRange.min} max={dateRange.max} className="w-44" />
            </label>
          ))}
          <Button type="submit" size="sm" variant="outline">
            <Icon name="calendar-search" /> Check dates
          </Button>
        </div>
      </Form>
      {/* A card per vendor, side by side from 640 px and one under another on a phone, so no name is ever cut or
          scrolled out of view; subgrid rows line the cards' rows up across a row of cards (decision 071). */}
      <ul aria-label="The chosen vendors side by side" className={`grid grid-cols-1 gap-4 ${COLUMNS[vendors.length] ?? COLUMNS[4]}`}>
        {vendors.map((vendor) => (
          <li
            key={vendor.id}
            className="grid min-w-0 grid-rows-subgrid gap-y-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
            style={{ gridRow: `span ${rows.length + 1}` }}
            data-testid="compare-vendor"
          >
            <div className="space-y-3 pb-3">
              <div className="aspect-[3/2] bg-brand-50">
                {vendor.primaryImage ? (
                  <VendorImage image={vendor.primaryImage} vendorName={vendor.name} />
                ) : (
                  <VendorPlaceholder vendorName={vendor.name} categorySlug={vendor.categorySlug} />
                )}
              </div>
              <div className="space-y-1 px-4">
                <h2 className="text-lg font-bold leading-snug text-ink [overflow-wrap:anywhere]" data-testid="compare-vendor-name">
                  <Link to={vendorPathWithDates(vendor.id, days)} className="hover:text-brand-700 hover:underline">
                    {vendor.name}
                  </Link>
                </h2>
                <p className="text-sm text-muted">{vendor.categoryName}</p>
              </div>
            </div>
            {rows.map((row) => (
              <dl key={row.label} className="min-w-0 border-t border-brand-50 px-4 py-2 text-sm">
                <dt className="font-semibold text-muted">{row.label}</dt>
                <dd className="text-ink [overflow-wrap:anywhere]">{row.cell(vendor)}</dd>
              </dl>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
