import { Form, useSubmit } from "react-router";
import { FilterHiddenFields } from "~/components/filter-chips";
import { NoScriptApply, SearchPlaceFields } from "~/components/form-bits";
import type { Category } from "~/modules/categories/category-types";
import { SEARCH_RADII_KM, type SearchRequest, type SearchSort } from "~/modules/search/search-request";
import { PRICE_RANGES, priceRangeLabel } from "~/modules/vendors/vendor-format";

const selectClass = "h-10 rounded-full border border-brand-100 bg-white px-3 text-sm";

/**
 * Sort, radius (only for a location search), category and price filters of the search page
 * (docs/product/public-area.md#filters). A GET form: with JavaScript a change re-runs the search in place,
 * without it the Apply button submits.
 */
export function SearchFilters({
  request,
  sort,
  hasPlace,
  categories,
}: {
  request: SearchRequest;
  sort: SearchSort;
  hasPlace: boolean;
  categories: Category[];
}) {
  const submit = useSubmit();
  const key = `${request.query}|${request.location}|${sort}|${request.radiusKm}|${request.categorySlug}|${request.priceRange}`;
  return (
    <Form
      key={key}
      method="get"
      action="/search"
      aria-label="Refine results"
      className="flex flex-wrap items-center gap-3"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      {request.query ? <input type="hidden" name="q" value={request.query} /> : null}
      <SearchPlaceFields location={request.location} coordinates={request.coordinates} />
      <FilterHiddenFields selection={request.filters} />
      {hasPlace ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          Within
          <select name="radius" defaultValue={String(request.radiusKm)} className={selectClass}>
            {SEARCH_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm font-medium">
        Category
        <select name="category" defaultValue={request.categorySlug ?? ""} className={selectClass}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        Price
        <select name="price" defaultValue={request.priceRange ?? ""} className={selectClass}>
          <option value="">Any price</option>
          {PRICE_RANGES.map((price) => (
            <option key={price} value={price}>
              {priceRangeLabel(price)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        Sort by
        <select name="sort" defaultValue={sort} className={selectClass}>
          <option value="relevance">Relevance</option>
          <option value="name">Name (A-Z)</option>
          {hasPlace ? <option value="distance">Distance</option> : null}
        </select>
      </label>
      <NoScriptApply />
    </Form>
  );
}
