import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { summariseBudget } from "~/modules/wedding-budget/budget-summary";
import PlannerBudgetRoute from "~/routes/planner-budget";

// docs/product/couples-tools.md#budget, decision 085: the charts are SVG in the server's HTML, each named for
// assistive technology, with a table of the same figures beside it.

function render(loaderData: unknown, actionData?: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = PlannerBudgetRoute as any;
  const Stub = createRoutesStub([{ id: "budget", path: "/planner/budget", Component: Page, loader: () => loaderData }]);
  return renderToString(<Stub initialEntries={["/planner/budget"]} hydrationData={{ loaderData: { budget: loaderData }, actionData: actionData ? { budget: actionData } : undefined }} />);
}

const events = [{ id: 7, label: "Walima", date: "2026-09-12", eventType: "Walima" }];
const summary = summariseBudget(
  2_500_000,
  events,
  [{ id: 1, eventId: 7, eventLabel: "Walima", category: "caterers", categoryLabel: "Caterers", plannedPence: 1_000_000, paidPence: 0, note: null }],
  [{ enquiryId: 3, vendorName: "Spice Route", status: "booked", amountPence: 1_234_500, date: "2026-09-12", eventId: 7, eventLabel: "Walima", category: "caterers", categoryLabel: "Caterers" }],
);

describe("the budget page", () => {
  it("draws both charts as SVG on the server, named, with their tables", () => {
    const html = render({ summary, categories: [{ slug: "caterers", name: "Caterers" }] });
    expect(html).toMatch(/<h1[^>]*>Budget<\/h1>/);
    const charts = html.match(/<svg[^>]*data-chart="budget"[^>]*>/g) ?? [];
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      expect(chart).toContain('role="img"');
      expect(chart).toMatch(/viewBox="0 0 600 \d+"/);
    }
    expect(html).toContain("<title");
    expect(html).toContain("Planned and booked per event</title>");
    expect(html).toContain("Walima: planned £10,000, booked £12,345");
    expect(html).toMatch(/<caption[^>]*>Planned and booked per event<\/caption>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Walima<\/th><td[^>]*>£10,000<\/td><td[^>]*>£0<\/td><td[^>]*>£12,345<\/td>/);
    expect(html).toContain("Booked £12,345");
  });

  it("shows a refused line's typed values and message on that line", () => {
    const failure = { values: { intent: "update-line", lineId: "1", planned: "lots", paid: "", note: "" }, fieldErrors: { planned: "Enter an amount in pounds, for example 1,250 or 1,250.50." }, formError: { message: "Please correct the highlighted fields." } };
    const html = render({ summary, categories: [] }, failure);
    expect(html).toMatch(/id="planned-1"[^>]*value="lots"|value="lots"[^>]*id="planned-1"/);
    expect(html).toContain("Enter an amount in pounds, for example 1,250 or 1,250.50.");
    expect(html).toContain('role="alert"');
    const gone = render({ summary, categories: [] }, { values: { intent: "update-line", lineId: "99", planned: "5" }, fieldErrors: {}, formError: { message: "That budget line is not in your wedding." } });
    expect(gone).toMatch(/role="alert"[^>]*>That budget line is not in your wedding\./);
  });
});
