import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/shortlist";
import { useRef } from "react";
import { Icon } from "~/components/icon";
import { removeButtonId, useShortlistRemoval } from "~/components/shortlist-removal";
import { ShortlistShareLink } from "~/components/shortlist-share-link";
import { ShortlistVendorSummary } from "~/components/shortlist-vendor-summary";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { coupleDatesOf, DATES_PARAM, datesParamValue } from "~/modules/availability/couple-dates";
import { MAX_QUOTE_VENDORS } from "~/modules/enquiries/quote-request-form";
import { AppError } from "~/modules/errors/app-error";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { COMPARE_MAX, COMPARE_MIN, MAX_SHORTLIST_VENDORS_SHOWN, SHORTLIST_MESSAGES, shortlistNotice } from "~/modules/shortlist/shortlist-rules";
import { removeFromShortlist } from "~/modules/shortlist/shortlist-store.server";
import { getOwnShortlist } from "~/modules/shortlist/shortlist-views.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { parseVendorId } from "~/modules/vendors/get-public-vendor.server";

// The owner's list is personal: never kept by a shared cache.
export const headers = forwardHeaders;

const SELECT_FORM = "shortlist-select";

/**
 * The visitor's shortlist (docs/product/couples-tools.md#shortlist): the saved vendors with category, town, price range and distance from the
 * place last searched; the share link (PUBLIC_URL + /shortlist/{shareId}); a notice from `?notice=` (the
 * 100-vendor cap, a compare selection of the wrong size). Each vendor shows its 'From' price and cheapest packages,
 * and with the couple's dates in the address (`dates=`, from search) whether it is free on them (decision 068).
 * No cookie, or one naming no shortlist: the empty state.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const days = coupleDatesOf(url.searchParams, ukDay(now()));
  const shortlist = await getOwnShortlist(getDatabase(), await shortlistIdOf(request), days);
  return data(
    {
      days,
      vendors: shortlist?.vendors ?? [],
      placeName: shortlist?.placeName ?? null,
      shareUrl: shortlist ? `${getConfig().publicUrl}/shortlist/${shortlist.shareId}` : null,
      notice: shortlistNotice(url.searchParams.get("notice")) ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** 'Remove' (`vendorId`): same-origin check, then removes the vendor from the owner's shortlist and shows the list again. */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const form = await request.formData();
    const vendorId = parseVendorId(String(form.get("vendorId") ?? ""));
    if (vendorId === undefined) throw new AppError("invalid", "Please choose a vendor to remove.");
    await removeFromShortlist(getDatabase(), await shortlistIdOf(request), vendorId);
    return redirect("/shortlist", 303);
  } catch (error) {
    return formFailure(error, {}, { log: "A shortlist could not be changed", message: { message: SHORTLIST_MESSAGES.unexpected } });
  }
}

export function meta() {
  return [{ title: "Your shortlist | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export default function ShortlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendors, placeName, shareUrl, notice, days } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  const removal = useShortlistRemoval(vendors, heading);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 md:px-6">
      <p role="status" className="sr-only">
        {removal.announcement}
      </p>
      <div className="space-y-2">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-brand-800">
          Your shortlist
        </h1>
        <p className="text-muted">
          Vendors you save are kept here on this browser, no account needed (up to {MAX_SHORTLIST_VENDORS_SHOWN}).
        </p>
      </div>
      {notice ? <ErrorAlert>{notice}</ErrorAlert> : null}
      {actionData && "formError" in actionData ? <ErrorAlert>{actionData.formError.message}</ErrorAlert> : null}

      {vendors.length === 0 ? (
        <div className="space-y-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
          <Icon name="heart" className="mx-auto size-8 text-brand-600" />
          <p className="text-lg font-semibold">Your shortlist is empty.</p>
          <p className="text-muted">Press 'Save to shortlist' on any vendor to keep it here.</p>
          <Button asChild>
            <Link to="/search">Search vendors</Link>
          </Button>
        </div>
      ) : (
        <>
          <Form id={SELECT_FORM} method="get" action="/shortlist/compare" className="space-y-3 rounded-2xl bg-brand-50 p-4">
            {/* The couple's dates go on to compare, which shows them too. */}
            {days.length > 0 ? <input type="hidden" name={DATES_PARAM} value={datesParamValue(days)} /> : null}
            <p className="text-sm text-ink">
              Tick {COMPARE_MIN} to {COMPARE_MAX} vendors to compare them side by side, or up to {MAX_QUOTE_VENDORS} to ask them all for a
              quote at once.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" size="sm">
                <Icon name="scale" /> Compare
              </Button>
              <Button type="submit" size="sm" variant="gold" formAction="/shortlist/quotes">
                <Icon name="send" /> Request quotes
              </Button>
            </div>
          </Form>
          <ul className="space-y-3" aria-label="Saved vendors">
            {vendors.map((vendor, index) => (
              <li key={vendor.id} className="flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <input
                  type="checkbox"
                  form={SELECT_FORM}
                  name="vendor"
                  value={vendor.id}
                  id={`select-${vendor.id}`}
                  className="mt-2 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`select-${vendor.id}`} className="sr-only">
                  Select {vendor.name}
                </label>
                <div className="flex-1">
                  <ShortlistVendorSummary vendor={vendor} placeName={placeName} showEnquiry />
                </div>
                <Form method="post" onSubmit={() => removal.removing(vendor, index)}>
                  <input type="hidden" name="vendorId" value={vendor.id} />
                  <Button id={removeButtonId(vendor.id)} type="submit" variant="ghost" size="sm" aria-label={`Remove ${vendor.name}`}>
                    <Icon name="trash" /> Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
      {shareUrl && vendors.length > 0 ? (
        <section aria-labelledby="share-heading" className="space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
          <h2 id="share-heading" className="text-xl font-bold">
            Share with family
          </h2>
          <ShortlistShareLink url={shareUrl} />
        </section>
      ) : null}
    </div>
  );
}
