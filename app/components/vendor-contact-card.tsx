import { Icon } from "~/components/icon";
import { BUSINESS_HOURS, priceRangeLabel, telHref, withHttps } from "~/modules/vendors/vendor-format";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

const rowClass = "flex items-start gap-3 text-sm";
const linkClass = "break-all font-medium text-brand-700 hover:underline";

/**
 * Contact card (docs/product/public-area.md#vendor-page): phone, email, website, social link, hours, and the price:
 * 'From £X' with a link to the packages when the vendor has some, else its price range and pricing text.
 */
export function VendorContactCard({ vendor }: { vendor: VendorDetail }) {
  const fromPrice = vendor.fromPriceLabel;
  const price = priceRangeLabel(vendor.priceRange);
  return (
    <aside aria-labelledby="contact-heading" className="space-y-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div>
        <h2 id="contact-heading" className="text-xl font-bold">
          Contact {vendor.name}
        </h2>
        {fromPrice ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold text-gold-700">{fromPrice}</span>
            <span className="text-muted"> · </span>
            <a href="#packages" className="font-medium text-brand-700 hover:underline">
              See packages
            </a>
          </p>
        ) : price ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold text-gold-700">{price}</span>
            {vendor.pricingText ? <span className="text-muted"> · {vendor.pricingText}</span> : null}
          </p>
        ) : null}
      </div>
      <ul className="space-y-3">
        {vendor.phone ? (
          <li className={rowClass}>
            <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a className={linkClass} href={telHref(vendor.phone)}>
              {vendor.phone}
            </a>
          </li>
        ) : null}
        {vendor.email ? (
          <li className={rowClass}>
            <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a className={linkClass} href={`mailto:${vendor.email}`}>
              {vendor.email}
            </a>
          </li>
        ) : null}
        {vendor.website ? (
          <li className={rowClass}>
            <Icon name="globe" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a className={linkClass} href={withHttps(vendor.website)} target="_blank" rel="noopener noreferrer nofollow">
              {vendor.website.replace(/^https?:\/\//i, "")}
            </a>
          </li>
        ) : null}
        {vendor.socialMediaLink ? (
          <li className={rowClass}>
            <Icon name="share-2" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a className={linkClass} href={withHttps(vendor.socialMediaLink)} target="_blank" rel="noopener noreferrer nofollow">
              {vendor.socialMediaLink.replace(/^https?:\/\//i, "")}
            </a>
          </li>
        ) : null}
        {vendor.location ? (
          <li className={rowClass}>
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>{vendor.location}</span>
          </li>
        ) : null}
      </ul>
      <div>
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Icon name="clock" className="size-4 text-muted" /> Business hours
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {BUSINESS_HOURS.map((row) => (
            <div key={row.days} className="contents">
              <dt className="text-muted">{row.days}</dt>
              <dd className="text-right">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
