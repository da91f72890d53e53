import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { FormField, SelectField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import {
  VENDOR_SORT_LABELS,
  VENDOR_SORTS,
  VENDOR_STATUS_FILTERS,
  VENDOR_STATUS_LABELS,
  type CategoryOption,
  type VendorListQuery,
} from "~/modules/admin/vendor-admin-list";

/**
 * The Vendors tab's search, filters and sort (docs/product/admin.md#vendors): a GET form, so the table's state is in the URL and the
 * form works without JavaScript. Applying it goes back to the first page. 'Clear' shows every vendor again.
 */
export function VendorListFilters({ query, categories }: { query: VendorListQuery; categories: CategoryOption[] }) {
  const filtered = query.q !== "" || query.categoryId !== undefined || query.status !== undefined || query.sort !== "newest";
  return (
    // Keyed by the state, so going back or clearing shows the URL's values rather than what was typed before.
    <Form
      key={JSON.stringify([query.q, query.categoryId, query.status, query.sort])}
      method="get"
      role="search"
      aria-label="Find vendors"
      className="grid items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 md:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <FormField name="q" id="vendor-search" type="search" label="Search by name" defaultValue={query.q} maxLength={200} />
      <SelectField name="category" id="vendor-category-filter" label="Category" defaultValue={query.categoryId ?? ""}>
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField name="status" id="vendor-status-filter" label="Status" defaultValue={query.status ?? ""}>
        <option value="">All statuses</option>
        {VENDOR_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {VENDOR_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField name="sort" id="vendor-sort" label="Sort" defaultValue={query.sort}>
        {VENDOR_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {VENDOR_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden="true" /> Apply
        </Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to="/admin-dashboard">Clear</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
