import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { ChartTable, type ChartColumn } from "~/components/charts/chart-table";
import { insightsCsvHref, type InsightsTable, type LoggedSearchRow } from "~/modules/site-insights/insights-types";

// The building blocks of the Insights tab (docs/product/admin.md#insights): a section card, a figure, the CSV link
// and the search lists.

/** One section of the tab, with its heading. */
export function InsightsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  );
}

/** A list of headline figures: label, value and an optional note. */
export function Figures({ label, items }: { label: string; items: { label: string; value: string; note?: string }[] }) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-medium text-muted">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{item.value}</dd>
          {item.note ? <dd className="text-sm text-muted">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The download of one table; a plain link, so the browser saves the file instead of the router fetching it. */
export function CsvLink({ table, label }: { table: InsightsTable; label: string }) {
  return (
    <a href={insightsCsvHref(table)} download className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
      <Download className="size-4" aria-hidden="true" /> Download CSV<span className="sr-only"> of {label}</span>
    </a>
  );
}

/** What an empty period says instead of a chart or a table. */
export function NoData({ children }: { children: ReactNode }) {
  return <p className="text-muted">{children}</p>;
}

const SEARCH_COLUMNS: ChartColumn<LoggedSearchRow & { key: string }>[] = [
  { key: "place", header: "Place", cell: (row) => row.place || "Anywhere", numeric: false },
  { key: "category", header: "Category", cell: (row) => row.categorySlug || "All", numeric: false },
  { key: "searches", header: "Searches", cell: (row) => row.searches.toLocaleString("en-GB") },
  { key: "results", header: "Results", cell: (row) => String(row.results) },
];

/** A list of logged searches as a table with its CSV link, or a sentence when the period has none. */
export function SearchList({ name, table, caption, rows, empty }: { name: string; table: InsightsTable; caption: string; rows: LoggedSearchRow[]; empty: string }) {
  return (
    <div className="space-y-2">
      {rows.length === 0 ? (
        <>
          <h3 className="font-semibold text-ink">{caption}</h3>
          <NoData>{empty}</NoData>
        </>
      ) : (
        <>
          <ChartTable
            name={name}
            caption={caption}
            rowHeader="Search"
            rowLabel={(row) => row.query || "(place only)"}
            columns={SEARCH_COLUMNS}
            rows={rows.map((row) => ({ ...row, key: `${row.query}|${row.place}|${row.categorySlug}` }))}
          />
          <CsvLink table={table} label={caption} />
        </>
      )}
    </div>
  );
}
