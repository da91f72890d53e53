import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorCard } from "~/components/vendor-card";
import type { VendorCard as VendorCardData } from "~/modules/vendors/vendor-types";

const appCss = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");

/** `element` as the server renders it on a category page (what a browser gets before JavaScript runs). */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/category/:slug", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/category/mehndi-artists"]} />);
}

const vendor = (overrides: Partial<VendorCardData> = {}): VendorCardData => ({
  id: 27,
  name: "Gulab Mehndi",
  category: { name: "Mehndi Artists", slug: "mehndi-artists" },
  location: "Sheffield",
  priceRange: "££",
  description:
    "Gulab Mehndi is a Sheffield henna studio known for Arabic designs and Rajasthani patterns, drawn freehand with freshly mixed paste. Guest stations can be arranged for larger…",
  isFeatured: true,
  primaryImage: { url: "/media/demo/mehndi-artists-4.webp", alt: "A hand decorated with henna patterns" },
  features: ["Travels across the UK", "Female-only team", "Freshly mixed organic henna", "Bridal trials"],
  ...overrides,
});

describe("VendorCard", () => {
  it("shows the vendor's details, with its icons hidden from assistive technology", () => {
    const html = render(<VendorCard vendor={vendor()} maxFeatures={3} showFeaturedBadge headingLevel="h2" className="h-full" />);
    expect(html).toMatch(/^<article class="vendor-card h-full">/);
    expect(html).toContain('<img src="/media/demo/mehndi-artists-4.webp" alt="A hand decorated with henna patterns"');
    expect(html).toContain('<span class="badge badge-neutral">Mehndi Artists</span>');
    expect(html).toMatch(/<span class="badge badge-gold"><svg [^>]*class="icon lucide-star size-3" aria-hidden="true">.*?<\/svg> Featured<\/span>/);
    expect(html).toContain(">Gulab Mehndi</h2>");
    expect(html).toContain('title="££ Mid-range">££ Mid-range</span>');
    // The location reads as one text after its icon, with no `<!-- -->` marker between.
    expect(html).toMatch(/<p [^>]*><svg [^>]*class="icon lucide-map-pin size-4 shrink-0" aria-hidden="true">.*?<\/svg> Sheffield<\/p>/);
    expect(html.match(/<li><span class="badge badge-feature">[^<]+<\/span><\/li>/g)).toEqual([
      '<li><span class="badge badge-feature">Travels across the UK</span></li>',
      '<li><span class="badge badge-feature">Female-only team</span></li>',
      '<li><span class="badge badge-feature">Freshly mixed organic henna</span></li>',
    ]);
    expect(html).toMatch(/<a aria-label="View details of Gulab Mehndi" [^>]*href="\/vendor\/27"[^>]*>View Details<\/a>/);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  it("shows a vendor without photos with its category's artwork and its initials, never a stock photo (decision 071)", () => {
    const html = render(<VendorCard vendor={vendor({ name: "Noor Bridal Mehndi", primaryImage: null })} maxFeatures={3} />);
    expect(html).toMatch(/<svg role="img" aria-label="Noor Bridal Mehndi: no photos yet"/);
    expect(html).toContain('href="/images/category-art.svg#mehndi-artists"');
    expect(html).toMatch(/data-testid="vendor-initials"[^>]*>NB</);
    expect(html).not.toContain("vendor-placeholder.webp");
    expect(html).not.toContain("<img");
  });

  it("shows the distance from a searched place after the location", () => {
    const html = render(<VendorCard vendor={vendor()} maxFeatures={3} distanceKm={12.44} />);
    expect(html).toMatch(/<\/svg> Sheffield<span [^>]*data-testid="distance">12.4 km away<\/span><\/p>/);
  });

  it("shows the reply record when the vendor has one (docs/product/couples-tools.md#response-times)", () => {
    const replies = { enquiries: 14, medianReplyMinutes: 95, repliedWithin48hShare: 0.92 };
    const html = render(<VendorCard vendor={vendor({ replies })} maxFeatures={3} />);
    expect(html).toContain('data-testid="reply-record">Usually replies within 2 hours · Replies to 92% of enquiries within 48 hours</p>');
    // Half or more unanswered: no usual time, the rate alone.
    const unanswered = render(<VendorCard vendor={vendor({ replies: { ...replies, medianReplyMinutes: null, repliedWithin48hShare: 0.4 } })} maxFeatures={3} />);
    expect(unanswered).toContain('data-testid="reply-record">Replies to 40% of enquiries within 48 hours</p>');
    expect(render(<VendorCard vendor={vendor()} maxFeatures={3} />)).not.toContain("reply-record");
  });

  it("shows no Featured badge or location when there are none to show", () => {
    const html = render(<VendorCard vendor={vendor({ location: "" })} maxFeatures={3} />);
    expect(html).not.toContain("Featured");
    expect(html).not.toContain("lucide-map-pin");
    expect(html).not.toContain("<svg");
    expect(html).toContain(">Gulab Mehndi</h3>");
  });

  it("draws with component classes that app.css defines", () => {
    const html = render(<VendorCard vendor={vendor()} maxFeatures={3} showFeaturedBadge />);
    for (const name of ["vendor-card", "badge", "badge-neutral", "badge-gold", "badge-feature", "icon"]) {
      expect(html).toMatch(new RegExp(`class="(?:[^"]* )?${name}[ "]`));
      expect(appCss, name).toMatch(new RegExp(`\\n\\s*\\.${name} \\{`));
    }
  });

  it("stays light: a category page repeats it 24 times", () => {
    // This full card (featured, three features, a long description) weighed 3,337 bytes with lucide-react's icons
    // and the badges' utility strings written out, and 2,417 without; the limit leaves room for longer names, not
    // for that markup again.
    const html = render(<VendorCard vendor={vendor()} maxFeatures={3} showFeaturedBadge headingLevel="h2" className="h-full" />);
    const card = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? "";
    expect(new TextEncoder().encode(card).byteLength).toBeLessThan(2_600);
  });

  it("shows 'From £X' for a vendor with packages instead of the price band", () => {
    const html = render(<VendorCard vendor={vendor({ fromPricePence: 80_000, fromPriceLabel: "From £800" })} maxFeatures={3} />);
    expect(html).toContain('title="From £800">From £800</span>');
    expect(html).not.toContain("Mid-range");
    expect(render(<VendorCard vendor={vendor({ fromPricePence: null, fromPriceLabel: "" })} maxFeatures={3} />)).toContain('title="££ Mid-range">££ Mid-range</span>');
  });

  it("says which of the couple's dates the vendor is free on, and carries the dates on its link", () => {
    const html = render(<VendorCard vendor={vendor({ availableOn: ["2027-08-12", "2027-08-14"], availableOnLabel: "Available on 12 Aug and 14 Aug" })} maxFeatures={3} linkSearch="?dates=2027-08-12,2027-08-14" />);
    expect(html).toMatch(/data-testid="available-on"><svg [^>]*lucide-calendar-check[^>]*>.*?<\/svg> Available on 12 Aug and 14 Aug<\/p>/);
    expect(html).toContain('href="/vendor/27?dates=2027-08-12,2027-08-14"');
    expect(render(<VendorCard vendor={vendor()} maxFeatures={3} />)).not.toContain("Available on");
  });
});
