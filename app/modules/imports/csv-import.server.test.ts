import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, vendorImages, vendors } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import type { AuditActor } from "~/modules/audit/audit-log.server";
import { importCsvVendors, previewCsvImport, readCarriedCsv, readCsvUpload } from "~/modules/imports/csv-import.server";
import { CSV_MESSAGES, MAX_CSV_ROWS } from "~/modules/imports/csv-messages";
import { insertImportedVendors } from "~/modules/imports/import-vendors.server";
import { createAdminAccount } from "../../../tests/support/admin-account";
import { createCategory, createVendor, type CategoryRow } from "../../../tests/support/factories";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = "vendors.csv", type = "text/csv") => {
  const form = new FormData();
  form.set("file", new File([text], name, { type }));
  return form;
};

describeEachDatabase("the CSV import", (getDb) => {
  let actor: AuditActor;
  let makeup: CategoryRow;
  let mehndi: CategoryRow;
  beforeAll(async () => {
    const admin = await createAdminAccount(getDb(), createAuth(getDb(), { config: testAuthConfig(), sendMail: async () => {} }));
    actor = { id: admin.userId, email: admin.email };
    makeup = await createCategory(getDb(), { name: "Makeup Artists", slug: "makeup-artists" });
    mehndi = await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
  });

  const vendorsNamed = (names: string[]) => getDb().select().from(vendors).where(inArray(vendors.name, names));
  const auditOf = (action: string) => getDb().select().from(auditLog).where(eq(auditLog.action, action));

  it("previews 3 good and 2 bad rows without writing anything, then imports the 3 in one go", async () => {
    const text = [
      "name,category,city,price_range,is_active",
      "Preview Glow Studio,makeup-artists,Leicester,££,true",
      ",makeup-artists,Leicester,,",
      "Preview Henna Tales,Mehndi Artists,Birmingham,,0",
      "Preview Lens Co,Photographers,Bradford,,",
      "Preview Kesar Glam,makeup-artists,Leicester,£££,",
    ].join("\n");
    const preview = await previewCsvImport(getDb(), text);
    expect(preview).toEqual({
      note: null,
      rows: 5,
      toCreate: 3,
      packages: 0,
      duplicates: { shown: [], count: 0 },
      errors: { shown: ["Row 3: Name is required", 'Row 5: Category "Photographers" not found'], count: 2, more: null },
    });
    const names = ["Preview Glow Studio", "Preview Henna Tales", "Preview Kesar Glam"];
    expect(await vendorsNamed(names)).toHaveLength(0);

    const result = await importCsvVendors(getDb(), actor, { text, fileName: "three-good.csv" });
    expect(result).toEqual({ created: 3, packages: 0, duplicates: { shown: [], count: 0 }, rejected: 2 });
    const written = await vendorsNamed(names);
    expect(written.map((vendor) => [vendor.name, vendor.categoryId, vendor.city, vendor.isActive, vendor.priceRange]).sort()).toEqual([
      ["Preview Glow Studio", makeup.id, "Leicester", true, "££"],
      ["Preview Henna Tales", mehndi.id, "Birmingham", false, null],
      ["Preview Kesar Glam", makeup.id, "Leicester", true, "£££"],
    ]);
    // Coordinates come from the gazetteer.
    expect(written.every((vendor) => vendor.latitude !== null && vendor.longitude !== null)).toBe(true);
    const audit = await auditOf("import.csv");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: actor.id, entityType: "vendor", after: { file: "three-good.csv", rows: 5, created: 3, packages: 0, duplicates: 0, rejected: 2 } });
  });

  it("reports duplicates in the file and in the directory instead of doubling them", async () => {
    await createVendor(getDb(), { name: "Noor Faces", city: "Bradford", location: "Bradford", categoryId: makeup.id });
    const text = [
      "name;category;city;location",
      "noor faces;makeup-artists;Bradford;", // already in the directory (names compare in any case)
      "Noor Faces;makeup-artists;Leeds;", // another town: a different vendor
      "Twice Henna;mehndi-artists;;Oldham, Greater Manchester",
      "Twice Henna;mehndi-artists;Oldham;", // the same name and town as the row above
    ].join("\r\n");
    const preview = await previewCsvImport(getDb(), text);
    expect(preview.toCreate).toBe(2);
    expect(preview.duplicates).toEqual({
      shown: [
        { row: 2, name: "noor faces", town: "Bradford" },
        { row: 5, name: "Twice Henna", town: "Oldham" },
      ],
      count: 2,
    });
    const result = await importCsvVendors(getDb(), actor, { text, fileName: "dupes.csv" });
    expect([result.created, result.duplicates.count]).toEqual([2, 2]);
    expect(await vendorsNamed(["Noor Faces", "noor faces"])).toHaveLength(2);
    expect(await vendorsNamed(["Twice Henna"])).toHaveLength(1);
    // Running it again creates nothing.
    expect((await importCsvVendors(getDb(), actor, { text, fileName: "dupes.csv" })).created).toBe(0);
  });

  it("shows the first 10 errors, then '... and N more errors'", async () => {
    const bad = Array.from({ length: 13 }, (_, index) => `Bad ${index},Nail Bars`);
    const preview = await previewCsvImport(getDb(), ["name,category", "Only Good One,makeup-artists", ...bad].join("\n"));
    expect(preview.errors.count).toBe(13);
    expect(preview.errors.shown).toHaveLength(10);
    expect(preview.errors.shown[0]).toBe('Row 3: Category "Nail Bars" not found');
    expect(preview.errors.more).toBe("... and 3 more errors");
  });

  it("refuses a file with no good row, writing nothing", async () => {
    const before = (await auditOf("import.csv")).length;
    const error = await refusal(importCsvVendors(getDb(), actor, { text: "name,category\n,makeup-artists\n", fileName: "bad.csv" }));
    expect([error?.code, error?.title, error?.message]).toEqual(["invalid", "Import failed", CSV_MESSAGES.nothingToImport.message]);
    expect(await auditOf("import.csv")).toHaveLength(before);
  });

  it("writes nothing when any part of the import fails", async () => {
    const ghost = { id: "no-such-admin", email: "ghost@example.test" };
    const text = "name,category\nAtomic Glow,makeup-artists\n";
    await expect(importCsvVendors(getDb(), ghost, { text, fileName: "x.csv" })).rejects.toThrow();
    expect(await vendorsNamed(["Atomic Glow"])).toHaveLength(0);
  });

  it(`previews and imports ${MAX_CSV_ROWS.toLocaleString("en-GB")} rows`, async () => {
    const towns = ["Leicester", "Southall", "Bradford", "Luton", "Ilford"];
    const rows = Array.from({ length: MAX_CSV_ROWS }, (_, index) => `Bulk Vendor ${index},makeup-artists,${towns[index % towns.length]},"Bridal makeup, ${index}"`);
    const text = ["name,category,city,description", ...rows].join("\n");
    const preview = await previewCsvImport(getDb(), text);
    expect([preview.rows, preview.toCreate, preview.errors.count]).toEqual([MAX_CSV_ROWS, MAX_CSV_ROWS, 0]);
    const result = await importCsvVendors(getDb(), actor, { text, fileName: "big.csv" });
    expect(result.created).toBe(MAX_CSV_ROWS);
    const [last] = await vendorsNamed([`Bulk Vendor ${MAX_CSV_ROWS - 1}`]);
    expect(last).toMatchObject({ city: "Ilford", description: `Bridal makeup, ${MAX_CSV_ROWS - 1}` });
  }, 180_000);
});

describeEachDatabase("writing imported vendors in batches", (getDb) => {
  it("returns the created vendors in input order and gives each its own images", async () => {
    const category = await createCategory(getDb());
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      name: `Batch Vendor ${index}`,
      categoryId: category.id,
      city: "Leicester",
      imageUrls: index % 400 === 0 ? [`/media/${index}-a.webp`, `/media/${index}-b.webp`] : [],
    }));
    const outcome = await getDb().transaction((tx) => insertImportedVendors(tx, rows));
    expect(outcome.created.map((vendor) => vendor.name)).toEqual(rows.map((row) => row.name));
    const images = await getDb()
      .select({ vendorId: vendorImages.vendorId, url: vendorImages.imageUrl, alt: vendorImages.altText, isPrimary: vendorImages.isPrimary })
      .from(vendorImages)
      .where(inArray(vendorImages.vendorId, outcome.created.map((vendor) => vendor.id)));
    const byId = new Map(outcome.created.map((vendor) => [vendor.id, vendor.name]));
    expect(images).toHaveLength(8);
    for (const image of images) {
      const index = byId.get(image.vendorId)!.replace("Batch Vendor ", "");
      expect(image.url.startsWith(`/media/${index}-`)).toBe(true);
      expect(image.alt.startsWith(`Batch Vendor ${index} photo`)).toBe(true);
      expect(image.isPrimary).toBe(image.url.endsWith("-a.webp"));
    }
  });
});

describe("reading the uploaded file", () => {
  it("accepts text/csv or a .csv name, and decodes UTF-8 or Excel's Windows-1252", async () => {
    expect(await readCsvUpload(csvFile("name,category\n", "list.txt"), "file")).toEqual({ text: "name,category\n", fileName: "list.txt", encoding: "utf-8" });
    const excel = await readCsvUpload(csvFile(new Uint8Array([0x6e, 0x2c, 0xa3, 0xa3]), "excel.CSV", "application/vnd.ms-excel"), "file");
    expect(excel.text).toBe("n,££");
    expect((await readCsvUpload(csvFile("\uFEFFname,price\nA,£\n"), "file")).text).toBe("name,price\nA,£\n");
  });

  it("refuses anything else with 'Invalid file: Please upload a CSV file'", async () => {
    const cases = [
      new FormData(),
      csvFile("name,category\n", "photo.png", "image/png"),
      csvFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), "sheet.csv"),
    ];
    for (const form of cases) {
      const error = await refusal(readCsvUpload(form, "file"));
      expect([error?.title, error?.message]).toEqual(["Invalid file", "Please upload a CSV file"]);
    }
    const two = csvFile("a\n");
    two.append("file", new File(["b\n"], "b.csv", { type: "text/csv" }));
    expect((await refusal(readCsvUpload(two, "file")))?.message).toBe(CSV_MESSAGES.oneFile.message);
  });

  it("reads the carried text back, refusing an empty one", () => {
    const form = new FormData();
    form.set("csv", "name,category\nA,1\n");
    form.set("fileName", "a.csv");
    expect(readCarriedCsv(form)).toEqual({ text: "name,category\nA,1\n", fileName: "a.csv" });
    expect(() => readCarriedCsv(new FormData())).toThrow(CSV_MESSAGES.invalidFile.message);
  });
});
