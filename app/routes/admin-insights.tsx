import { data } from "react-router";
import type { Route } from "./+types/admin-insights";
import { Figures, InsightsSection, NoData, SearchList, CsvLink } from "~/components/admin/insights-parts";
import { ChartTable } from "~/components/charts/chart-table";
import { TimeBarChart } from "~/components/charts/time-bar-chart";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { formatPrice } from "~/modules/money/money";
import { formatUpheldShare } from "~/modules/lead-quality/lead-quality-promise";
import { dayLabel, FEW_RESULTS_MAX, formatMinutes, formatShare, INSIGHTS_DAYS, LISTING_WEEKS, type PeriodCount } from "~/modules/site-insights/insights-types";
import { getSiteInsights } from "~/modules/site-insights/site-insights.server";

// The admin's Insights tab (docs/product/admin.md#insights; decisions 086, 088): listings, revenue, couples'
// enquiries and what couples search for that the directory lacks, read from the roll-ups and the search log.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Insights | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const insights = await getSiteInsights(getDatabase());
    return data({ insights }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

const count = (value: number) => value.toLocaleString("en-GB");
const days = (value: number | null) => (value === null ? "No data" : `${value.toFixed(1)} days`);
const chartData = (periods: PeriodCount[]) => periods.map((period) => ({ key: period.day, label: dayLabel(period.day), value: period.count }));
const countColumn = (header: string) => [{ key: "count", header, cell: (row: { value: number }) => count(row.value) }];

export default function AdminInsightsPage({ loaderData }: Route.ComponentProps) {
  const { insights } = loaderData;
  const weeks = chartData(insights.newListingsPerWeek);
  const enquiryDays = chartData(insights.couples.perDay);
  const { couples, approvalQueue, subscriptions, earlyBird } = insights;
  const totalRevenue = insights.revenue.reduce((sum, row) => sum + row.revenuePence, 0);
  return (
    <div className="space-y-8">
      <p className="text-muted">Figures up to {dayLabel(insights.today, true)} (UTC), from the daily roll-ups and the search log.</p>

      <InsightsSection id="insights-listings" title="Listings">
        <Figures
          label="Review queue and subscriptions"
          items={[
            { label: "Waiting for review", value: count(approvalQueue.waiting), note: `oldest ${days(approvalQueue.oldestDays)}, median ${days(approvalQueue.medianDays)}` },
            { label: "Live subscriptions", value: count(subscriptions.live) },
            { label: "Renewed", value: count(subscriptions.renewed), note: "live, in a paid year after their first" },
            { label: "Lapsed listings", value: count(subscriptions.lapsedListings), note: "hidden: subscription ended" },
          ]}
        />
        {weeks.every((week) => week.value === 0) ? (
          <NoData>No new listings in the last {LISTING_WEEKS} weeks.</NoData>
        ) : (
          <div className="space-y-2">
            <TimeBarChart name="new-listings" title={`New listings per week, last ${LISTING_WEEKS} weeks`} data={weeks} />
            <ChartTable name="new-listings" caption="New listings per week" rowHeader="Week starting" rowLabel={(row) => row.label} columns={countColumn("New listings")} rows={weeks} />
            <CsvLink table="new-listings" label="new listings per week" />
          </div>
        )}
        <CsvLink table="subscriptions" label="the review queue and subscriptions" />
      </InsightsSection>

      <InsightsSection id="insights-revenue" title="Revenue">
        <Figures
          label="Revenue"
          items={[
            { label: "Annual revenue booked", value: formatPrice(totalRevenue), note: "live subscriptions × yearly price" },
            { label: "Early-bird spots used", value: `${count(earlyBird.used)} of ${count(earlyBird.total)}` },
          ]}
        />
        <ChartTable
          name="revenue"
          caption="Annual revenue booked by plan"
          rowHeader="Plan"
          rowLabel={(row) => row.name}
          columns={[
            { key: "live", header: "Live subscriptions", cell: (row) => count(row.live) },
            { key: "price", header: "Yearly price", cell: (row) => formatPrice(row.pricePence) },
            { key: "revenue", header: "Revenue booked", cell: (row) => formatPrice(row.revenuePence) },
          ]}
          rows={insights.revenue.map((row) => ({ ...row, key: row.plan }))}
        />
        <CsvLink table="revenue" label="revenue by plan" />
      </InsightsSection>

      <InsightsSection id="insights-couples" title="Couples">
        {couples.enquiries === 0 && couples.held === 0 ? (
          <NoData>No enquiries in the last {INSIGHTS_DAYS} days.</NoData>
        ) : (
          <>
            <Figures
              label={`Enquiries, last ${INSIGHTS_DAYS} days`}
              items={[
                { label: "Enquiries delivered", value: count(couples.enquiries) },
                { label: "Reply rate", value: formatShare(couples.replyRate), note: `${count(couples.replied)} replied` },
                { label: "Median reply time", value: formatMinutes(couples.medianReplyMinutes) },
                {
                  label: "Held / reported",
                  value: `${count(couples.held)} / ${count(couples.reported)}`,
                  note: `upheld: ${count(couples.upheld.upheld)} (${formatUpheldShare(couples.upheld)} of enquiries)`,
                },
              ]}
            />
            <TimeBarChart name="enquiries" title={`Enquiries per day, last ${INSIGHTS_DAYS} days`} data={enquiryDays} />
            <ChartTable name="enquiries" caption="Enquiries per day" rowHeader="Day" rowLabel={(row) => row.label} columns={countColumn("Enquiries")} rows={enquiryDays} />
            <CsvLink table="enquiries" label="enquiries per day" />
          </>
        )}
      </InsightsSection>

      <InsightsSection id="insights-searches" title="Searches">
        <p className="text-muted">
          Last {INSIGHTS_DAYS} days: {count(insights.searches.total)} searches counted by the roll-up, {count(insights.searches.withoutResults)} of them found
          nothing. The lists below are the search log's, up to a moment ago.
        </p>
        <SearchList
          name="searches-without-results"
          table="searches-without-results"
          caption="Searches without results"
          rows={insights.searchesWithoutResults}
          empty={`Every search of the last ${INSIGHTS_DAYS} days found something.`}
        />
        <SearchList
          name="searches-with-few-results"
          table="searches-with-few-results"
          caption={`Searches with few results (1 to ${FEW_RESULTS_MAX})`}
          rows={insights.searchesWithFewResults}
          empty={`No search of the last ${INSIGHTS_DAYS} days found only 1 to ${FEW_RESULTS_MAX} listings.`}
        />
      </InsightsSection>
    </div>
  );
}
