import { Plus, Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField, SelectField, TextAreaField } from "~/components/form-field";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormMessage } from "~/modules/http/form-errors";
import type { PackageFormValues } from "~/modules/packages/package-form";
import { PACKAGE_EVENT_TYPES, PACKAGE_INCLUDED_MAX_LENGTH, PACKAGE_MAX_GUESTS, PACKAGE_NAME_MAX_LENGTH } from "~/modules/packages/package-rules";

/** The event-type boxes of one package form (the enquiry form's list), with the field's message below. */
function EventTypeChoices({ idPrefix, checked, error }: { idPrefix: string; checked: string[]; error?: string }) {
  const errorId = `${idPrefix}-eventTypes-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} className="space-y-2">
      <legend className="text-sm font-semibold text-ink">Event types it covers</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {PACKAGE_EVENT_TYPES.map((eventType) => {
          const id = `${idPrefix}-event-${eventType.replace(/\s+/g, "-")}`;
          return (
            <div key={eventType} className="flex items-center gap-2">
              <input id={id} type="checkbox" name="eventTypes" value={eventType} defaultChecked={checked.includes(eventType)} className="size-4 accent-brand-700" />
              <label htmlFor={id} className="text-sm text-ink">
                {eventType}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One package's form on the 'Packages' card (docs/product/vendor-journey-and-portal.md#packages): 'Package name',
 * 'Price (£)' with 'from' or 'fixed', "What's included", the event types and 'Guests'. A new package's form sends
 * `add-package` ('Add package'); a stored one's sends `save-package` with its id ('Save package'). Shows `values` (stored, or typed and refused) and the server's `errors` beside
 * each field. Posts to `action`, the page holding the card; works without JavaScript.
 */
export function PackageForm({
  action,
  values,
  errors,
  formError,
  packageName,
}: {
  action: string;
  values: PackageFormValues;
  errors: Record<string, string>;
  formError?: FormMessage;
  /** The stored name of the package the form edits; absent for a new package. */
  packageName?: string;
}) {
  const navigation = useNavigation();
  const isNew = values.packageId === "";
  const idPrefix = isNew ? "package-new" : `package-${values.packageId}`;
  const intent = isNew ? "add-package" : "save-package";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData.get("packageId") === values.packageId;
  const about = packageName ? <span className="sr-only"> {packageName}</span> : null;
  return (
    <Form method="post" action={action} preventScrollReset className="space-y-4" aria-label={isNew ? "New package" : `Edit ${packageName ?? "package"}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="packageId" value={values.packageId} />
      <FormField id={`${idPrefix}-name`} name="name" label="Package name" defaultValue={values.name} error={errors.name} required maxLength={PACKAGE_NAME_MAX_LENGTH} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id={`${idPrefix}-price`}
          name="price"
          label="Price (£)"
          inputMode="decimal"
          placeholder="e.g. 1250"
          defaultValue={values.price}
          error={errors.price}
          required
          maxLength={14}
        />
        <SelectField id={`${idPrefix}-priceKind`} name="priceKind" label="Price type" defaultValue={values.priceKind} error={errors.priceKind}>
          <option value="from">From (a starting price)</option>
          <option value="fixed">Fixed price</option>
        </SelectField>
        <FormField
          id={`${idPrefix}-guests`}
          name="guests"
          label="Guests (optional)"
          inputMode="numeric"
          placeholder={`up to ${PACKAGE_MAX_GUESTS.toLocaleString("en-GB")}`}
          defaultValue={values.guests}
          error={errors.guests}
          maxLength={6}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-included`}
        name="included"
        label="What's included"
        rows={3}
        defaultValue={values.included}
        error={errors.included}
        maxLength={PACKAGE_INCLUDED_MAX_LENGTH}
      />
      <EventTypeChoices idPrefix={idPrefix} checked={values.eventTypes} error={errors.eventTypes} />
      <FormErrorAlert error={formError} />
      <Button type="submit" disabled={busy}>
        {isNew ? <Plus aria-hidden="true" /> : <Save aria-hidden="true" />}
        {busy ? "Saving…" : isNew ? "Add package" : "Save package"}
        {about}
      </Button>
    </Form>
  );
}
