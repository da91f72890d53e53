import { data, Link } from "react-router";
import type { Route } from "./+types/shortlist-quotes";
import { Icon } from "~/components/icon";
import { ShortlistQuoteForm, type QuoteFormValues, type QuoteResult } from "~/components/shortlist-quote-form";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { ENQUIRY_MESSAGES, enquiryFormValues, eventDateRange } from "~/modules/enquiries/enquiry-form";
import { parseVendorIds, QUOTE_MESSAGES, QUOTE_VENDOR_FIELD, MAX_QUOTE_VENDORS } from "~/modules/enquiries/quote-request-form";
import { clientIp } from "~/modules/http/client-ip.server";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { requestQuotes } from "~/modules/shortlist/quote-requests.server";
import { shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { getOwnShortlist } from "~/modules/shortlist/shortlist-views.server";

// A refused request answers Retry-After (rate limits); the page is personal and never cached.
export const headers = forwardHeaders;

/**
 * The 'Request quotes' form (docs/product/couples-tools.md#quote-requests): the owner's shortlisted vendors, those chosen on /shortlist
 * (`?vendor=…`) ticked, and the event dates the form offers. More than 5 chosen shows the limit at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const shortlist = await getOwnShortlist(getDatabase(), await shortlistIdOf(request));
  const vendors = (shortlist?.vendors ?? []).map(({ id, name }) => ({ id, name }));
  const selected = parseVendorIds(new URL(request.url).searchParams.getAll(QUOTE_VENDOR_FIELD)).filter((id) => vendors.some((vendor) => vendor.id === id));
  return data(
    { vendors, selected, dates: eventDateRange(), notice: selected.length > MAX_QUOTE_VENDORS ? QUOTE_MESSAGES.tooMany : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Sends the quote requests: same-origin check, then {@link requestQuotes}. A refusal (more than 5 vendors,
 * invalid fields, rate limits) comes back with what was typed and ticked; success answers the vendors contacted.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: QuoteFormValues = {};
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    values = { ...enquiryFormValues(formData), vendor: formData.getAll(QUOTE_VENDOR_FIELD).filter((value) => typeof value === "string") };
    // The conversation's mail dependencies, reply domain included (decision 058).
    return await requestQuotes(notificationDepsFromConfig(), { ownerId: await shortlistIdOf(request), formData, ip: clientIp(request) });
  } catch (error) {
    return formFailure(error, values, { log: "Quote requests could not be sent", message: { message: ENQUIRY_MESSAGES.unexpected } });
  }
}

export function meta() {
  return [{ title: "Request quotes | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export default function QuotesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendors, selected, dates, notice } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 md:px-6">
      <Link to="/shortlist" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Back to your shortlist
      </Link>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-brand-800">Request quotes</h1>
        <p className="text-muted">
          Write once and send the same enquiry to up to {MAX_QUOTE_VENDORS} vendors from your shortlist. Each gets its own enquiry and replies to
          you directly.
        </p>
      </div>
      {notice && !actionData ? <ErrorAlert>{notice}</ErrorAlert> : null}
      {vendors.length === 0 ? (
        <div className="space-y-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
          <p className="text-lg font-semibold">Your shortlist is empty.</p>
          <Button asChild>
            <Link to="/search">Search vendors</Link>
          </Button>
        </div>
      ) : (
        <ShortlistQuoteForm vendors={vendors} selected={selected} result={actionData as QuoteResult | undefined} dates={dates} />
      )}
    </div>
  );
}
