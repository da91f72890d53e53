import { Building2, Contact, MapPin, Save, ToggleRight } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { FormField, SelectField, TextAreaField } from "~/components/form-field";
import { PlaceField } from "~/components/place-field";
import { AttributesCard } from "~/components/portal/attributes-card";
import { ServiceTagsCard } from "~/components/portal/service-tags-card";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { vendorFormSchema, vendorFormValues, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import { fieldErrors, INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import { PRICE_RANGES, priceRangeLabel } from "~/modules/vendors/vendor-format";

/** A category the editor offers, with its common tags for the tag suggestions. */
export type VendorFormCategory = { id: number; name: string; serviceTags: string[] };

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        {icon} {title}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

function Checkbox({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${name}-hint`}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={name} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The admin's vendor editor (docs/product/admin.md#vendors),
 * shared by 'Add vendor', the edit page and Import/Upload → Manual Entry. A plain POST form to the page
 * it is on: after a refusal it shows what was typed (`values`) with each message beside its field (`errors`) and
 * the form's message (`formError`). With JavaScript the same schema checks the form before it is sent. The place
 * box suggests UK places; the server finds the coordinates. The structured attributes (docs/product/admin.md#vendors) are shown when
 * `values` carries them.
 */
export function VendorForm({
  values,
  errors,
  formError,
  categories,
  submitLabel,
  busy,
  idPrefix = "vendor",
}: {
  values: VendorFormValues;
  errors: Record<string, string>;
  formError?: { title?: string; message: string };
  categories: VendorFormCategory[];
  submitLabel: string;
  busy: boolean;
  idPrefix?: string;
}) {
  const [categoryId, setCategoryId] = useState(values.categoryId);
  const [checked, setChecked] = useState<{ errors: Record<string, string>; against: typeof errors }>();
  const categoryTags = categories.find((category) => String(category.id) === categoryId)?.serviceTags ?? [];
  // The browser's own check holds until the server answers again.
  const ownCheck = checked && checked.against === errors ? checked : undefined;
  const shown = ownCheck ? ownCheck.errors : errors;
  const alert = ownCheck ? { title: undefined, message: INVALID_FORM_MESSAGE } : formError;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const parsed = vendorFormSchema.safeParse(vendorFormValues(new FormData(form)));
    if (parsed.success) {
      setChecked(undefined);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setChecked({ errors: found, against: errors });
    const first = Object.keys(found)[0];
    const field = first ? form.querySelector<HTMLElement>(`[name="${first === "tags" ? "newTag" : first}"]`) : null;
    field?.focus();
  };

  return (
    <Form method="post" className="space-y-6" aria-label="Vendor details" noValidate onSubmit={check}>
      <input type="hidden" name="intent" value="save" />
      <Section id={`${idPrefix}-business-heading`} title="Business" icon={<Building2 className="size-5" aria-hidden="true" />}>
        <FormField name="name" label="Business Name *" defaultValue={values.name} error={shown.name} required maxLength={120} autoComplete="organization" />
        <SelectField
          name="categoryId"
          label="Category *"
          defaultValue={values.categoryId}
          error={shown.categoryId}
          required
          onChange={(event) => setCategoryId(event.target.value)}
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <TextAreaField name="description" label="Description" rows={5} defaultValue={values.description} error={shown.description} maxLength={5000} />
        </div>
        <SelectField name="priceRange" label="Price range" defaultValue={values.priceRange} error={shown.priceRange}>
          <option value="">Not shown</option>
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {priceRangeLabel(range)}
            </option>
          ))}
        </SelectField>
        <FormField name="pricingText" label="Pricing" placeholder="e.g. Bridal mehndi from £180" defaultValue={values.pricingText} error={shown.pricingText} maxLength={200} />
      </Section>

      <Section id={`${idPrefix}-location-heading`} title="Location" icon={<MapPin className="size-5" aria-hidden="true" />}>
        <PlaceField name="location" label="Location" placeholder="e.g. Southall, London" defaultValue={values.location} error={shown.location} />
        <FormField name="address" label="Address" defaultValue={values.address} error={shown.address} maxLength={200} autoComplete="address-line1" />
        <FormField name="city" label="Town or city" defaultValue={values.city} error={shown.city} maxLength={80} />
        <FormField name="region" label="Region" placeholder="e.g. Greater London" defaultValue={values.region} error={shown.region} maxLength={80} />
        <FormField name="postcode" label="Postcode" defaultValue={values.postcode} error={shown.postcode} maxLength={10} autoComplete="postal-code" />
      </Section>

      <Section id={`${idPrefix}-contact-heading`} title="Contact" icon={<Contact className="size-5" aria-hidden="true" />}>
        <FormField name="phone" label="Phone" type="tel" defaultValue={values.phone} error={shown.phone} maxLength={40} />
        <FormField name="email" label="Email" type="email" defaultValue={values.email} error={shown.email} maxLength={254} />
        <FormField name="website" label="Website" placeholder="https://" defaultValue={values.website} error={shown.website} maxLength={300} />
        <FormField name="socialMediaLink" label="Social media link" placeholder="https://" defaultValue={values.socialMediaLink} error={shown.socialMediaLink} maxLength={300} />
      </Section>

      <ServiceTagsCard initialTags={values.tags} categoryTags={categoryTags} error={shown.tags} />

      {/* Shown when the values carry the attributes (docs/product/admin.md#vendors); without them the stored ones are left alone. */}
      {values.facets ? <AttributesCard values={values} errors={shown} idPrefix={`${idPrefix}-attributes`} /> : null}

      <Section id={`${idPrefix}-status-heading`} title="Status" icon={<ToggleRight className="size-5" aria-hidden="true" />}>
        <Checkbox name="isActive" label="Active" hint="Shown in search and on its category page." defaultChecked={values.isActive} />
        <Checkbox name="isFeatured" label="Featured" hint="Shown first and on the home page." defaultChecked={values.isFeatured} />
      </Section>

      {alert ? (
        <ErrorAlert>
          {alert.title ? <strong className="block">{alert.title}</strong> : null}
          {alert.message}
        </ErrorAlert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          <Save aria-hidden="true" /> {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
