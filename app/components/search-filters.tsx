import { Form, useSubmit } from "react-router";
import { CommittedSelect } from "~/components/committed-select";
import { BudgetFields } from "~/components/budget-fields";
import { EventDatesField } from "~/components/event-dates-field";
import { HiddenFields, NoScriptApply, SearchPlaceFields } from "~/components/form-bits";
import { DATE_PARAMS, datesParam } from "~/modules/search/date-budget-fields";
import type { Category } from "~/modules/categories/category-types";
import { SEARCH_RADII_KM, type SearchSort } from "~/modules/search/search-options";
import type { SearchRequest } from "~/modules/search/search-request";
import { PRICE_RANGES, priceRangeLabel } from "~/modules/vendors/vendor-format";

const selectClass = "h-10 rounded-full border border-brand-100 bg-white px-3 text-sm";

/**
 * Sort, radius (only for a location search), category and price filters of the search page
 * (docs/product/public-area.md#filters), the event dates, 'free on any of the dates', the budget and whether vendors
 * without prices are kept (docs/product/public-area.md#dates-and-budget). A GET form: with JavaScript a committed change
 * re-runs the search in place (a select's arrow keys only step through it: decision 070), without it the Apply button
 * submits. `filterFields` are the applied chips' parameters as the loader wrote them, kept by the form; `today` is the
 * UK day the dates are judged from; `idPrefix` keeps the ids of a second copy (the phone's
 * filter sheet) apart; `className` lays the form out.
 */
export function SearchFilters({
  request,
  filterFields,
  sort,
  hasPlace,
  categories,
  today,
  idPrefix = "search",
  className = "flex flex-wrap items-center gap-3",
}: {
  request: SearchRequest;
  filterFields: string;
  sort: SearchSort;
  hasPlace: boolean;
  categories: Pick<Category, "name" | "slug">[];
  today: string;
  idPrefix?: string;
  className?: string;
}) {
  const submit = useSubmit();
  const dates = datesParam(request.dates, request.dateEventTypes);
  // The dates and budget start afresh from the page's values when those change; the selects follow the page
  // themselves, so they are never replaced and keep the focus through a search.
  const datesKey = [dates, request.dateMode, request.maxPricePence, request.includeUnpriced].join("|");
  return (
    <Form
      method="get"
      action="/search"
      aria-label="Refine results"
      preventScrollReset
      className={className}
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      {request.query ? <input type="hidden" name="q" value={request.query} /> : null}
      <SearchPlaceFields location={request.location} coordinates={request.coordinates} />
      <HiddenFields query={filterFields} />
      {hasPlace ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          Within
          <CommittedSelect name="radius" value={String(request.radiusKm)} className={selectClass}>
            {SEARCH_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </CommittedSelect>
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm font-medium">
        Category
        <CommittedSelect name="category" value={request.categorySlug ?? ""} className={selectClass}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </CommittedSelect>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        Price
        <CommittedSelect name="price" value={request.priceRange ?? ""} className={selectClass}>
          <option value="">Any price</option>
          {PRICE_RANGES.map((price) => (
            <option key={price} value={price}>
              {priceRangeLabel(price)}
            </option>
          ))}
        </CommittedSelect>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        Sort by
        <CommittedSelect name="sort" value={sort} className={selectClass}>
          <option value="relevance">Relevance</option>
          <option value="name">Name (A-Z)</option>
          {hasPlace ? <option value="distance">Distance</option> : null}
          <option value="price-asc">Price (low to high)</option>
          <option value="price-desc">Price (high to low)</option>
        </CommittedSelect>
      </label>
      <div key={`dates-${datesKey}`} className="flex w-full flex-wrap items-center gap-3">
        <EventDatesField value={request} today={today} idPrefix={idPrefix} />
        {request.dates.length > 1 ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name={DATE_PARAMS.dateMode} value="any" defaultChecked={request.dateMode === "any"} className="size-4 accent-brand-700" />
            Free on any of the dates
          </label>
        ) : null}
      </div>
      <div key={`budget-${datesKey}`} className="flex w-full flex-wrap items-center gap-3">
        <BudgetFields maxPricePence={request.maxPricePence} includeUnpriced={request.includeUnpriced} idPrefix={idPrefix} />
      </div>
      <NoScriptApply />
    </Form>
  );
}
