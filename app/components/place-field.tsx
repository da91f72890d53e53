import { useState } from "react";
import { Autocomplete } from "~/components/autocomplete";

/**
 * A labelled place box for forms (docs/product/public-area.md#places: the listing's location on /business-details and the vendor
 * dashboard): the search box's UK place suggestions from our gazetteer, label above and error below like every
 * form field (`form-field.tsx`). It submits the text typed or picked under `name`; the server geocodes that
 * text itself, so a plain input without JavaScript works the same.
 */
export function PlaceField({
  id,
  name = "location",
  label,
  defaultValue,
  error,
  required,
  placeholder,
}: {
  id?: string;
  name?: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  const fieldId = id ?? name;
  const [value, setValue] = useState(defaultValue ?? "");
  return (
    <div className="space-y-1.5">
      <Autocomplete
        id={fieldId}
        name={name}
        label={label}
        labelClassName="mb-1.5 block text-sm font-semibold text-ink"
        listLabel="Place suggestions"
        placeholder={placeholder ?? ""}
        value={value}
        onValueChange={setValue}
        source="places"
        onSelect={(option) => setValue(option.label)}
        debounceMs={150}
        autoComplete="address-level2"
        inputAttributes={{ required, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${fieldId}-error` : undefined }}
        inputClassName="h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base text-ink placeholder:text-muted/80 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
