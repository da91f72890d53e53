import { Icon } from "~/components/icon";
import type { PricedPackage } from "~/modules/vendors/vendor-types";

/** The id of the vendor page's packages section, which the contact card's 'See packages' links to. */
export const PACKAGES_SECTION_ID = "packages";

/**
 * The vendor page's 'Packages' section (docs/product/public-area.md#vendor-page): each package's name, its price
 * ('From £800' or '£1,250', labelled on the server), what's included, the events it covers and the most guests it
 * serves. Plain markup over the loader's strings: it adds no price or date code to the page's JavaScript (decision 039).
 */
export function VendorPackages({ packages }: { packages: readonly PricedPackage[] }) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-heading" id={PACKAGES_SECTION_ID} className="scroll-mt-24">
      <h2 id="packages-heading" className="text-xl font-bold">
        Packages
      </h2>
      <ul className="mt-3 space-y-3" data-testid="vendor-packages">
        {packages.map((pkg) => (
          <li key={pkg.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-semibold text-ink">{pkg.name}</h3>
              <p className="font-semibold text-gold-700" data-testid="package-price">
                {pkg.priceLabel}
              </p>
            </div>
            {pkg.included ? <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink">{pkg.included}</p> : null}
            {pkg.eventTypes.length > 0 || pkg.guests !== null ? (
              <p className="mt-2 text-sm text-muted">
                {[pkg.eventTypes.join(", "), pkg.guests !== null ? `Up to ${pkg.guests.toLocaleString("en-GB")} guests` : ""].filter(Boolean).join(" · ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether the vendor is free on the couple's dates, carried from search in `dates=` (decision 068): the lines of
 * `availabilityLines`, 'Available on 15 Aug' and 'Booked or unavailable on 14 Aug', each only when it has days;
 * nothing without dates. The icons are ones the pages load anyway.
 */
export function VendorDatesAvailability({ lines }: { lines: { available: string; unavailable: string } }) {
  const { available, unavailable } = lines;
  if (!available && !unavailable) return null;
  return (
    <ul className="space-y-1 text-sm font-medium" aria-label="Your dates" data-testid="dates-availability">
      {available ? (
        <li className="flex items-center gap-1 text-green-800">
          <Icon name="circle-check" className="size-4 shrink-0" /> {available}
        </li>
      ) : null}
      {unavailable ? (
        <li className="flex items-center gap-1 text-red-800">
          <Icon name="circle-exclamation-point" className="size-4 shrink-0" /> {unavailable}
        </li>
      ) : null}
    </ul>
  );
}
