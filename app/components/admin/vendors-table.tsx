import { ChevronLeft, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { vendorEditPath } from "~/modules/admin/vendor-admin-form";
import {
  BULK_VENDOR_ACTIONS,
  DELETE_PARAM,
  vendorListSearch,
  type AdminVendorPage,
  type AdminVendorRow,
  type BulkVendorAction,
  type VendorFlag,
  type VendorListActionData,
  type VendorListQuery,
} from "~/modules/admin/vendor-admin-list";
import { cn } from "~/lib/cn";

const BULK_FORM_ID = "vendor-bulk-form";

const dates = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

const FLAG_LABEL: Record<VendorFlag, string> = { isActive: "Active", isFeatured: "Featured" };

/**
 * One vendor's active or featured switch (docs/product/admin.md#vendors: one at a time): a form of its own that posts the opposite
 * value through a fetcher, showing the new value at once. Without JavaScript it is a plain post to the page. It is a
 * toggle button (aria-pressed) rather than role="switch": a submit button may not take the switch role (decision 073).
 * Its name stays the same ('Active: <vendor>') while the state is told by aria-pressed and, to the eye, by the knob's
 * side and the colour; a word that changed with the state would be missing from the name.
 * A refusal is told by a toast ('Failed to update vendor', docs/product/admin.md#vendors).
 */
function FlagSwitch({ row, flag }: { row: AdminVendorRow; flag: VendorFlag }) {
  const fetcher = useFetcher<VendorListActionData>();
  useActionToast(fetcher.data && !fetcher.data.ok ? fetcher.data.toast : undefined);
  const pending = fetcher.formData?.get("value");
  const on = typeof pending === "string" ? pending === "true" : row[flag];
  const label = FLAG_LABEL[flag];
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="vendorId" value={row.id} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={String(!on)} />
      <button
        type="submit"
        aria-pressed={on}
        className={cn(
          "inline-flex items-center gap-2 whitespace-nowrap rounded-full px-2 py-1 text-xs font-semibold ring-1 transition-colors",
          on ? "bg-green-50 text-green-800 ring-green-200 hover:bg-green-100" : "bg-white text-muted ring-brand-100 hover:bg-brand-50",
        )}
      >
        <span aria-hidden="true" className={cn("relative h-4 w-7 rounded-full transition-colors", on ? "bg-green-600" : "bg-gray-300")}>
          <span className={cn("absolute top-0.5 size-3 rounded-full bg-white transition-all", on ? "left-3.5" : "left-0.5")} />
        </span>
        {label}
        <span className="sr-only">: {row.name}</span>
      </button>
    </fetcher.Form>
  );
}

function VendorRow({
  row,
  selected,
  onSelect,
  deleteHref,
}: {
  row: AdminVendorRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  deleteHref: string;
}) {
  return (
    <tr className="border-t border-brand-100 align-top">
      <td className="px-3 py-3">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          form={BULK_FORM_ID}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${row.name}`}
          className="size-4 accent-brand-700"
        />
      </td>
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <Link to={vendorEditPath(row.id)} className="font-semibold text-brand-800 hover:underline">
          {row.name}
        </Link>
        <p className="text-xs text-muted">{row.ownerEmail ? `Owner: ${row.ownerEmail}` : "Imported"}</p>
      </th>
      <td className="px-3 py-3">{row.category.name}</td>
      <td className="px-3 py-3">{row.city ?? row.location}</td>
      <td className="px-3 py-3">
        <FlagSwitch row={row} flag="isActive" />
      </td>
      <td className="px-3 py-3">
        <FlagSwitch row={row} flag="isFeatured" />
      </td>
      <td className="px-3 py-3">{row.isVerified ? <Badge>Verified</Badge> : <Badge variant="neutral">Unverified</Badge>}</td>
      <td className="whitespace-nowrap px-3 py-3 tabular-nums">{dates.format(new Date(row.createdAt))}</td>
      <td className="px-3 py-3">
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={vendorEditPath(row.id)} aria-label={`Edit ${row.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="text-red-800">
            <Link to={deleteHref} preventScrollReset aria-label={`Delete ${row.name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Link>
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Previous and next links that keep the search, filters and sort, and where the page is. */
function Pagination({ list, query }: { list: AdminVendorPage; query: VendorListQuery }) {
  const link = (page: number) => `/admin-dashboard${vendorListSearch(query, { page })}`;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        Page {list.page} of {list.pageCount} · {list.total.toLocaleString("en-GB")} {list.total === 1 ? "vendor" : "vendors"}
      </p>
      <div className="flex gap-2">
        {list.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={link(list.page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" /> Previous
            </Link>
          </Button>
        ) : null}
        {list.page < list.pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={link(list.page + 1)} rel="next">
              Next <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * The Vendors table (docs/product/admin.md#vendors: server-paginated; docs/product/admin.md#vendors toggles one at a time and bulk actions on a selection):
 * a checkbox per row, the bulk buttons 'Make active', 'Make inactive', 'Make featured', 'Remove featured' for the
 * selection, each row's active and featured switches, Edit, and Delete (which opens the confirmation through the
 * URL). The bulk form posts through a fetcher (a toast tells what was done, 'Failed to update vendors' on a
 * refusal); without JavaScript every form is a plain post to the page.
 */
export function VendorsTable({ list, query }: { list: AdminVendorPage; query: VendorListQuery }) {
  const bulk = useFetcher<VendorListActionData>();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number[]>([]);
  const [answered, setAnswered] = useState(bulk.data);
  // A bulk action that succeeded clears the selection (adjusting state on new data, not in an effect).
  if (bulk.data !== answered) {
    setAnswered(bulk.data);
    if (bulk.data?.ok) setSelected([]);
  }
  useActionToast(bulk.data?.toast);
  const onPage = selected.filter((id) => list.rows.some((row) => row.id === id));
  const allSelected = list.rows.length > 0 && onPage.length === list.rows.length;
  const busy = bulk.state !== "idle";

  return (
    <div className="space-y-4">
      <bulk.Form id={BULK_FORM_ID} method="post" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="bulk" />
        <p className="mr-2 text-sm text-muted" aria-live="polite">
          {hydrated ? `${onPage.length} selected` : "Select vendors, then:"}
        </p>
        {(Object.keys(BULK_VENDOR_ACTIONS) as BulkVendorAction[]).map((action) => (
          <Button key={action} type="submit" name="bulkAction" value={action} variant="outline" size="sm" disabled={busy || (hydrated && onPage.length === 0)}>
            {BULK_VENDOR_ACTIONS[action].label}
          </Button>
        ))}
      </bulk.Form>

      {/* Positioned, so the table's visually hidden texts (absolutely placed) scroll with it rather than widen the page. */}
      <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
        <table className="w-full text-sm">
          <caption className="sr-only">Vendors</caption>
          <thead className="bg-cream text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-3">
                {hydrated ? (
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) => setSelected(event.target.checked ? list.rows.map((row) => row.id) : [])}
                    aria-label="Select all vendors on this page"
                    className="size-4 accent-brand-700"
                  />
                ) : (
                  <span className="sr-only">Select</span>
                )}
              </th>
              <th scope="col" className="px-3 py-3">
                Name
              </th>
              <th scope="col" className="px-3 py-3">
                Category
              </th>
              <th scope="col" className="px-3 py-3">
                Location
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3">
                Featured
              </th>
              <th scope="col" className="px-3 py-3">
                Verified
              </th>
              {/* A set width, so the other columns keep their place whether the dates read "1 Dec" or "30 Nov". */}
              <th scope="col" className="w-32 px-3 py-3">
                Created
              </th>
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <VendorRow
                key={row.id}
                row={row}
                selected={selected.includes(row.id)}
                onSelect={(checked) => setSelected((current) => (checked ? [...current, row.id] : current.filter((id) => id !== row.id)))}
                deleteHref={`/admin-dashboard${vendorListSearch(query, { page: list.page }, { [DELETE_PARAM]: String(row.id) })}`}
              />
            ))}
          </tbody>
        </table>
        {list.rows.length === 0 ? <p className="p-6 text-center text-muted">No vendors match.</p> : null}
      </div>
      <Pagination list={list} query={query} />
    </div>
  );
}
