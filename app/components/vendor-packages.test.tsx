import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VendorDatesAvailability, VendorPackages } from "~/components/vendor-packages";
import { availabilityLines } from "~/modules/availability/couple-dates";

const PACKAGES = [
  { id: 1, sortOrder: 0, name: "Bridal mehndi", pricePence: 80_000, priceKind: "from" as const, included: "Hands and feet.\nAftercare oil.", eventTypes: ["Mehndi" as const, "Sangeet" as const], guests: null, priceLabel: "From £800" },
  { id: 2, sortOrder: 1, name: "Wedding buffet", pricePence: 1_250_000, priceKind: "fixed" as const, included: "", eventTypes: [], guests: 500, priceLabel: "£12,500" },
];

describe("the vendor page's packages", () => {
  it("lists each package with its price, what's included, events and guests", () => {
    const html = renderToStaticMarkup(<VendorPackages packages={PACKAGES} />);
    expect(html).toContain('id="packages"');
    expect(html).toContain(">Packages</h2>");
    expect(html).toContain("Bridal mehndi</h3>");
    expect(html).toContain(">From £800</p>");
    expect(html).toContain("Hands and feet.\nAftercare oil.");
    expect(html).toContain("Mehndi, Sangeet</p>");
    expect(html).toContain(">£12,500</p>");
    expect(html).toContain("Up to 500 guests</p>");
    expect(renderToStaticMarkup(<VendorPackages packages={[]} />)).toBe("");
  });

  it("says which of the couple's dates the vendor is free on", () => {
    const html = renderToStaticMarkup(
      <VendorDatesAvailability
        lines={availabilityLines([
          { day: "2027-08-12", available: true },
          { day: "2027-08-14", available: false },
          { day: "2027-08-15", available: true },
        ])}
      />,
    );
    expect(html).toContain("Available on 12 Aug and 15 Aug");
    expect(html).toContain("Booked or unavailable on 14 Aug");
    const free = renderToStaticMarkup(<VendorDatesAvailability lines={availabilityLines([{ day: "2027-08-15", available: true }])} />);
    expect(free).toContain("Available on 15 Aug");
    expect(free).not.toContain("Booked");
    expect(renderToStaticMarkup(<VendorDatesAvailability lines={availabilityLines([])} />)).toBe("");
  });
});
