import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReviewListing, ReviewQueue } from "~/modules/admin/listing-review";
import AdminListingsPage from "~/routes/admin-listings";

const listing = (overrides: Partial<ReviewListing>): ReviewListing => ({
  id: 1,
  name: "Henna by Noor",
  category: "Mehndi Artists",
  ownerEmail: "noor@example.test",
  plan: "Supplier Showcase",
  submittedAt: "2026-01-03T10:00:00.000Z",
  isActive: false,
  isFeatured: false,
  isVerified: false,
  lapsedAt: null,
  subscription: { status: "active", label: "Active", ended: false, currentPeriodEnd: "2027-01-03T10:00:00.000Z" },
  ...overrides,
});

function render(queue: ReviewQueue): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = AdminListingsPage as any;
  const Stub = createRoutesStub([{ id: "listings", path: "/admin-dashboard/listings", Component: Page, loader: () => ({ queue }) }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin-dashboard/listings"]} hydrationData={{ loaderData: { listings: { queue } } }} />);
}

describe("the Business Listings page", () => {
  const queue: ReviewQueue = {
    filter: "pending",
    page: 1,
    pageCount: 2,
    counts: { pending: 51, live: 4, lapsed: 1, all: 56 },
    listings: [
      listing({ id: 1 }),
      listing({ id: 2, name: "Ended Mehndi", isVerified: true, subscription: { status: "canceled", label: "Ended", ended: true, currentPeriodEnd: null } }),
    ],
  };

  it("shows the filter links with their counts, the current one marked, and the next page", () => {
    const html = render(queue);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin-dashboard\/listings\?filter=pending"[^>]*>Pending <span[^>]*>\(51\)<\/span><\/a>/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('href="/admin-dashboard/listings?filter=lapsed"');
    expect(html).toContain('href="/admin-dashboard/listings?filter=pending&amp;page=2"');
    expect(html).toContain("Page 1 of 2");
  });

  it("offers Approve, the toggles, Resend verification and Delete per row; no Approve once the subscription ended", () => {
    const html = render(queue);
    expect(html).toContain('aria-label="Approve Henna by Noor"');
    expect(html).not.toContain('aria-label="Approve Ended Mehndi"');
    expect(html).toContain("Cannot go live until renewed");
    expect(html).toContain('aria-label="Featured: Henna by Noor"');
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Verified: Ended Mehndi"/);
    expect(html).toContain('aria-label="Resend verification email for Henna by Noor"');
    expect(html).not.toContain('aria-label="Resend verification email for Ended Mehndi"');
    expect(html.match(/Delete<span class="sr-only">/g)).toHaveLength(2);
    expect(html).toContain("noor@example.test");
    expect(html).toContain("3 Jan 2026, 10:00");
    expect(html).toContain('href="/vendor/1"');
  });

  it("says so when the filter has no listings", () => {
    const html = render({ ...queue, filter: "lapsed", pageCount: 1, listings: [] });
    expect(html).toContain("No listings are hidden by an ended subscription.");
  });
});
