import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ListingStatsCard } from "~/components/portal/listing-stats-card";
import { fillStatsPeriod, statsPeriodDays } from "~/modules/listing-stats/listing-stats";

const NOW = new Date("2026-06-01T12:00:00Z");

function stats(counts: Record<string, { profileViews?: number; searchAppearances?: number; enquiries?: number }>) {
  return fillStatsPeriod(statsPeriodDays(NOW), new Map(Object.entries(counts)));
}

/** The bars of one chart as [day, count, height]. */
function bars(html: string, measure: string): [string, number, number][] {
  const svg = new RegExp(`<svg[^>]*data-measure="${measure}"[^>]*>(.*?)</svg>`).exec(html)?.[1] ?? "";
  return [...svg.matchAll(/<rect[^>]*height="([\d.]+)"[^>]*data-day="([\d-]+)" data-count="(\d+)"/g)].map(([, height, day, count]) => [
    day!,
    Number(count),
    Number(height),
  ]);
}

it("shows the three totals and draws one bar per day, the busiest day full height", () => {
  const html = renderToStaticMarkup(
    <ListingStatsCard
      stats={stats({
        "2026-05-03": { profileViews: 5, searchAppearances: 1200 },
        "2026-05-20": { profileViews: 10, enquiries: 1 },
        "2026-06-01": { profileViews: 1, searchAppearances: 4, enquiries: 2 },
      })}
    />,
  );
  expect(html).toContain("Listing Statistics");
  expect(html).toMatch(/data-testid="stats-total-profileViews"[^>]*>16</);
  expect(html).toMatch(/data-testid="stats-total-searchAppearances"[^>]*>1,204</);
  expect(html).toMatch(/data-testid="stats-total-enquiries"[^>]*>3</);

  const views = bars(html, "profileViews");
  expect(views).toHaveLength(30);
  expect(views.find(([day]) => day === "2026-05-20")).toEqual(["2026-05-20", 10, 60]);
  expect(views.find(([day]) => day === "2026-05-03")).toEqual(["2026-05-03", 5, 30]);
  expect(views.find(([day]) => day === "2026-05-04")?.[2]).toBe(0);
  // A small count next to a big one stays visible.
  expect(bars(html, "searchAppearances").find(([day]) => day === "2026-06-01")).toEqual(["2026-06-01", 4, 2]);
});

it("summarises each chart for screen readers and lists every day in a table", () => {
  const html = renderToStaticMarkup(<ListingStatsCard stats={stats({ "2026-05-20": { profileViews: 10, enquiries: 1 } })} />);
  expect(html).toContain(
    'role="img" aria-label="Profile views per day from 3 May 2026 to 1 June 2026: 10 profile views in total, the most on 20 May (10)."',
  );
  expect(html).toContain('aria-label="Enquiries per day from 3 May 2026 to 1 June 2026: 1 enquiry in total, the most on 20 May (1)."');
  expect(html).toContain('aria-label="Search appearances per day from 3 May 2026 to 1 June 2026: none yet."');
  expect(html).toMatch(/<div class="sr-only"><table>/);
  expect(html.match(/<th scope="row">/g)).toHaveLength(30);
  expect(html).toContain('<th scope="row">20 May 2026</th><td>10</td><td>0</td><td>1</td>');
});
