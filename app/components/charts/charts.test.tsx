import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartTable } from "~/components/charts/chart-table";
import { FunnelChart, formatRate } from "~/components/charts/funnel-chart";
import { TimeBarChart } from "~/components/charts/time-bar-chart";

const data = [
  { key: "a", label: "1 Jun", value: 3 },
  { key: "b", label: "8 Jun", value: 7 },
  { key: "c", label: "15 Jun", value: 0 },
];

describe("server-drawn charts", () => {
  it("draws one bar per point as a named image with a summary", () => {
    const html = renderToStaticMarkup(<TimeBarChart title="Enquiries per week" data={data} />);
    expect(html).toContain('role="img"');
    expect(html).toContain("<title");
    expect(html).toContain("Enquiries per week");
    expect(html).toContain("total 10; highest 7 (8 Jun)");
    expect(html).toMatch(/viewBox="0 0 600 260"/);
    expect(html.match(/<rect/g)).toHaveLength(3);
  });

  it("formats values with the caller's formatter", () => {
    const html = renderToStaticMarkup(<TimeBarChart title="Value" data={data} format={(v) => `£${v}`} />);
    expect(html).toContain("total £10");
  });

  it("labels each funnel step with its rate from the step before", () => {
    const html = renderToStaticMarkup(
      <FunnelChart
        title="Funnel"
        steps={[
          { key: "e", label: "Enquiries", value: 10, rate: null },
          { key: "r", label: "Replied", value: 8, rate: 0.8 },
          { key: "b", label: "Booked", value: 0, rate: 0 },
        ]}
      />,
    );
    expect(html).toContain("Replied: 8 (80% of the step before)");
    expect(html).toContain("Booked: 0 (0% of the step before)");
    expect(formatRate(null)).toBe("—");
  });

  it("writes the figures as a table with row and column headers", () => {
    const html = renderToStaticMarkup(
      <ChartTable caption="Enquiries" rowHeader="Week" rowLabel={(row) => row.label} columns={[{ key: "v", header: "Enquiries", cell: (row) => String(row.value) }]} rows={data} />,
    );
    expect(html).toContain("<caption");
    expect(html).toContain('<th scope="row" class="py-1 pr-2 font-medium">8 Jun</th>');
    expect(html).toContain("<td");
  });
});
