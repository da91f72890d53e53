import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { enquiries, enquiryReports } from "~/db/schema";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { describeEachDatabase } from "../../tests/support/test-database";
import PricingPage, { loader } from "~/routes/pricing";

// docs/product/couples-tools.md#lead-quality: /pricing states the lead-quality promise, and the share of enquiries
// reported and upheld only once at least 100 enquiries were sent in the last 90 days.

const SHARE_LINE = "of enquiries in the last 90 days were reported and upheld.";

function render(loaderData: Awaited<ReturnType<typeof loader>>): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = PricingPage as any;
  const Stub = createRoutesStub([{ id: "pricing", path: "/pricing", Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/pricing"], hydrationData: { loaderData: { pricing: loaderData } } })).replace(/\s+/g, " ");
}

describeEachDatabase("/pricing's lead-quality promise", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  async function send(vendorId: number, count: number): Promise<number[]> {
    const rows = await getDb()
      .insert(enquiries)
      .values(
        Array.from({ length: count }, () => ({
          vendorId,
          coupleName: "Couple",
          coupleEmail: "couple@example.test",
          eventDate: "2030-09-12",
          eventType: "Nikah",
          guestCount: 100,
          message: "Hello",
        })),
      )
      .returning({ id: enquiries.id });
    return rows.map((row) => row.id);
  }

  it("states the promise always, and the upheld share only from 100 enquiries in 90 days", async () => {
    const vendor = await createVendor(getDb());
    const [first, second] = await send(vendor.id, 99);
    await getDb().insert(enquiryReports).values([
      { enquiryId: first!, vendorId: vendor.id, reason: "Spam", status: "upheld" },
      { enquiryId: second!, vendorId: vendor.id, reason: "Spam", status: "upheld" },
    ]);

    const below = await loader();
    expect(below.upheldShare).toBeNull();
    const html = render(below);
    expect(html).toContain("Genuine enquiries, our promise");
    expect(html).toContain("Junk enquiries are held before they reach you");
    expect(html).toContain("Report not genuine");
    expect(html).toContain("we credit you 7 extra days of listing");
    expect(html).not.toContain(SHARE_LINE);

    await send(vendor.id, 1);
    const at = await loader();
    expect(at.upheldShare).toEqual({ enquiries: 100, upheld: 2 });
    expect(render(at)).toContain(`2% ${SHARE_LINE}`);
  });
});
