import { count, eq, inArray, like, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import type { FormFailure } from "~/modules/http/form-errors";
import type { CsvImportPreview, CsvImportResult, CsvUpload } from "~/modules/imports/csv-import.server";
import { CSV_MESSAGES, CSV_ROW_MESSAGES, WINDOWS_1252_NOTE } from "~/modules/imports/csv-messages";
import { listPackages, replacePackages } from "~/modules/packages/packages.server";
import type { PackageInput } from "~/modules/packages/package-rules";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory, createVendor, type CategoryRow } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { routeResponse, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-import-csv";
import { loader as exportLoader } from "~/routes/admin-vendors-export";

const ORIGIN = "http://localhost:3000";
const PATH = `${ORIGIN}/admin-dashboard/import/csv`;

/** Any of the action's answers: the preview, the import's outcome, or the one failure shape. */
type Answer = Partial<{ stage: string; preview: CsvImportPreview; upload: CsvUpload; outcome: CsvImportResult } & FormFailure<{ fileName: string }>>;

/** Step 1: the file form, as the browser posts it (multipart). */
function previewPost(text: string | Uint8Array<ArrayBuffer>, cookie?: string, file: { name?: string; type?: string } = {}): Request {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new File([text], file.name ?? "vendors.csv", { type: file.type ?? "text/csv" }));
  return new Request(PATH, { method: "POST", headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body: form });
}

/** Step 2: 'Import {k} vendors', the text carried back in hidden fields. */
function importPost(text: string, cookie?: string): Request {
  const form = new FormData();
  form.set("intent", "import");
  form.set("fileName", "vendors.csv");
  form.set("csv", text);
  return new Request(PATH, { method: "POST", headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body: form });
}

const THREE_GOOD_TWO_BAD = [
  "name,category,city,price_range",
  "Harleen Glow Route,makeup-artists,Wolverhampton,££",
  "Missing Category Route,,Leicester,",
  "Rangoli Henna Route,Mehndi Artists,Leicester,",
  "Unknown Category Route,Nail Bars,Leicester,",
  "Kesar Glam Route,makeup-artists,Leicester,£££",
].join("\n");
const GOOD_NAMES = ["Harleen Glow Route", "Rangoli Henna Route", "Kesar Glam Route"];

describeEachDatabase("/admin-dashboard/import/csv (CSV Import)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let catering: CategoryRow;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    await createCategory(getDb(), { name: "Makeup Artists", slug: "makeup-artists" });
    await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
    catering = await createCategory(getDb(), { name: "Catering", slug: "catering" });
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });

  const named = async (names: string[]) => (await getDb().select({ total: count() }).from(vendors).where(inArray(vendors.name, names)))[0]!.total;
  const csvAudits = async () => (await getDb().select({ total: count() }).from(auditLog).where(eq(auditLog.action, "import.csv")))[0]!.total;
  const preview = (text: string | Uint8Array<ArrayBuffer>, file?: { name?: string; type?: string }) => runRoute<Answer>(action, previewPost(text, admin.cookie, file));

  it("sends a visitor without a session to /admin, from the page and both steps, writing nothing", async () => {
    for (const result of [
      await runRoute(loader, new Request(PATH)),
      await runRoute(action, previewPost(THREE_GOOD_TWO_BAD)),
      await runRoute(action, importPost(THREE_GOOD_TWO_BAD)),
    ]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    expect(await named(GOOD_NAMES)).toBe(0);
  });

  it("refuses a vendor session with 403 on the page and both steps, writing nothing", async () => {
    const page = await runRoute(loader, new Request(PATH, { headers: { cookie: vendor.cookie } }));
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const request of [previewPost(THREE_GOOD_TWO_BAD, vendor.cookie), importPost(THREE_GOOD_TWO_BAD, vendor.cookie)]) {
      const result = await runRoute(action, request);
      expect(result.status).toBe(403);
      expect(request.bodyUsed).toBe(false);
    }
    expect(await named(GOOD_NAMES)).toBe(0);
    expect(await csvAudits()).toBe(0);
  });

  it("shows an admin the categories a file may name", async () => {
    const page = await runRoute<{ categories: { name: string; slug: string }[] }>(loader, new Request(PATH, { headers: { cookie: admin.cookie } }));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.body?.categories).toEqual(expect.arrayContaining([{ name: "Makeup Artists", slug: "makeup-artists" }]));
  });

  it("previews 3 good rows and 2 bad ones without writing, then 'Import 3 vendors' creates the 3", async () => {
    const step1 = await preview(THREE_GOOD_TWO_BAD);
    expect(step1.status).toBe(200);
    expect(step1.body?.preview).toMatchObject({
      rows: 5,
      toCreate: 3,
      errors: { shown: ["Row 3: Category is required", 'Row 5: Category "Nail Bars" not found'], count: 2, more: null },
    });
    expect(await named(GOOD_NAMES)).toBe(0);

    const step2 = await runRoute<Answer>(action, importPost(step1.body!.upload!.text, admin.cookie));
    expect(step2.status).toBe(200);
    expect(step2.body).toMatchObject({ stage: "imported", outcome: { created: 3, rejected: 2 } });
    expect(await named(GOOD_NAMES)).toBe(3);
    expect(await csvAudits()).toBe(1);

    // The same file again: reported as duplicates, not doubled.
    const again = await runRoute<Answer>(action, importPost(THREE_GOOD_TWO_BAD, admin.cookie));
    expect(again.body?.outcome).toMatchObject({ created: 0, duplicates: { count: 3 } });
    expect(await named(GOOD_NAMES)).toBe(3);
  });

  it("checks the carried text again on import instead of trusting it", async () => {
    const tampered = "name,category\nSmuggled Route,Nail Bars\nHonest Route,makeup-artists\n";
    const result = await runRoute<Answer>(action, importPost(tampered, admin.cookie));
    expect(result.body?.outcome).toMatchObject({ created: 1, rejected: 1 });
    expect(await named(["Smuggled Route"])).toBe(0);
    const nothingGood = await runRoute<Answer>(action, importPost("name,category\nSmuggled Route,Nail Bars\n", admin.cookie));
    expect(nothingGood.status).toBe(400);
    expect(nothingGood.body?.formError).toEqual(CSV_MESSAGES.nothingToImport);
  });

  it("reads a BOM, semicolons and quoted line breaks", async () => {
    const text = '\uFEFFName;Category;City;Description\r\nBom Semicolon Route;makeup-artists;Leicester;"Bridal; party\r\nand more"\r\n';
    const result = await preview(text);
    expect(result.body?.preview).toMatchObject({ rows: 1, toCreate: 1, errors: { count: 0 } });
    await runRoute(action, importPost(result.body!.upload!.text, admin.cookie));
    const [written] = await getDb().select().from(vendors).where(eq(vendors.name, "Bom Semicolon Route"));
    expect(written?.description).toBe("Bridal; party\nand more");
  });

  it("refuses, naming its row, a row whose bytes are not UTF-8, and imports the good rows", async () => {
    const file = new Uint8Array(Buffer.from("name,category\nFirst Good Bytes,makeup-artists\nBad \xc3\x28\xa0\xa1\xff Bytes,makeup-artists\nSecond Good Bytes,makeup-artists\n", "latin1"));
    const step1 = await preview(file);
    expect(step1.body?.preview).toMatchObject({ note: null, rows: 3, toCreate: 2, errors: { shown: [CSV_ROW_MESSAGES.notUtf8(3)], count: 1 } });
    const step2 = await runRoute<Answer>(action, importPost(step1.body!.upload!.text, admin.cookie));
    expect(step2.body?.outcome).toMatchObject({ created: 2, rejected: 1 });
    expect(await named(["First Good Bytes", "Second Good Bytes"])).toBe(2);
    expect((await getDb().select({ total: count() }).from(vendors).where(like(vendors.name, "Bad %Bytes")))[0]!.total).toBe(0);
  });

  it("reads Excel's Windows-1252 with a note in the preview, and UTF-16 with its mark, importing them as written", async () => {
    const excel = new Uint8Array(Buffer.from("name,category,price_range\nCaf\xe9 Cr\xe8me,makeup-artists,\xa3\xa3\n\x93Quoted\x94 Henna,mehndi-artists,\n", "latin1"));
    const step1 = await preview(excel, { type: "application/vnd.ms-excel" });
    expect(step1.body?.preview).toMatchObject({ note: WINDOWS_1252_NOTE, rows: 2, toCreate: 2, errors: { count: 0 } });
    await runRoute(action, importPost(step1.body!.upload!.text, admin.cookie));
    const written = await getDb().select({ name: vendors.name, priceRange: vendors.priceRange }).from(vendors).where(inArray(vendors.name, ["Café Crème", "“Quoted” Henna"]));
    expect(written).toHaveLength(2);
    expect(written).toEqual(expect.arrayContaining([{ name: "Café Crème", priceRange: "££" }, { name: "“Quoted” Henna", priceRange: null }]));

    const unicode = "name,category\r\nŻaneta’s Mehndi 🌿,mehndi-artists\r\n";
    for (const [name, bytes] of [
      ["UTF-16LE", new Uint8Array([0xff, 0xfe, ...Buffer.from(unicode, "utf16le")])],
      ["UTF-16BE", new Uint8Array([0xfe, 0xff, ...Buffer.from(unicode, "utf16le").swap16()])],
    ] as const) {
      const step = await preview(bytes);
      expect(step.body?.preview, name).toMatchObject({ note: null, rows: 1, errors: { count: 0 } });
      expect(step.body?.upload?.text, name).toBe(unicode);
    }
    const step = await preview(new Uint8Array([0xff, 0xfe, ...Buffer.from(unicode, "utf16le")]));
    expect((await runRoute<Answer>(action, importPost(step.body!.upload!.text, admin.cookie))).body?.outcome).toMatchObject({ created: 1 });
    expect(await named(["Żaneta’s Mehndi 🌿"])).toBe(1);
  });

  it("answers a file without a name header, or that is not a CSV file, with 'Invalid file: …'", async () => {
    const headerless = await preview("Glow,makeup-artists,Leicester\n");
    expect(headerless.status).toBe(400);
    expect(headerless.body?.formError).toEqual(CSV_MESSAGES.missingHeader);
    const image = await preview(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), { name: "photo.png", type: "image/png" });
    expect(image.status).toBe(400);
    expect(image.body?.formError).toEqual({ title: "Invalid file", message: "Please upload a CSV file" });
  });

  it("escapes formula text on export, and the exported file imports back as duplicates", async () => {
    const formula = '=HYPERLINK("http://evil.example","Click me")';
    const text = `name,category,city,description\n"${formula.replaceAll('"', '""')}",makeup-artists,Leicester,+44 for calls\n`;
    const imported = await runRoute<Answer>(action, importPost(text, admin.cookie));
    expect(imported.body?.outcome?.created).toBe(1);
    const [stored] = await getDb().select().from(vendors).where(eq(vendors.name, formula));
    expect(stored?.description).toBe("+44 for calls");

    const response = await routeResponse(exportLoader, new Request(`${ORIGIN}/admin-dashboard/vendors.csv`, { headers: { cookie: admin.cookie } }));
    const exported = await response.text();
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")",Makeup Artists`);
    expect(exported).toContain(",'+44 for calls,");
    expect(exported).not.toMatch(/(^|\n|,)"?=HYPERLINK/);

    const roundTrip = await runRoute<Answer>(action, importPost(exported, admin.cookie));
    expect(roundTrip.body?.outcome).toMatchObject({ created: 0, rejected: 0 });
    expect(await named([formula])).toBe(1);
  });

  it("takes the words search reads as a category ('Caterers'), and still refuses an unknown one", async () => {
    const text = "name,category\nCaterers Word Route,Caterers\nHenna Word Route,mehndi artist\nBooth Word Route,photo booth\n";
    const step1 = await preview(text);
    expect(step1.body?.preview).toMatchObject({ toCreate: 2, errors: { shown: ['Row 4: Category "photo booth" not found'] } });
    await runRoute(action, importPost(step1.body!.upload!.text, admin.cookie));
    const [caterer] = await getDb().select().from(vendors).where(eq(vendors.name, "Caterers Word Route"));
    expect(caterer?.categoryId).toBe(catering.id);
  });

  it("exports packages, and the exported file imports them back the same once the vendor is gone", async () => {
    const packages: PackageInput[] = [
      { name: "=Feast for 500", pricePence: 1_250_050, priceKind: "from", included: "- Starters\n- Mains, \"desserts\" | chai", eventTypes: ["Walima", "Reception"], guests: 500 },
      { name: "Tasting", pricePence: 100, priceKind: "fixed", included: "", eventTypes: [], guests: null },
    ];
    const original = await createVendor(getDb(), { name: "Round Trip Kitchen", city: "Leicester", location: "Leicester", categoryId: catering.id });
    await replacePackages(getDb(), original.id, packages);
    const exported = await (await routeResponse(exportLoader, new Request(`${ORIGIN}/admin-dashboard/vendors.csv?q=Round%20Trip`, { headers: { cookie: admin.cookie } }))).text();
    await getDb().delete(vendors).where(eq(vendors.id, original.id));

    const imported = await runRoute<Answer>(action, importPost(exported, admin.cookie));
    expect(imported.body?.outcome).toMatchObject({ created: 1, packages: 2, rejected: 0 });
    const [copy] = await getDb().select().from(vendors).where(eq(vendors.name, "Round Trip Kitchen"));
    expect((await listPackages(getDb(), copy!.id)).map(({ id: _id, sortOrder: _sortOrder, ...pkg }) => pkg)).toEqual(packages);
    expect(copy?.fromPricePence).toBe(100);
  });

  it("answers an unexpected failure with 'Import failed: Failed to process CSV file', writing nothing", async () => {
    // A trigger on this test's own database makes the insert of one row fail halfway through the import.
    await getDb().execute(sql`create function refuse_vendor() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await getDb().execute(sql`create trigger refuse_vendor before insert on vendors for each row when (new.name = 'Explodes Route') execute function refuse_vendor()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await runRoute<Answer>(action, importPost("name,category\nFine Route,makeup-artists\nExplodes Route,makeup-artists\n", admin.cookie));
    await getDb().execute(sql`drop trigger refuse_vendor on vendors`);
    expect(result.status).toBe(500);
    expect(result.body?.formError).toEqual({ title: "Import failed", message: "Failed to process CSV file" });
    expect(logged).toHaveBeenCalledWith("The CSV import failed", expect.anything());
    expect(await named(["Fine Route", "Explodes Route"])).toBe(0);
  });
});
