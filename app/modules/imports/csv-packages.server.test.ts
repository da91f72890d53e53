import { asc, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendorPackages, vendors } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import type { AuditActor } from "~/modules/audit/audit-log.server";
import { importCsvVendors, previewCsvImport } from "~/modules/imports/csv-import.server";
import { insertImportedVendors } from "~/modules/imports/import-vendors.server";
import { listPackages, replacePackages } from "~/modules/packages/packages.server";
import { PACKAGE_MESSAGES } from "~/modules/packages/package-rules";
import { createAdminAccount } from "../../../tests/support/admin-account";
import { createCategory, createVendor, type CategoryRow } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Packages and search's category words through the CSV import (docs/product/admin.md#csv-packages; decision 069).

describeEachDatabase("packages in the CSV import", (getDb) => {
  let actor: AuditActor;
  let catering: CategoryRow;
  let mehndi: CategoryRow;
  beforeAll(async () => {
    const admin = await createAdminAccount(getDb(), createAuth(getDb(), { config: testAuthConfig(), sendMail: async () => {} }));
    actor = { id: admin.userId, email: admin.email };
    catering = await createCategory(getDb(), { name: "Catering", slug: "catering" });
    mehndi = await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
  });

  const vendorNamed = async (name: string) => {
    const [vendor] = await getDb().select().from(vendors).where(inArray(vendors.name, [name]));
    return vendor;
  };
  const packageSummary = async (vendorId: number) =>
    (await listPackages(getDb(), vendorId)).map(({ name, pricePence, priceKind, eventTypes, guests }) => [name, pricePence, priceKind, eventTypes, guests]);

  it("imports the good rows with their packages, reports the bad ones, and sets each vendor's 'From' price", async () => {
    const text = [
      "name,category,city,package_1_name,package_1_price,package_1_price_kind,package_1_event_types,package_1_guests,package_2_name,package_2_price",
      "Spice Route Kitchen,Caterers,Leicester,Walima buffet,\"£2,400\",from,Walima; Reception,300,Canapés,450.50",
      "Free Lunch Co,Catering,Leicester,Tasting,0,,,,,",
      "Henna by Amira,mehndi artist,Birmingham,Bridal mehndi,350,fixed,Mehndi,,,",
      "Plain Henna,mehndi-artists,Birmingham,,,,,,,",
      "Nameless Packages,Catering,Leicester,,,,,,,99",
    ].join("\n");
    const preview = await previewCsvImport(getDb(), text);
    expect(preview).toMatchObject({
      rows: 5,
      toCreate: 3,
      packages: 3,
      errors: {
        shown: [`Row 3: package_1_price: ${PACKAGE_MESSAGES.priceRange}`, `Row 6: package_2_name: ${PACKAGE_MESSAGES.nameEmpty}`],
        count: 2,
      },
    });
    expect(await vendorNamed("Spice Route Kitchen")).toBeUndefined();

    const result = await importCsvVendors(getDb(), actor, { text, fileName: "caterers.csv" });
    expect(result).toMatchObject({ created: 3, packages: 3, rejected: 2 });
    const spice = (await vendorNamed("Spice Route Kitchen"))!;
    const amira = (await vendorNamed("Henna by Amira"))!;
    const plain = (await vendorNamed("Plain Henna"))!;
    expect([spice.categoryId, amira.categoryId, plain.categoryId]).toEqual([catering.id, mehndi.id, mehndi.id]);
    expect(await packageSummary(spice.id)).toEqual([
      ["Walima buffet", 240_000, "from", ["Walima", "Reception"], 300],
      ["Canapés", 45_050, "from", [], null],
    ]);
    expect(await packageSummary(amira.id)).toEqual([["Bridal mehndi", 35_000, "fixed", ["Mehndi"], null]]);
    expect(await packageSummary(plain.id)).toEqual([]);
    // The trigger keeps the lowest price on the vendor.
    expect([spice.fromPricePence, amira.fromPricePence, plain.fromPricePence]).toEqual([45_050, 35_000, null]);
    expect(await vendorNamed("Free Lunch Co")).toBeUndefined();
    expect(await vendorNamed("Nameless Packages")).toBeUndefined();
  });

  it("leaves a duplicate's existing packages alone, whatever the file says", async () => {
    const existing = await createVendor(getDb(), { name: "Saffron Feasts", city: "Leicester", location: "Leicester", categoryId: catering.id });
    const kept = { name: "Dinner", pricePence: 150_000, priceKind: "from" as const, included: "", eventTypes: [], guests: null };
    await replacePackages(getDb(), existing.id, [kept]);
    const text = ["name,category,city,package_1_name,package_1_price", "Saffron Feasts,catering,Leicester,Cheap,5", "Saffron Feasts Two,catering,Leicester,,"].join("\n");
    const result = await importCsvVendors(getDb(), actor, { text, fileName: "again.csv" });
    expect([result.created, result.packages, result.duplicates.count]).toEqual([1, 0, 1]);
    expect(await packageSummary(existing.id)).toEqual([["Dinner", 150_000, "from", [], null]]);
  });

  it("writes the packages of many new vendors in batches, each list in its order, each vendor its own 'From' price", async () => {
    const rows = Array.from({ length: 610 }, (_, index) => ({
      name: `Bulk Packages ${index}`,
      categoryId: catering.id,
      city: "Leicester",
      // Ten packages each, the cheapest last, so the 'From' price moves as they are written.
      packages: Array.from({ length: 10 }, (_, order) => ({
        name: `Menu ${order}`,
        pricePence: 10_000 + index * 100 + (9 - order),
        priceKind: "from" as const,
        included: "",
        eventTypes: [],
        guests: null,
      })),
    }));
    const outcome = await getDb().transaction((tx) => insertImportedVendors(tx, rows));
    const ids = outcome.created.map((vendor) => vendor.id);
    const written = await getDb()
      .select({ vendorId: vendorPackages.vendorId, name: vendorPackages.name, sortOrder: vendorPackages.sortOrder })
      .from(vendorPackages)
      .where(inArray(vendorPackages.vendorId, ids))
      .orderBy(asc(vendorPackages.vendorId), asc(vendorPackages.sortOrder));
    expect(written).toHaveLength(6100);
    expect(written.slice(0, 10).map(({ name, sortOrder }) => [name, sortOrder])).toEqual(Array.from({ length: 10 }, (_, order) => [`Menu ${order}`, order]));
    expect(new Set(written.map(({ vendorId }) => vendorId)).size).toBe(610);
    const fromPrices = await getDb().select({ name: vendors.name, fromPricePence: vendors.fromPricePence }).from(vendors).where(inArray(vendors.id, ids));
    expect(fromPrices.every(({ name, fromPricePence }) => fromPricePence === 10_000 + Number(name.replace("Bulk Packages ", "")) * 100)).toBe(true);
  });

  it("writes nothing of a batch whose packages the writer refuses", async () => {
    const tooMany = Array.from({ length: 11 }, (_, index) => ({ name: `P${index}`, pricePence: 100, priceKind: "from" as const, included: "", eventTypes: [], guests: null }));
    const rows = [
      { name: "Batch Fine", categoryId: catering.id, city: "Leicester", packages: tooMany.slice(0, 1) },
      { name: "Batch Eleven", categoryId: catering.id, city: "Leicester", packages: tooMany },
    ];
    const error = await refusal(getDb().transaction((tx) => insertImportedVendors(tx, rows)));
    expect([error?.code, error?.message]).toEqual(["invalid", PACKAGE_MESSAGES.tooMany]);
    expect(await vendorNamed("Batch Fine")).toBeUndefined();
  });
});
