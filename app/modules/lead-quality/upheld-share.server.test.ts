import { expect, it } from "vitest";
import { enquiries, enquiryReports, reviews } from "~/db/schema";
import { getUpheldShare } from "~/modules/lead-quality/upheld-share.server";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#lead-quality: /pricing shows the share reported and upheld only with at least 100
// enquiries in the last 90 days; held, rejected, older and demo enquiries are not counted.

const NOW = new Date("2026-06-01T12:00:00Z");
const DAY_MS = 86_400_000;

describeEachDatabase("the share of enquiries reported and upheld", (getDb) => {
  async function send(vendorId: number, count: number, fields: Partial<typeof enquiries.$inferInsert> = {}): Promise<number[]> {
    const rows = await getDb()
      .insert(enquiries)
      .values(
        Array.from({ length: count }, () => ({
          vendorId,
          coupleName: "Couple",
          coupleEmail: "couple@example.test",
          eventDate: "2026-09-12",
          eventType: "Nikah",
          guestCount: 100,
          message: "Hello",
          createdAt: new Date(NOW.getTime() - DAY_MS),
          ...fields,
        })),
      )
      .returning({ id: enquiries.id });
    return rows.map((row) => row.id);
  }

  it("says nothing below 100 counted enquiries, then counts the upheld among them", async () => {
    const vendor = await createVendor(getDb());
    const delivered = await send(vendor.id, 97);
    const [notGenuine] = await send(vendor.id, 1, { delivery: "not_genuine" });
    // None of these counts: never delivered, older than 90 days, sent after `at`, or the demo catalogue's.
    await send(vendor.id, 5, { delivery: "held" });
    await send(vendor.id, 5, { delivery: "rejected" });
    await send(vendor.id, 5, { createdAt: new Date(NOW.getTime() - 91 * DAY_MS) });
    await send(vendor.id, 5, { createdAt: new Date(NOW.getTime() + DAY_MS) });
    const [demo] = await send(vendor.id, 1);
    await getDb().insert(reviews).values({
      vendorId: vendor.id,
      enquiryId: demo!,
      rating: 5,
      title: "Demo",
      body: "A demo review of the catalogue, not a real one.",
      authorName: "Demo",
      eventMonth: "2026-05",
      isDemo: true,
    });
    await getDb().insert(enquiryReports).values([
      { enquiryId: notGenuine!, vendorId: vendor.id, reason: "Spam", status: "upheld" },
      { enquiryId: delivered[0]!, vendorId: vendor.id, reason: "Not sure", status: "dismissed" },
      { enquiryId: delivered[1]!, vendorId: vendor.id, reason: "Waiting", status: "open" },
    ]);
    expect(await getUpheldShare(getDb(), NOW)).toBeNull();

    await send(vendor.id, 1);
    expect(await getUpheldShare(getDb(), NOW)).toBeNull();
    await send(vendor.id, 1);
    expect(await getUpheldShare(getDb(), NOW)).toEqual({ enquiries: 100, upheld: 1 });
  });
});
