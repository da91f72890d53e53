// How ratings read (docs/product/couples-tools.md#reviews): on vendor cards, which every listing page repeats, and on the vendor page. Kept
// apart from review-rules.ts so the cards' code carries no form schema.

/** The text alternative of a rating's stars: "Rated 4 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** An average and a count of visible reviews, as shown on cards and the vendor page. */
export type RatingSummary = { average: number; count: number };

/** The average rounded to one decimal, as shown: 4.666… → 4.7, 5 → "5.0". */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** The one-line summary of a card, e.g. "★ 4.7 (12)". */
export function ratingSummaryText(summary: RatingSummary): string {
  return `★ ${formatAverage(summary.average)} (${summary.count})`;
}

/** Its text alternative, e.g. "Rated 4.7 out of 5 from 12 reviews". */
export function ratingSummaryLabel(summary: RatingSummary): string {
  return `Rated ${formatAverage(summary.average)} out of 5 from ${summary.count} review${summary.count === 1 ? "" : "s"}`;
}
