import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PRICE_BAND_LIMITS_PENCE, vendorPackages, vendors } from "~/db/schema";
import { PACKAGE_FORM_MESSAGES, type PackageFormValues } from "~/modules/packages/package-form";
import { MAX_PACKAGES, PACKAGE_MESSAGES, type PackageInput } from "~/modules/packages/package-rules";
import {
  addPackage,
  applyPackageChange,
  deletePackage,
  listPackages,
  loadPackagesCard,
  replacePackages,
  updatePackage,
} from "~/modules/packages/packages.server";
import { createUser, createVendor } from "../../../tests/support/factories";
import { refusal, refusalIfAny } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

const pkg = (name: string, pounds: number, overrides: Partial<PackageInput> = {}): PackageInput => ({
  name,
  pricePence: pounds * 100,
  priceKind: "from",
  included: "",
  eventTypes: [],
  guests: null,
  ...overrides,
});

const typed = (overrides: Partial<PackageFormValues> = {}): PackageFormValues => ({
  packageId: "",
  name: "Walima Essentials",
  price: "1,250",
  priceKind: "fixed",
  included: "Stage and flowers",
  eventTypes: ["Walima"],
  guests: "300",
  ...overrides,
});

describeEachDatabase("a vendor's packages", (getDb) => {
  const pricesOf = async (vendorId: number) => {
    const [row] = await getDb().select({ from: vendors.fromPricePence, band: vendors.priceBand }).from(vendors).where(eq(vendors.id, vendorId));
    return row!;
  };
  const rowsOf = (vendorId: number) =>
    getDb().select().from(vendorPackages).where(eq(vendorPackages.vendorId, vendorId)).orderBy(asc(vendorPackages.sortOrder), asc(vendorPackages.id));

  it("adds packages at the end of the list and keeps the 'From' price at the lowest", async () => {
    const vendor = await createVendor(getDb(), { priceRange: "££££" });
    expect(await pricesOf(vendor.id)).toEqual({ from: null, band: "££££" });

    const first = await addPackage(getDb(), { id: vendor.id }, pkg("Nikah day", 1250, { priceKind: "fixed", eventTypes: ["Nikah"], guests: 200 }));
    expect(first).toMatchObject({ name: "Nikah day", pricePence: 125_000, sortOrder: 0 });
    expect(await pricesOf(vendor.id)).toEqual({ from: 125_000, band: "££" });

    const second = await addPackage(getDb(), { id: vendor.id }, pkg("Mehndi night", 400));
    expect(second.sortOrder).toBe(1);
    expect(await pricesOf(vendor.id)).toEqual({ from: 40_000, band: "£" });
    expect((await listPackages(getDb(), vendor.id)).map((row) => [row.name, row.sortOrder])).toEqual([
      ["Nikah day", 0],
      ["Mehndi night", 1],
    ]);
    expect(await loadPackagesCard(getDb(), vendor.id)).toEqual({ packages: await listPackages(getDb(), vendor.id), fromPricePence: 40_000 });
  });

  it("moves the 'From' price when a price changes, and clears it with the last package", async () => {
    const vendor = await createVendor(getDb(), { priceRange: "£££" });
    const cheap = await addPackage(getDb(), { id: vendor.id }, pkg("Small", 300));
    const dear = await addPackage(getDb(), { id: vendor.id }, pkg("Large", 6000));
    expect(await pricesOf(vendor.id)).toEqual({ from: 30_000, band: "£" });

    const changed = await updatePackage(getDb(), { id: vendor.id }, cheap.id, pkg("Small", 2000, { priceKind: "fixed" }));
    expect(changed.before).toMatchObject({ pricePence: 30_000, priceKind: "from" });
    expect(changed.after).toMatchObject({ id: cheap.id, pricePence: 200_000, priceKind: "fixed", sortOrder: 0 });
    expect(await pricesOf(vendor.id)).toEqual({ from: 200_000, band: "£££" });

    await deletePackage(getDb(), { id: vendor.id }, cheap.id);
    expect(await pricesOf(vendor.id)).toEqual({ from: 600_000, band: "££££" });
    const deleted = await deletePackage(getDb(), { id: vendor.id }, dear.id);
    expect(deleted).toMatchObject({ id: dear.id, name: "Large" });
    // Without packages, the band is the one the vendor chose again.
    expect(await pricesOf(vendor.id)).toEqual({ from: null, band: "£££" });
    expect(await loadPackagesCard(getDb(), vendor.id)).toEqual({ packages: [], fromPricePence: null });
  });

  it("derives the price band at the limits PRICE_BAND_LIMITS_PENCE names, as the generated column does", async () => {
    const vendor = await createVendor(getDb(), { priceRange: "£" });
    const only = await addPackage(getDb(), { id: vendor.id }, pkg("Probe", 1));
    const bands = ["£", ...Object.keys(PRICE_BAND_LIMITS_PENCE)];
    const limits = Object.values(PRICE_BAND_LIMITS_PENCE);
    for (const [index, limit] of limits.entries()) {
      for (const [pence, band] of [
        [limit - 1, bands[index]],
        [limit, bands[index + 1]],
      ] as const) {
        await updatePackage(getDb(), { id: vendor.id }, only.id, { ...pkg("Probe", 1), pricePence: pence });
        expect(await pricesOf(vendor.id), `${pence} pence`).toEqual({ from: pence, band });
      }
    }
    await updatePackage(getDb(), { id: vendor.id }, only.id, { ...pkg("Probe", 1), pricePence: 100_000_000 });
    expect((await pricesOf(vendor.id)).band).toBe("££££");
  });

  it("keeps the list in order when one is deleted from the middle or changed", async () => {
    const vendor = await createVendor(getDb());
    const added = [];
    for (const name of ["A", "B", "C", "D"]) added.push(await addPackage(getDb(), { id: vendor.id }, pkg(name, 500)));
    await deletePackage(getDb(), { id: vendor.id }, added[1]!.id);
    await updatePackage(getDb(), { id: vendor.id }, added[2]!.id, pkg("C renamed", 700));
    expect((await rowsOf(vendor.id)).map((row) => [row.name, row.sortOrder])).toEqual([
      ["A", 0],
      ["C renamed", 1],
      ["D", 2],
    ]);
    const next = await addPackage(getDb(), { id: vendor.id }, pkg("E", 900));
    expect(next.sortOrder).toBe(3);
  });

  it(`refuses an eleventh package, even when two are added at once`, async () => {
    const vendor = await createVendor(getDb());
    await replacePackages(getDb(), vendor.id, Array.from({ length: MAX_PACKAGES - 1 }, (_, index) => pkg(`Package ${index + 1}`, 100 + index)));
    const results = await Promise.all([
      refusalIfAny(addPackage(getDb(), { id: vendor.id }, pkg("Tenth", 5000))),
      refusalIfAny(addPackage(getDb(), { id: vendor.id }, pkg("Eleventh", 5000))),
    ]);
    const refused = results.filter((result) => result !== undefined);
    expect(refused).toHaveLength(1);
    expect([refused[0]!.status, refused[0]!.message]).toEqual([400, PACKAGE_MESSAGES.tooMany]);
    expect(await rowsOf(vendor.id)).toHaveLength(MAX_PACKAGES);
    const again = await refusal(addPackage(getDb(), { id: vendor.id }, pkg("Twelfth", 5000)));
    expect(again.message).toBe(PACKAGE_MESSAGES.tooMany);
    // After a deletion there is room again.
    await deletePackage(getDb(), { id: vendor.id }, (await rowsOf(vendor.id))[0]!.id);
    await addPackage(getDb(), { id: vendor.id }, pkg("Room again", 5000));
    expect(await rowsOf(vendor.id)).toHaveLength(MAX_PACKAGES);
  });

  it("finds a package only among its own vendor's: another vendor's id is not found and stays as it was", async () => {
    const mine = await createVendor(getDb());
    const theirs = await createVendor(getDb());
    const their = await addPackage(getDb(), { id: theirs.id }, pkg("Theirs", 800));
    const before = { rows: await rowsOf(theirs.id), prices: await pricesOf(theirs.id) };
    // One attempt at a time: started together, a refusal could come before its handler is attached.
    for (const attempt of [
      () => updatePackage(getDb(), { id: mine.id }, their.id, pkg("Stolen", 1)),
      () => deletePackage(getDb(), { id: mine.id }, their.id),
      () => updatePackage(getDb(), { id: mine.id }, undefined, pkg("Nothing", 1)),
      () => deletePackage(getDb(), { id: mine.id }, 2_000_000_000),
    ]) {
      const error = await refusal(attempt());
      expect([error.status, error.message]).toEqual([404, PACKAGE_FORM_MESSAGES.notFound]);
    }
    expect({ rows: await rowsOf(theirs.id), prices: await pricesOf(theirs.id) }).toEqual(before);
  });

  it("writes a listing only for the account that owns it, when one is named", async () => {
    const owner = await createUser(getDb());
    const other = await createUser(getDb());
    const vendor = await createVendor(getDb(), { ownerUserId: owner.id });
    const refused = await refusal(addPackage(getDb(), { id: vendor.id, ownerUserId: other.id }, pkg("Not yours", 500)));
    expect([refused.status, refused.message]).toEqual([404, PACKAGE_FORM_MESSAGES.vendorNotFound]);
    const missing = await refusal(addPackage(getDb(), { id: 2_000_000_000 }, pkg("Nobody's", 500)));
    expect(missing.status).toBe(404);
    expect(await rowsOf(vendor.id)).toEqual([]);
    await addPackage(getDb(), { id: vendor.id, ownerUserId: owner.id }, pkg("Yours", 500));
    expect((await rowsOf(vendor.id)).map((row) => row.name)).toEqual(["Yours"]);
  });

  it("applies a posted change after checking the form, and refuses a bad one with a message per field", async () => {
    const vendor = await createVendor(getDb());
    const added = await applyPackageChange(getDb(), { id: vendor.id }, { intent: "add-package", values: typed() });
    expect(added.after).toMatchObject({ name: "Walima Essentials", pricePence: 125_000, priceKind: "fixed", eventTypes: ["Walima"], guests: 300 });

    const refused = await refusal(applyPackageChange(getDb(), { id: vendor.id }, { intent: "add-package", values: typed({ name: " ", price: "0" }) }));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ name: PACKAGE_MESSAGES.nameEmpty, price: PACKAGE_MESSAGES.priceRange });

    const saved = await applyPackageChange(getDb(), { id: vendor.id }, { intent: "save-package", packageId: added.after!.id, values: typed({ price: "999" }) });
    expect([saved.before?.pricePence, saved.after?.pricePence]).toEqual([125_000, 99_900]);
    const deleted = await applyPackageChange(getDb(), { id: vendor.id }, { intent: "delete-package", packageId: added.after!.id, values: typed() });
    expect(deleted.before?.id).toBe(added.after!.id);
    expect(await rowsOf(vendor.id)).toEqual([]);
  });
});
