import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentDebugInfo } from "~/modules/admin/payment-debug";
import DebugPaymentsPage from "~/routes/debug-payments";

const info: PaymentDebugInfo = {
  adapter: { provider: "test", label: "Test mode (no real payments)", priceIds: [] },
  checkouts: {
    rows: [
      { plan: "early_bird", planName: "Early Bird Offer", counts: { pending: 0, open: 2, complete: 5, expired: 1, cancelled: 0 }, total: 8 },
      { plan: "showcase", planName: "Supplier Showcase", counts: { pending: 0, open: 0, complete: 3, expired: 0, cancelled: 1 }, total: 4 },
      { plan: "featured", planName: "Featured Supplier", counts: { pending: 0, open: 0, complete: 0, expired: 0, cancelled: 0 }, total: 0 },
    ],
    totals: { pending: 0, open: 2, complete: 8, expired: 1, cancelled: 1 },
    total: 12,
  },
  subscriptions: { byStatus: [{ status: "active", count: 7 }, { status: "canceled", count: 1 }], total: 8 },
  earlyBird: { remainingSpots: 290, totalSpots: 298 },
  latestCheckouts: [
    {
      id: "cs_test_abc",
      provider: "test",
      plan: "early_bird",
      status: "complete",
      amountPence: 9999,
      customerEmail: "buyer@example.test",
      earlyBirdReserved: true,
      usedByAccount: true,
      createdAt: "2026-02-01T09:30:00.000Z",
      completedAt: "2026-02-01T09:35:00.000Z",
    },
  ],
  loadedAt: "2026-02-01T10:00:00.000Z",
};

function render(): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = DebugPaymentsPage as any;
  const Stub = createRoutesStub([{ id: "debug", path: "/debug-payments", Component: Page, loader: () => ({ info }) }]);
  return renderToStaticMarkup(<Stub initialEntries={["/debug-payments"]} hydrationData={{ loaderData: { debug: { info } } }} />);
}

describe("the payment debug page", () => {
  it("shows the adapter, the early-bird spots, the counts and the latest checkouts", () => {
    const html = render();
    expect(html).toContain("Test mode (no real payments)");
    expect(html).toMatch(/290 <span[^>]*>of 298 remaining<\/span>/);
    expect(html).toContain("Checkout sessions (12)");
    expect(html).toMatch(/<th scope="row"[^>]*>Early Bird Offer<\/th><td[^>]*>0<\/td><td[^>]*>2<\/td><td[^>]*>5<\/td>/);
    expect(html).toContain("Subscriptions (8)");
    expect(html).toContain("cs_test_abc");
    expect(html).toContain("£99.99");
    expect(html).toContain("holds a spot · account created · paid 1 Feb 2026, 09:35");
  });

  it("offers the early_bird and showcase test checkouts as one posted form", () => {
    const html = render();
    const form = /<form [^>]*action="\/debug-payments" method="post">(.*?)<\/form>/s.exec(html)?.[1] ?? "";
    expect(form).toMatch(/<button [^>]*type="submit" value="early_bird" name="plan">.*Test early_bird checkout<\/button>/s);
    expect(form).toMatch(/<button [^>]*type="submit" value="showcase" name="plan">.*Test showcase checkout<\/button>/s);
    expect(html).not.toContain('value="featured"');
  });
});
