/** One column of a {@link ChartTable}: its heading and the text of each row's cell. */
export type ChartColumn<Row> = { key: string; header: string; cell: (row: Row) => string; numeric?: boolean };

/**
 * A chart's figures as a table (caption, column and row headers), beside the chart, for reading and for assistive
 * technology (decision 085). Generic: the first column is the row header (`rowLabel`), the others come from
 * `columns`. Scrolls sideways inside its box at 375 px rather than widening the page.
 */
export function ChartTable<Row extends { key: string }>({
  caption,
  rowHeader,
  rowLabel,
  columns,
  rows,
  name,
}: {
  caption: string;
  rowHeader: string;
  rowLabel: (row: Row) => string;
  columns: ChartColumn<Row>[];
  rows: Row[];
  name?: string;
}) {
  return (
    <div className="overflow-x-auto" data-chart-table={name}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100">
            <th scope="col" className="py-1 pr-2">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`py-1 pr-2 ${column.numeric === false ? "" : "text-right"}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-brand-50">
              <th scope="row" className="py-1 pr-2 font-medium">
                {rowLabel(row)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={`py-1 pr-2 ${column.numeric === false ? "" : "text-right"}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
