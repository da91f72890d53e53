import { Form, useSubmit } from "react-router";
import { CommittedSelect } from "~/components/committed-select";
import { HiddenFields, NoScriptApply } from "~/components/form-bits";
import { CATEGORY_PAGE_CITIES } from "~/modules/geo/regions";

const selectClass = "h-10 rounded-full border border-brand-100 bg-white px-3 text-sm";

/**
 * The location and sort of a category page (docs/product/public-area.md#categories), keeping the page's filter chips,
 * dates and budget (`keep`, their parameters as the loader wrote them). A GET form: with JavaScript a committed change lists again in place (a select's arrow keys only
 * step through it: decision 070), without it the Apply button submits. `idPrefix` keeps the ids of a second copy (the
 * phone's filter sheet) apart; `className` lays the form out.
 */
export function CategoryFilters({
  city,
  sort,
  keep,
  idPrefix = "category",
  className = "flex flex-wrap items-center gap-4",
}: {
  city: string;
  sort: string;
  keep: string;
  idPrefix?: string;
  className?: string;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" preventScrollReset aria-label="Refine the list" className={className} onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}>
      <div className="flex items-center gap-2">
        <label htmlFor={`${idPrefix}-location`} className="text-sm font-medium">
          Location
        </label>
        <CommittedSelect id={`${idPrefix}-location`} name="location" value={city} className={selectClass}>
          <option value="">All locations</option>
          {CATEGORY_PAGE_CITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </CommittedSelect>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${idPrefix}-sort`} className="text-sm font-medium">
          Sort by
        </label>
        <CommittedSelect id={`${idPrefix}-sort`} name="sort" value={sort} className={selectClass}>
          <option value="featured">Featured first</option>
          <option value="newest">Newest</option>
          <option value="name">Name (A-Z)</option>
          <option value="price-asc">Price (low to high)</option>
          <option value="price-desc">Price (high to low)</option>
        </CommittedSelect>
      </div>
      <HiddenFields query={keep} />
      <NoScriptApply />
    </Form>
  );
}
