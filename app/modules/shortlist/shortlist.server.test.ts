import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { shortlistItems, shortlists, vendors } from "~/db/schema";
import { SHORTLIST_COOKIE_NAME } from "~/modules/shortlist/shortlist-cookie.server";
import { isShortlistToken, SHORTLIST_MESSAGES } from "~/modules/shortlist/shortlist-rules";
import { mergeSharedShortlist, rememberSearchPlace, removeFromShortlist, saveToShortlist } from "~/modules/shortlist/shortlist-store.server";
import { compareShortlisted, getOwnShortlist, getSharedShortlist, shortlistVendorIds } from "~/modules/shortlist/shortlist-views.server";
import { createCategory, createVendor, type CreatedVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal, refusalIfAny } from "../../../tests/support/rejections";

const FORGED = "AAAAAAAAAAAAAAAAAAAAAAAA";
/** A vendor without packages, on a list read without the couple's dates. */
const NO_PRICES = { fromPricePence: null, packages: [], morePackages: 0, dates: [] };

describeEachDatabase("the shortlist store", (getDb) => {
  let many: CreatedVendor[];
  beforeAll(async () => {
    const category = await createCategory(getDb(), { name: "Mehndi Artists" });
    many = [];
    for (let i = 0; i < 110; i++) many.push(await createVendor(getDb(), { categoryId: category.id, name: `Henna ${i}` }));
  });

  it("creates a shortlist with two different unguessable ids on the first save, and keeps adding to it", async () => {
    const first = await saveToShortlist(getDb(), undefined, many[0]!.id);
    expect(first.created).toBe(true);
    expect(first.count).toBe(1);
    expect(isShortlistToken(first.shortlist.id)).toBe(true);
    expect(isShortlistToken(first.shortlist.shareId)).toBe(true);
    expect(first.shortlist.shareId).not.toBe(first.shortlist.id);

    const second = await saveToShortlist(getDb(), first.shortlist.id, many[1]!.id);
    expect(second).toMatchObject({ created: false, count: 2, shortlist: first.shortlist });
    const again = await saveToShortlist(getDb(), first.shortlist.id, many[1]!.id);
    expect(again.count).toBe(2);
    expect(await shortlistVendorIds(getDb(), first.shortlist.id)).toEqual([many[0]!.id, many[1]!.id]);

    expect(await removeFromShortlist(getDb(), first.shortlist.id, many[0]!.id)).toBe(true);
    expect(await removeFromShortlist(getDb(), first.shortlist.id, many[0]!.id)).toBe(false);
    expect(await shortlistVendorIds(getDb(), first.shortlist.id)).toEqual([many[1]!.id]);
  });

  it("caps 500 saves at 100 vendors with the message, storing no more", async () => {
    let ownerId: string | undefined;
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 500; i++) {
      const vendor = many[i % many.length]!;
      // The first 110 saves are new vendors; the rest save them again.
      const error = await refusalIfAny(
        saveToShortlist(getDb(), ownerId, vendor.id).then((result) => {
          ownerId = result.shortlist.id;
        }),
      );
      const key = error ? `${error.code}: ${error.message}` : "saved";
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    expect(outcomes[`conflict: ${SHORTLIST_MESSAGES.full}`]).toBeGreaterThan(0);
    const [row] = await getDb().select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.id, ownerId!));
    const items = await getDb().select().from(shortlistItems).where(eq(shortlistItems.shortlistId, row!.id));
    expect(items).toHaveLength(100);
    expect(items.map((item) => item.vendorId).sort((a, b) => a - b)).toEqual(many.slice(0, 100).map((vendor) => vendor.id));
  });

  it("treats a forged id as no shortlist: it reads nothing, and a save makes a new shortlist under new ids", async () => {
    const victim = await saveToShortlist(getDb(), undefined, many[5]!.id);
    for (const forged of [FORGED, victim.shortlist.shareId]) {
      expect(await shortlistVendorIds(getDb(), forged)).toEqual([]);
      expect(await getOwnShortlist(getDb(), forged)).toBeNull();
      expect(await compareShortlisted(getDb(), forged, [many[5]!.id, many[6]!.id])).toEqual([]);
      expect(await removeFromShortlist(getDb(), forged, many[5]!.id)).toBe(false);
    }
    expect(await getDb().select().from(shortlists).where(eq(shortlists.id, FORGED))).toEqual([]);

    const fresh = await saveToShortlist(getDb(), FORGED, many[6]!.id);
    expect(fresh.created).toBe(true);
    expect(fresh.shortlist.id).not.toBe(FORGED);
    expect(await getDb().select().from(shortlists).where(eq(shortlists.id, FORGED))).toEqual([]);
    // Holding the share id gives no right to change the list.
    const viaShare = await saveToShortlist(getDb(), victim.shortlist.shareId, many[7]!.id);
    expect(viaShare.shortlist.id).not.toBe(victim.shortlist.id);
    expect(await shortlistVendorIds(getDb(), victim.shortlist.id)).toEqual([many[5]!.id]);
    expect(SHORTLIST_COOKIE_NAME).toBe("shortlist");
  });

  it("refuses an inactive or unknown vendor and creates nothing", async () => {
    const hidden = await createVendor(getDb(), { isActive: false });
    const before = await getDb().select({ id: shortlists.id }).from(shortlists);
    for (const vendorId of [hidden.id, 999_999]) {
      expect((await refusal(saveToShortlist(getDb(), undefined, vendorId)))?.code).toBe("not_found");
    }
    expect(await getDb().select({ id: shortlists.id }).from(shortlists)).toHaveLength(before.length);
  });

  it("lists the owner's vendors with category, town, price range and distance from the place last searched", async () => {
    const category = await createCategory(getDb(), { name: "Venues" });
    const leicester = await createVendor(getDb(), {
      categoryId: category.id, name: "Belgrave Hall", city: "Leicester", location: "Belgrave, Leicester", priceRange: "£££", latitude: 52.6369, longitude: -1.1398,
    });
    const nowhere = await createVendor(getDb(), { categoryId: category.id, name: "Mobile Caterer", location: "Across the Midlands", priceRange: null });
    const { shortlist } = await saveToShortlist(getDb(), undefined, leicester.id);
    await saveToShortlist(getDb(), shortlist.id, nowhere.id);

    const before = await getOwnShortlist(getDb(), shortlist.id);
    expect(before?.vendors[0]?.distanceKm).toBeNull();
    const request = new Request("http://localhost/search", { headers: { cookie: `other=1; shortlist=${shortlist.id}` } });
    await rememberSearchPlace(getDb(), request, { name: "Birmingham", lat: 52.4862, lng: -1.8904 });

    const view = await getOwnShortlist(getDb(), shortlist.id);
    expect(view).toMatchObject({ shareId: shortlist.shareId, placeName: "Birmingham" });
    expect(view?.vendors).toEqual([
      { id: leicester.id, name: "Belgrave Hall", category: { name: "Venues", slug: category.slug }, town: "Leicester", priceRange: "£££", distanceKm: 53.4, enquiredAt: null, ...NO_PRICES },
      { id: nowhere.id, name: "Mobile Caterer", category: { name: "Venues", slug: category.slug }, town: "Across the Midlands", priceRange: null, distanceKm: null, enquiredAt: null, ...NO_PRICES },
    ]);

    // An inactive vendor drops out of every view and the count.
    await getDb().update(vendors).set({ isActive: false }).where(eq(vendors.id, nowhere.id));
    expect(await shortlistVendorIds(getDb(), shortlist.id)).toEqual([leicester.id]);
    expect((await getSharedShortlist(getDb(), shortlist.shareId)).vendors.map((vendor) => vendor.id)).toEqual([leicester.id]);
    await getDb().update(vendors).set({ isActive: true }).where(eq(vendors.id, nowhere.id));

    // Without the cookie nothing is remembered.
    await rememberSearchPlace(getDb(), new Request("http://localhost/search"), { name: "Leeds", lat: 53.8, lng: -1.55 });
    expect((await getOwnShortlist(getDb(), shortlist.id))?.placeName).toBe("Birmingham");
  });

  it("answers not_found for an unknown share id", async () => {
    for (const shareId of [FORGED, "nope", ""]) {
      expect((await refusal(getSharedShortlist(getDb(), shareId)))?.code).toBe("not_found");
      expect((await refusal(mergeSharedShortlist(getDb(), undefined, shareId)))?.code).toBe("not_found");
    }
  });

  it("merges a shared list into the visitor's own, creating it when needed and stopping at the cap", async () => {
    const shared = await saveToShortlist(getDb(), undefined, many[10]!.id);
    await saveToShortlist(getDb(), shared.shortlist.id, many[11]!.id);

    const visitor = await mergeSharedShortlist(getDb(), undefined, shared.shortlist.shareId);
    expect(visitor).toMatchObject({ created: true, added: 2, skipped: 0 });
    expect(visitor.shortlist?.id).not.toBe(shared.shortlist.id);
    expect(await shortlistVendorIds(getDb(), visitor.shortlist!.id)).toEqual([many[10]!.id, many[11]!.id]);
    expect(await mergeSharedShortlist(getDb(), visitor.shortlist!.id, shared.shortlist.shareId)).toMatchObject({ added: 0, skipped: 0 });
    // The owner merging their own copy changes nothing.
    expect(await mergeSharedShortlist(getDb(), shared.shortlist.id, shared.shortlist.shareId)).toMatchObject({ added: 0 });

    // A visitor with 99 vendors gets one more; the other is left out.
    const others = many.filter((_, index) => index !== 10 && index !== 11).slice(0, 99);
    let almostFull = (await saveToShortlist(getDb(), undefined, others[0]!.id)).shortlist;
    for (const vendor of others.slice(1)) almostFull = (await saveToShortlist(getDb(), almostFull.id, vendor.id)).shortlist;
    expect(await shortlistVendorIds(getDb(), almostFull.id)).toHaveLength(99);
    expect(await mergeSharedShortlist(getDb(), almostFull.id, shared.shortlist.shareId)).toMatchObject({ added: 1, skipped: 1 });
    expect(await shortlistVendorIds(getDb(), almostFull.id)).toHaveLength(100);
  });

  it("compares only the owner's shortlisted vendors, in the order asked, with their card's photo and features, facets and capacity, never their plan", async () => {
    const a = await createVendor(getDb(), {
      name: "Halal Kitchen",
      facets: ["halal", "female"],
      capacity: 500,
      isFeatured: true,
      plan: "featured",
      priceRange: "££",
      features: ["Live grill"],
      images: [{ url: "/media/demo/catering-1.webp", alt: "A buffet" }],
    });
    const b = await createVendor(getDb(), { name: "Plain Caterer" });
    const notMine = await createVendor(getDb(), { name: "Someone Else's" });
    const { shortlist } = await saveToShortlist(getDb(), undefined, a.id);
    await saveToShortlist(getDb(), shortlist.id, b.id);
    const compared = await compareShortlisted(getDb(), shortlist.id, [b.id, notMine.id, a.id]);
    expect(compared.map((vendor) => vendor.name)).toEqual(["Plain Caterer", "Halal Kitchen"]);
    expect(compared[1]).toMatchObject({
      facets: ["Halal", "Female-only team"],
      capacity: 500,
      features: ["Live grill"],
      primaryImage: { url: "/media/demo/catering-1.webp", alt: "A buffet" },
      priceRange: "££",
      enquiredAt: null,
    });
    expect(compared[0]).toMatchObject({ facets: [], capacity: null, features: [], primaryImage: null });
    expect(JSON.stringify(compared)).not.toMatch(/featured"|Featured Supplier|"plan"/);
  });
});
