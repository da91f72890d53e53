import { formatPrice } from "~/modules/money/money";

// How packages' prices read on public pages (docs/product/public-area.md#vendor-page; decisions 064, 068). Kept apart
// from package-rules.ts, whose zod schema must not reach a public page's first-load JavaScript (decision 039): the
// vendor page's components and its JSON-LD, which also runs in the browser, import only this.

/** A package's price as shown: 'From £800' for a 'from' price, '£1,250' for a fixed one. */
export function packagePriceLabel(pkg: { pricePence: number; priceKind: "from" | "fixed" }): string {
  return pkg.priceKind === "from" ? `From ${formatPrice(pkg.pricePence)}` : formatPrice(pkg.pricePence);
}

/** A listing's 'From £X' line for its lowest package price in pence; '' without packages. */
export function fromPriceLabel(fromPricePence: number | null): string {
  return fromPricePence === null ? "" : `From ${formatPrice(fromPricePence)}`;
}
