// Requesting quotes from several vendors at once (docs/product/couples-tools.md#quote-requests): the rules the
// browser and the action share. The enquiry fields themselves are the vendor page's (enquiry-form.ts).

/** docs/product/couples-tools.md#quote-requests: "'Request quotes' sends one enquiry … to up to 5 selected vendors at once". */
export const MAX_QUOTE_VENDORS = 5;

/** Name of the repeated form field carrying each chosen vendor's id. */
export const QUOTE_VENDOR_FIELD = "vendor";

export const QUOTE_MESSAGES = {
  tooMany: `You can request quotes from up to ${MAX_QUOTE_VENDORS} vendors at once.`,
  none: "Please choose at least one vendor.",
  unavailable: "Some of the vendors you chose are no longer listed. Please choose again.",
  notShortlisted: "Please choose vendors from your shortlist.",
} as const;

/**
 * The vendor ids a form or URL names in its repeated `vendor` field: whole positive numbers, each once, in the
 * order given; anything else is dropped. Input: the raw values. Output: ids (possibly more than allowed: the
 * caller decides, so the message can say how many).
 */
export function parseVendorIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The selection's problem, if any: none chosen or more than {@link MAX_QUOTE_VENDORS}; undefined when fine. */
export function quoteSelectionError(vendorIds: readonly number[]): string | undefined {
  if (vendorIds.length === 0) return QUOTE_MESSAGES.none;
  if (vendorIds.length > MAX_QUOTE_VENDORS) return QUOTE_MESSAGES.tooMany;
  return undefined;
}

/** What the action answers once the quote requests are sent (or, for a bot, pretends they were). */
export type QuotesSent = { sent: true; email: string; vendors: { id: number; name: string }[] };
