// The home page's figures (docs/product/public-area.md#home: "real figures read from the database … shown only when they
// are meaningful"; decision 031). Pure: the thresholds and the wording.

/** One figure as the home page shows it: "695" over "Vendors listed". */
export type SiteFigure = { key: "vendors" | "categories" | "towns" | "enquiries"; value: string; label: string };

/**
 * Least value each figure needs to be shown: a directory of 4 vendors saying "4 vendors listed" tells a couple
 * nothing they want to hear, and a lone enquiry in January is not a trend.
 */
export const FIGURE_THRESHOLDS = { vendors: 20, categories: 3, towns: 3, enquiries: 10 } as const;

/**
 * The figures worth showing, in display order: vendors listed, categories, towns covered, enquiries sent this
 * year; each only at or above {@link FIGURE_THRESHOLDS}. Numbers in en-GB form ("1,204"), exact: no rounding up.
 * Input: the counts and the current year. Output: zero to four figures.
 */
export function meaningfulFigures(counts: { vendors: number; categories: number; towns: number; enquiriesThisYear: number; year: number }): SiteFigure[] {
  const format = (value: number) => value.toLocaleString("en-GB");
  const figures: SiteFigure[] = [];
  if (counts.vendors >= FIGURE_THRESHOLDS.vendors) figures.push({ key: "vendors", value: format(counts.vendors), label: "Vendors listed" });
  if (counts.categories >= FIGURE_THRESHOLDS.categories) figures.push({ key: "categories", value: format(counts.categories), label: "Categories" });
  if (counts.towns >= FIGURE_THRESHOLDS.towns) figures.push({ key: "towns", value: format(counts.towns), label: "Towns covered" });
  if (counts.enquiriesThisYear >= FIGURE_THRESHOLDS.enquiries) {
    figures.push({ key: "enquiries", value: format(counts.enquiriesThisYear), label: `Enquiries sent in ${counts.year}` });
  }
  return figures;
}
