import { ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { FormField } from "~/components/form-field";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-rules";
import { FACET_KEYS, FACETS, MAX_CAPACITY, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";
import {
  ATTRIBUTES_SHOWN_FIELD,
  shownAttributeValues,
  type AttributeFormValues,
  type StoredAttributes,
} from "~/modules/vendor-portal/listing-attributes";

function Choices({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined} className="space-y-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choice({ id, name, value, label, meaning, checked }: { id: string; name: string; value: string; label: string; meaning?: string; checked: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        value={value}
        type="checkbox"
        defaultChecked={checked}
        aria-describedby={meaning ? `${id}-meaning` : undefined}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
        {meaning ? (
          <p id={`${id}-meaning`} className="text-xs text-muted">
            {meaning}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The card of a listing's structured attributes (docs/product/vendor-journey-and-portal.md#listing): the features couples filter by (halal, female-only team,
 * hijab-friendly…), the most guests served, the events covered and the languages spoken, as checkboxes and a number
 * box inside the listing form, so they are saved with it and work without JavaScript. It sends `attributesShown`, so
 * the server knows unticked boxes mean "none" (listing-attributes.ts). Shows `values` when they hold the attributes
 * (a refused save), else `stored`; `errors` are the server's messages by field (`facets`, `capacity`, `eventTypes`,
 * `languages`). `idPrefix` keeps ids unique when two forms share a page.
 */
export function AttributesCard({
  values,
  stored,
  errors,
  idPrefix = "attributes",
}: {
  values?: Partial<AttributeFormValues>;
  stored?: StoredAttributes;
  errors: Record<string, string>;
  idPrefix?: string;
}) {
  const shown = shownAttributeValues(values, stored);
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id={`${idPrefix}-heading`} className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <ListChecks className="size-5" aria-hidden="true" /> What Couples Can Filter By
      </h2>
      <p className="mt-1 text-sm text-muted">Tick what your business offers; couples use these filters in search.</p>
      <input type="hidden" name={ATTRIBUTES_SHOWN_FIELD} value="1" />
      <div className="mt-4 space-y-6">
        <Choices
          id={`${idPrefix}-facets`}
          legend="Features"
          hint="Tick only what you offer at every booking or on request."
          error={errors.facets}
        >
          {FACET_KEYS.map((key) => (
            <Choice
              key={key}
              id={`${idPrefix}-facet-${key}`}
              name="facets"
              value={key}
              label={FACETS[key].label}
              meaning={FACETS[key].meaning}
              checked={shown.facets.includes(key)}
            />
          ))}
        </Choices>
        <div className="max-w-xs">
          <FormField
            id={`${idPrefix}-capacity`}
            name="capacity"
            label="Most guests you can serve"
            inputMode="numeric"
            placeholder={`e.g. 500 (up to ${MAX_CAPACITY.toLocaleString("en-GB")})`}
            defaultValue={shown.capacity}
            error={errors.capacity}
            maxLength={7}
          />
        </div>
        <Choices id={`${idPrefix}-events`} legend="Events you cover" error={errors.eventTypes}>
          {EVENT_TYPES.map((eventType) => (
            <Choice
              key={eventType}
              id={`${idPrefix}-event-${eventType.replace(/\s+/g, "-")}`}
              name="eventTypes"
              value={eventType}
              label={eventType}
              checked={shown.eventTypes.includes(eventType)}
            />
          ))}
        </Choices>
        <Choices id={`${idPrefix}-languages`} legend="Languages spoken" error={errors.languages}>
          {VENDOR_LANGUAGES.map((language) => (
            <Choice
              key={language}
              id={`${idPrefix}-language-${language}`}
              name="languages"
              value={language}
              label={language}
              checked={shown.languages.includes(language)}
            />
          ))}
        </Choices>
      </div>
    </section>
  );
}
