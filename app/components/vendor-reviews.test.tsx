import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorCard } from "~/components/vendor-card";
import { VendorReviews } from "~/components/vendor-reviews";
import type { PublicReview } from "~/modules/reviews/review-rules";
import type { VendorCard as VendorCardData } from "~/modules/vendors/vendor-types";

function render(element: ReactNode, url = "/vendor/7"): string {
  const Stub = createRoutesStub([{ path: "/vendor/:id", Component: () => element }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 31,
  rating: 4,
  title: "Gorgeous bridal mehndi",
  body: "Stunning work.\nThey arrived early and stayed late.",
  authorName: "Hina",
  eventMonth: "2026-08",
  reply: null,
  createdAt: "2026-08-20T10:00:00.000Z",
  photos: [],
  verifiedBooking: false,
  ...overrides,
});

describe("VendorReviews", () => {
  it("shows each review with its stars, 'Verified enquiry', the event month, the reply and a Report control", () => {
    const html = render(
      <VendorReviews
        vendorName="Henna by Zainab"
        rating={{ average: 4.5, count: 2 }}
        reviews={[review({ reply: "Thank you, Hina!" }), review({ id: 32, rating: 5, photos: [{ url: "/media/uploads/reviews/photo-1.webp", alt: "Photo 1" }] })]}
      />,
    );
    expect(html).toContain('aria-label="Rated 4.5 out of 5 from 2 reviews"');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    expect(html.match(/Verified enquiry/g)).toHaveLength(2);
    expect(html).toContain("Event: August 2026");
    expect(html).toContain("Reply from Henna by Zainab");
    expect(html).toContain("Thank you, Hina!");
    expect(html).toContain('action="/reviews/31/report"');
    expect(html).toContain('<img src="/media/uploads/reviews/photo-1.webp" alt="Photo 1"');
  });

  it("shows 'Verified booking' instead of 'Verified enquiry' on a review of a booking", () => {
    const html = render(
      <VendorReviews vendorName="V" rating={{ average: 4.5, count: 2 }} reviews={[review({ verifiedBooking: true }), review({ id: 32 })]} />,
    );
    expect(html.match(/Verified booking/g)).toHaveLength(1);
    expect(html.match(/Verified enquiry/g)).toHaveLength(1);
  });

  it("renders markup in a review as text", () => {
    const html = render(
      <VendorReviews vendorName="V" rating={{ average: 1, count: 1 }} reviews={[review({ title: "<b>bold</b>", body: '<script>alert("x")</script><img src=x onerror=alert(1)>' })]} />,
    );
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it("thanks the couple only when they land here after writing a review", () => {
    const element = <VendorReviews vendorName="V" rating={{ average: 5, count: 1 }} reviews={[review()]} />;
    expect(render(element, "/vendor/7?reviewed=1")).toContain("Thank you for your review. It is now shown on this page.");
    expect(render(element)).not.toContain("Thank you for your review");
  });

  it("shows no figure when there is no review", () => {
    const html = render(<VendorReviews vendorName="V" rating={undefined} reviews={[]} />);
    expect(html).toContain("No reviews yet");
    expect(html).not.toMatch(/Rated|★|\d\.\d/);
  });
});

describe("VendorCard's rating", () => {
  const card: VendorCardData = {
    id: 7,
    name: "Henna by Zainab",
    category: { name: "Mehndi Artists", slug: "mehndi-artists" },
    location: "Leicester",
    priceRange: "££",
    description: "Henna.",
    isFeatured: false,
    primaryImage: null,
    features: [],
  };

  it("reads '★ 4.7 (12)' only when the vendor has reviews", () => {
    const rated = render(<VendorCard vendor={{ ...card, rating: { average: 4.6667, count: 12 } }} maxFeatures={3} />);
    expect(rated).toContain('<p role="img" aria-label="Rated 4.7 out of 5 from 12 reviews" class="text-sm font-semibold text-gold-700">★ 4.7 (12)</p>');
    const unrated = render(<VendorCard vendor={card} maxFeatures={3} />);
    expect(unrated).not.toContain("★");
  });
});
