import { AppError } from "~/modules/errors/app-error";
import { parseVendorIds, QUOTE_MESSAGES, QUOTE_VENDOR_FIELD, quoteSelectionError, type QuotesSent } from "~/modules/enquiries/quote-request-form";
import { sendEnquiries, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { markEnquired } from "~/modules/shortlist/shortlist-store.server";
import { shortlistVendorIds } from "~/modules/shortlist/shortlist-views.server";
import { now } from "~/modules/time/clock";

/**
 * 'Request quotes' from /shortlist (docs/product/couples-tools.md#quote-requests): the enquiry form filled in once, sent to each chosen vendor of the
 * owner's shortlist through {@link sendEnquiries} (same validation, honeypot and rate limits as one enquiry), and
 * the chosen vendors marked enquired in the same transaction as the enquiries.
 * Order: the selection's size first (more than 5, e.g. 50: 'You can request quotes from up to 5 vendors at once.'),
 * then every chosen vendor must be on the owner's active shortlist ('Please choose vendors from your shortlist.'),
 * then sendEnquiries' checks. Every refusal is an AppError (`invalid` 400 with the `vendor` field message, or
 * sendEnquiries' own) and stores nothing.
 * Input: {@link EnquiryDeps}; the id from the cookie (or undefined), the posted form, the client address; the time.
 * Output: {@link QuotesSent}, the vendors contacted in the order chosen.
 */
export async function requestQuotes(
  deps: EnquiryDeps,
  input: { ownerId: string | undefined; formData: FormData; ip: string },
  at: Date = now(),
): Promise<QuotesSent> {
  const vendorIds = parseVendorIds(input.formData.getAll(QUOTE_VENDOR_FIELD));
  const selectionError = quoteSelectionError(vendorIds);
  if (selectionError) throw new AppError("invalid", selectionError, { fieldErrors: { [QUOTE_VENDOR_FIELD]: selectionError } });
  const shortlisted = await shortlistVendorIds(deps.db, input.ownerId);
  if (!input.ownerId || vendorIds.some((id) => !shortlisted.includes(id))) {
    throw new AppError("invalid", QUOTE_MESSAGES.notShortlisted, { fieldErrors: { [QUOTE_VENDOR_FIELD]: QUOTE_MESSAGES.notShortlisted } });
  }
  const ownerId = input.ownerId;
  return sendEnquiries(
    deps,
    { vendorIds, formData: input.formData, ip: input.ip, alsoStore: (tx, ids, storedAt) => markEnquired(tx, ownerId, ids, storedAt) },
    at,
  );
}
