import { afterEach, expect, it } from "vitest";
import { earlyBirdCounter, enquiries, reviews, vendors } from "~/db/schema";
import { setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { DEMO_COUPLE_EMAIL_DOMAIN } from "~/modules/demo-catalogue/demo-couples";
import { FIGURE_THRESHOLDS, meaningfulFigures } from "~/modules/site-figures/site-figures";
import { getSiteFigures } from "~/modules/site-figures/site-figures.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/public-area.md#home: every figure of the home page comes from the database and shows only when meaningful.

afterEach(() => resetClock());

it("shows each figure only from its threshold, exact and in en-GB form", () => {
  const at = { vendors: 1204, categories: 18, towns: 41, enquiriesThisYear: 10, year: 2026 };
  expect(meaningfulFigures(at)).toEqual([
    { key: "vendors", value: "1,204", label: "Vendors listed" },
    { key: "categories", value: "18", label: "Categories" },
    { key: "towns", value: "41", label: "Towns covered" },
    { key: "enquiries", value: "10", label: "Enquiries sent in 2026" },
  ]);
  const below = { vendors: FIGURE_THRESHOLDS.vendors - 1, categories: 2, towns: 2, enquiriesThisYear: 9, year: 2026 };
  expect(meaningfulFigures(below)).toEqual([]);
});

describeEachDatabase("getSiteFigures", (getDb) => {
  it("counts active vendors, their categories and towns, and this year's enquiries", async () => {
    const db = getDb();
    setClock(() => new Date("2026-03-10T12:00:00Z"));
    const towns = ["Leicester", "leicester ", "Bradford", "Luton"];
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const category = await createCategory(db);
      for (let v = 0; v < 8; v++) made.push((await createVendor(db, { categoryId: category.id, city: towns[(i * 8 + v) % towns.length]! })).id);
    }
    // Hidden vendors count nowhere, nor does a category only they are in.
    const hiddenCategory = await createCategory(db);
    await createVendor(db, { categoryId: hiddenCategory.id, city: "Oxford", isActive: false });
    const enquiry = (createdAt: string) => ({
      vendorId: made[0]!, coupleName: "A", coupleEmail: "a@example.com", eventDate: "2026-09-01", eventType: "Nikah",
      guestCount: 100, message: "Hello", createdAt: new Date(createdAt),
    });
    await db.insert(enquiries).values([
      ...Array.from({ length: 11 }, () => enquiry("2026-02-01T10:00:00Z")),
      enquiry("2025-12-31T23:59:59Z"),
    ]);
    // A demo review's enquiry was sent by no one.
    const [demo] = await db.insert(enquiries).values(enquiry("2026-02-02T10:00:00Z")).returning({ id: enquiries.id });
    await db.insert(reviews).values({
      enquiryId: demo!.id, vendorId: made[0]!, rating: 5, title: "Lovely", body: "Lovely day", authorName: "A", eventMonth: "2026-01", isDemo: true,
    });

    // Nor did the demo catalogue's other enquiries, all from its reserved domain.
    await db.insert(enquiries).values({ ...enquiry("2026-02-03T10:00:00Z"), coupleEmail: `sana.khan12@${DEMO_COUPLE_EMAIL_DOMAIN}` });

    const { figures } = await getSiteFigures(db);
    const value = (key: string) => figures.find((figure) => figure.key === key)?.value;
    expect(value("vendors")).toBe("24");
    expect(value("categories")).toBe("3");
    expect(value("towns")).toBe("3");
    expect(value("enquiries")).toBe("11");
    expect(figures.find((figure) => figure.key === "enquiries")?.label).toBe("Enquiries sent in 2026");

    // A new year starts the enquiry count again: under 10, the figure goes.
    setClock(() => new Date("2027-01-02T00:00:00Z"));
    expect((await getSiteFigures(db)).figures.map((figure) => figure.key)).toEqual(["vendors", "categories", "towns"]);
    expect(await db.select().from(vendors)).toHaveLength(25);
  });

  it("quotes the lowest plan on offer: the early-bird price only while it has spots", async () => {
    const db = getDb();
    await setEarlyBirdSpots(db, 5);
    expect((await getSiteFigures(db)).lowestPlanPence).toBe(9999);
    await setEarlyBirdSpots(db, 0);
    expect((await getSiteFigures(db)).lowestPlanPence).toBe(14999);
    await db.delete(earlyBirdCounter);
  });
});
