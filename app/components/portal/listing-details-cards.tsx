import { Building2, Contact } from "lucide-react";
import type { ReactNode } from "react";
import { FormField, SelectField, TextAreaField } from "~/components/form-field";
import { PlaceField } from "~/components/place-field";
import type { ListingFormValues } from "~/modules/vendor-portal/listing-form";
import { PRICE_RANGES, priceRangeLabel } from "~/modules/vendors/vendor-format";

type CardProps = {
  values: ListingFormValues;
  errors: Record<string, string>;
};

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        {icon} {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A value the vendor may not change (docs/product/vendor-journey-and-portal.md#listing: category and email are read-only), shown as text. */
function ReadOnlyValue({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <p className="text-ink">{value}</p>
      <p className="text-xs text-muted">{note}</p>
    </div>
  );
}

/** The dashboard's Business Information card (docs/product/vendor-journey-and-portal.md#listing): name, category (read-only), description, pricing. */
export function BusinessInformationCard({ values, errors, categoryName }: CardProps & { categoryName: string }) {
  return (
    <Card id="business-information-heading" title="Business Information" icon={<Building2 className="size-5" aria-hidden="true" />}>
      <FormField name="name" label="Business Name *" defaultValue={values.name} error={errors.name} required maxLength={120} />
      <ReadOnlyValue label="Category" value={categoryName} note="To change your category, please contact support." />
      <TextAreaField name="description" label="Description *" rows={6} defaultValue={values.description} error={errors.description} required />
      <FormField
        name="pricingText"
        label="Pricing"
        placeholder="e.g. Bridal mehndi from £180"
        defaultValue={values.pricingText}
        error={errors.pricingText}
        maxLength={200}
      />
      <SelectField name="priceRange" label="Price range" defaultValue={values.priceRange} error={errors.priceRange}>
        <option value="">Not shown</option>
        {PRICE_RANGES.map((range) => (
          <option key={range} value={range}>
            {priceRangeLabel(range)}
          </option>
        ))}
      </SelectField>
    </Card>
  );
}

/** The dashboard's Contact Details card (docs/product/vendor-journey-and-portal.md#listing): email (read-only), phone, website, social link, location, address. */
export function ContactDetailsCard({ values, errors, email }: CardProps & { email: string }) {
  return (
    <Card id="contact-details-heading" title="Contact Details" icon={<Contact className="size-5" aria-hidden="true" />}>
      <ReadOnlyValue label="Email" value={email} note="The email your listing was registered with; it cannot be changed here." />
      <FormField name="phone" label="Phone" type="tel" defaultValue={values.phone} error={errors.phone} />
      <FormField name="website" label="Website" inputMode="url" placeholder="https://" defaultValue={values.website} error={errors.website} />
      <FormField
        name="socialMediaLink"
        label="Social media link"
        inputMode="url"
        placeholder="https://instagram.com/…"
        defaultValue={values.socialMediaLink}
        error={errors.socialMediaLink}
      />
      <PlaceField name="location" label="Location *" defaultValue={values.location} error={errors.location} required placeholder="e.g. Southall, London" />
      <FormField name="address" label="Address" defaultValue={values.address} error={errors.address} maxLength={200} />
    </Card>
  );
}
