import { packagePriceLabel } from "~/modules/packages/package-labels";
import { morePackagesText } from "~/modules/shortlist/shortlist-rules";

/** A package as the shortlist and compare name it. */
export type PackageLineData = { name: string; pricePence: number; priceKind: "from" | "fixed" };

/**
 * A vendor's cheapest packages on the shortlist and compare (docs/product/couples-tools.md#compare; decision 068):
 * 'Bridal mehndi: From £800' per line, then 'and 2 more' when the vendor has others. Nothing without packages.
 */
export function PackageLines({ packages, more }: { packages: readonly PackageLineData[]; more: number }) {
  if (packages.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-sm" data-testid="package-lines">
      {packages.map((pkg, index) => (
        <li key={`${pkg.name}-${index}`}>
          {pkg.name}: <span className="font-semibold text-gold-700">{packagePriceLabel(pkg)}</span>
        </li>
      ))}
      {more > 0 ? <li className="text-muted">{morePackagesText(more)}</li> : null}
    </ul>
  );
}
