import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShortlistVendorSummary, type ShortlistVendorData } from "~/components/shortlist-vendor-summary";
import ComparePage from "~/routes/shortlist-compare";

// What compare and the shortlist rows say of prices, packages and the couple's dates (decision 068).

const column = (overrides: Record<string, unknown>) => ({
  id: 1,
  name: "Lens of Leicester",
  categoryName: "Photographers",
  categorySlug: "photographers",
  primaryImage: null,
  features: [],
  fromPriceLabel: "From £900",
  priceRange: "£££",
  location: "Leicester",
  facets: [],
  capacity: null,
  eventTypes: [],
  languages: [],
  enquiredAt: null,
  fromPricePence: 90_000,
  packages: [
    { name: "Mehndi evening", pricePence: 90_000, priceKind: "fixed" },
    { name: "Wedding day", pricePence: 145_000, priceKind: "from" },
    { name: "Two events", pricePence: 260_000, priceKind: "from" },
  ],
  morePackages: 2,
  dates: [],
  ...overrides,
});

function renderCompare(loaderData: Record<string, unknown>): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = ComparePage as any;
  const Stub = createRoutesStub([{ id: "compare", path: "/shortlist/compare", Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(<Stub initialEntries={["/shortlist/compare"]} hydrationData={{ loaderData: { compare: loaderData } }} />);
}

/** Each vendor card of the compare page: its name and its rows, term → text with spaces collapsed. */
function readCards(html: string): { name: string; rows: Record<string, string> }[] {
  const $ = cheerio.load(html);
  return $('ul[aria-label="The chosen vendors side by side"] > li')
    .toArray()
    .map((card) => ({
      name: $(card).find("h2").text().trim(),
      rows: Object.fromEntries(
        $(card)
          .find("dl")
          .toArray()
          .map((row) => [$(row).children("dt").text().trim(), $(row).children("dd").text().replace(/\s+/g, " ").trim()]),
      ),
    }));
}

describe("the compare page", () => {
  const dateRange = { min: "2026-06-01", max: "2029-06-01" };

  it("shows each vendor's 'From' price and cheapest packages with 'and N more', or its band and 'None listed'", () => {
    const html = renderCompare({
      vendors: [column({}), column({ id: 2, name: "Dhol Brothers", priceRange: "£", fromPricePence: null, fromPriceLabel: "", packages: [], morePackages: 0 })],
      days: [],
      dateRange,
    });
    const [priced, banded] = readCards(html);
    expect(priced!.rows["Price"]).toBe("From £900");
    expect(priced!.rows["Packages"]).toMatch(/^Mehndi evening: £900(?!\d).*Wedding day: From £1,450(?!\d).*and 2 more$/);
    expect(banded!.rows["Price"]).toBe("£ Budget");
    expect(banded!.rows["Packages"]).toBe("None listed");
    expect(Object.keys(priced!.rows)).not.toContain("Your dates");
    // The date form: the vendors kept, one empty date field, a GET to this page.
    expect(html).toMatch(/<form [^>]*action="\/shortlist\/compare" method="get"/);
    expect(html).toContain('<input type="hidden" name="vendor" value="1"/>');
    expect(html.match(/<input [^>]*type="date" [^>]*name="dates"/g)).toHaveLength(1);
    expect(html).toContain('href="/vendor/1"');
  });

  it("shows each vendor's photo or its category's artwork with initials, rating, reply record and attributes, never its plan", () => {
    const html = renderCompare({
      vendors: [
        column({
          primaryImage: { url: "/media/demo/photographers-1.webp", alt: "A bride at golden hour" },
          rating: { average: 4.66, count: 12 },
          replies: { enquiries: 20, medianReplyMinutes: 95, repliedWithin48hShare: 0.95 },
          facets: ["Female-only team"],
          features: ["Drone coverage"],
          eventTypes: ["Nikah", "Walima"],
          languages: ["Urdu"],
          plan: "featured",
        }),
        column({ id: 2, name: "Dhol Brothers", categorySlug: "musicians" }),
      ],
      days: [],
      dateRange,
    });
    expect(html).toContain('alt="A bride at golden hour"');
    expect(html).toContain('href="/images/category-art.svg#musicians"');
    expect(html).toMatch(/data-testid="vendor-initials"[^>]*>DB</);
    const [rated, unrated] = readCards(html);
    expect(rated!.rows["Rating"]).toBe("★ 4.7 out of 5 from 12 reviews");
    expect(unrated!.rows["Rating"]).toBe("No reviews yet");
    expect(html).toContain('data-testid="reply-record"');
    expect(unrated!.rows["Replies"]).toBe("Too few enquiries to say yet");
    expect(rated!.rows["Features"]).toBe("Female-only team, Drone coverage");
    expect(rated!.rows["Events"]).toBe("Nikah, Walima");
    expect(rated!.rows["Languages"]).toBe("Urdu");
    expect(html).not.toMatch(/Plan|Featured Supplier|Supplier Showcase|Early Bird/);
  });

  it("with the couple's dates, says who is free on them, fills the date fields and carries the dates to the vendor pages", () => {
    const html = renderCompare({
      vendors: [
        column({ dates: [{ day: "2026-08-14", available: true }, { day: "2026-08-15", available: false }] }),
        column({ id: 2, name: "Dhol Brothers", dates: [{ day: "2026-08-14", available: false }, { day: "2026-08-15", available: true }] }),
      ],
      days: ["2026-08-14", "2026-08-15"],
      dateRange,
    });
    const [lens, dhol] = readCards(html);
    expect(lens!.rows["Your dates"]).toContain("Available on 14 Aug");
    expect(lens!.rows["Your dates"]).toContain("Booked or unavailable on 15 Aug");
    expect(dhol!.rows["Your dates"]).toContain("Available on 15 Aug");
    expect(dhol!.rows["Your dates"]).toContain("Booked or unavailable on 14 Aug");
    expect(html.match(/<input [^>]*type="date" [^>]*name="dates"/g)).toHaveLength(3);
    expect(html).toContain('value="2026-08-14"');
    expect(html).toContain('href="/vendor/2?dates=2026-08-14,2026-08-15"');
  });
});

describe("a shortlist row", () => {
  const vendor: ShortlistVendorData = {
    id: 7,
    name: "Lens of Leicester",
    category: { name: "Photographers", slug: "photographers" },
    town: "Leicester",
    priceRange: "£££",
    distanceKm: null,
    enquiredAt: null,
    fromPricePence: 90_000,
    packages: [{ name: "Wedding day", pricePence: 145_000, priceKind: "from" }],
    morePackages: 0,
    dates: [{ day: "2026-08-15", available: false }],
  };
  const render = (data: ShortlistVendorData) => {
    const Stub = createRoutesStub([{ path: "/shortlist", Component: () => <ShortlistVendorSummary vendor={data} placeName={null} showEnquiry={false} /> }]);
    return renderToStaticMarkup(<Stub initialEntries={["/shortlist"]} />);
  };

  it("names the 'From' price instead of the band, the packages and the dates, and links the page with the dates", () => {
    const html = render(vendor);
    expect(html).toContain(">From £900</span>");
    expect(html).not.toContain(">£££<");
    expect(html).toContain("Wedding day: <span");
    expect(html).toContain("Booked or unavailable on 15 Aug");
    expect(html).toContain('href="/vendor/7?dates=2026-08-15"');
    const banded = render({ ...vendor, fromPricePence: null, packages: [], dates: [] });
    expect(banded).toContain(">£££ Premium<");
    expect(banded).toContain('href="/vendor/7"');
  });
});
