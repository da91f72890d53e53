// Prices as the site shows and reads them (docs/product/couples-tools.md#quotes-and-bookings): stored in whole
// pence, shown in pounds sterling the British way, typed as pounds or pounds and pence.

const WHOLE_POUNDS = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const POUNDS_AND_PENCE = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in pence as shown to people: '£1,250' for 125000, '£1,250.50' for 125050 (pence only when there are any). */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? WHOLE_POUNDS.format(pence / 100) : POUNDS_AND_PENCE.format(pence / 100);
}

/**
 * A typed price in pounds read as pence: '1250', '1,250', '£1,250.50', '1250.5' (ten pence × 5). Input: the text.
 * Output: whole pence, or undefined for anything else (letters, more than two decimals, a negative amount).
 */
export function parsePoundsToPence(text: string): number | undefined {
  const cleaned = text.trim().replace(/^£\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [pounds, pence = ""] = cleaned.replace(/,/g, "").split(".");
  const value = Number(pounds) * 100 + Number(pence.padEnd(2, "0"));
  return Number.isSafeInteger(value) ? value : undefined;
}
