// What /pricing promises vendors about lead quality (docs/product/couples-tools.md#lead-quality; decision 059), and
// the figure it shows: shared by the page, the admin's queues and the domain functions.

/** Extra days of listing an upheld report credits the vendor. */
export const UPHELD_CREDIT_DAYS = 7;

/** The window of the upheld-report figure, in days. */
export const UPHELD_SHARE_WINDOW_DAYS = 90;

/** The figure is shown only over at least this many enquiries: fewer say nothing. */
export const UPHELD_SHARE_MIN_ENQUIRIES = 100;

/** Enquiries delivered to vendors in the window, and how many of them were reported and upheld. */
export type UpheldShare = { enquiries: number; upheld: number };

const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

/** The upheld share as a percentage with at most one decimal: 3 of 200 is "1.5%", none is "0%". */
export function formatUpheldShare(share: UpheldShare): string {
  return PERCENT.format(share.enquiries === 0 ? 0 : share.upheld / share.enquiries);
}
