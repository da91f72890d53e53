import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { eq, getTableColumns } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { categories, users, vendors } from "~/db/schema";
import { emptyVendorFormValues } from "~/modules/admin/vendor-admin-form";
import { createAdminVendor, updateAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import { seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";
import { importCsvVendors } from "~/modules/imports/csv-import.server";
import { runQuickImport } from "~/modules/imports/quick-import.server";
import { createSubmittedListing } from "~/modules/onboarding/business-listing.server";
import { updateOwnListing } from "~/modules/vendor-portal/update-own-listing.server";
import { VENDOR_FIELDS, type VendorFields } from "~/modules/vendors/vendor-fields";
import * as writePath from "~/modules/vendors/write-vendor.server";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Every writer of vendors' business fields goes through the write path, and the write path writes every field of the
// definition (decision 053).

vi.mock("~/modules/vendors/write-vendor.server", async (importOriginal) => {
  const actual = await importOriginal<typeof writePath>();
  return {
    ...actual,
    insertVendors: vi.fn(actual.insertVendors),
    updateVendorColumns: vi.fn(actual.updateVendorColumns),
    updateVendorFields: vi.fn(actual.updateVendorFields),
  };
});

const { insertVendors, prepareVendor, updateVendorColumns, updateVendorFields, vendorColumns, vendorColumnSelection, VENDOR_COLUMNS } = writePath;

/** Every business field given, none left to its default. */
const everyField = (categoryId: number): VendorFields => ({
  name: "Noor Bridal Mehndi",
  categoryId,
  description: "Bridal mehndi across the Midlands.",
  location: "Belgrave, Leicester",
  address: "12 Belgrave Road",
  city: "Leicester",
  region: "East Midlands",
  postcode: "LE4 5AB",
  phone: "0116 496 0000",
  email: "info@noor.example",
  website: "https://noor.example",
  socialMediaLink: "https://instagram.com/noor",
  priceRange: "££",
  pricingText: "From £150",
  serviceTags: ["Bridal mehndi"],
  isActive: true,
  isFeatured: true,
  facets: ["halal"],
  capacity: 300,
  eventTypes: ["Nikah"],
  languages: ["Urdu"],
});

describe("the write path's columns", () => {
  it("are the definition's fields and the coordinates, each a written column of the vendors table", () => {
    expect(VENDOR_COLUMNS).toEqual([...VENDOR_FIELDS, "latitude", "longitude"]);
    const table = getTableColumns(vendors);
    for (const column of VENDOR_COLUMNS) {
      expect(table[column], column).toBeDefined();
      expect(table[column].generated, column).toBeUndefined();
    }
    expect(Object.keys(vendorColumnSelection)).toEqual([...VENDOR_COLUMNS]);
  });

  it("store an empty text as null where the column allows it, and leave a refused null to the default", () => {
    const columns = vendorColumns({ name: "Noor", website: "", description: null, serviceTags: null }, { latitude: 52.6, longitude: -1.1 });
    expect(columns).toEqual({ name: "Noor", website: null, latitude: 52.6, longitude: -1.1 });
  });

  it("write the four attributes together or not at all", () => {
    expect(vendorColumns({ facets: ["halal"], capacity: 100 }, { latitude: 0, longitude: 0 })).not.toHaveProperty("facets");
    expect(vendorColumns({ facets: ["halal"], capacity: null, eventTypes: [], languages: [] }, { latitude: 0, longitude: 0 })).toMatchObject({ facets: ["halal"], capacity: null });
  });

  it("place a vendor by each writer's rule", () => {
    expect(vendorColumns({ location: "Atlantis" }, "listing")).toEqual({ location: "Atlantis", city: null, latitude: null, longitude: null });
    const listing = vendorColumns({ location: "Leicester", city: "Ignored" }, "listing");
    expect(listing.city).toBe("Leicester");
    expect(listing.latitude).toEqual(expect.any(Number));
    const editor = vendorColumns({ location: "", city: "Leicester", region: "" }, "editor");
    expect(editor).toMatchObject({ location: "Leicester", city: "Leicester" });
    const typed = vendorColumns({ location: "", city: "Leicester", region: "" }, "import");
    expect(typed).toMatchObject({ location: "", city: "Leicester", region: null });
    expect(typed.latitude).toBe(editor.latitude);
  });
});

describeEachDatabase("the vendor write path", (getDb) => {
  const actor = { id: randomUUID(), email: "writer-admin@example.test" };
  let categoryId: number;
  beforeAll(async () => {
    // The demo catalogue first, while the database is empty; its categories serve the other writers.
    await seedDemoCatalogue(getDb());
    expect(insertVendors).toHaveBeenCalled();
    await getDb().insert(users).values({ id: actor.id, name: "Admin", email: actor.email, role: "admin", emailVerified: true });
    const [category] = await getDb().select({ id: categories.id }).from(categories).where(eq(categories.slug, "mehndi-artists"));
    categoryId = category!.id;
  });

  it("inserts every field of the definition as given", async () => {
    const fields = everyField(categoryId);
    const [written] = await insertVendors(getDb(), [prepareVendor(fields, { latitude: 52.64, longitude: -1.13 })]);
    const [row] = await getDb().select(vendorColumnSelection).from(vendors).where(eq(vendors.id, written!.id));
    expect(row).toEqual({ ...fields, latitude: 52.64, longitude: -1.13 });
  });

  it("updates only the vendor the target names, and only while its owner still owns it", async () => {
    const [written] = await insertVendors(getDb(), [prepareVendor({ name: "Owned Listing", categoryId }, "listing", { ownerUserId: actor.id })]);
    expect(await updateVendorColumns(getDb(), { id: written!.id, ownerUserId: randomUUID() }, { name: "Taken" })).toBe(false);
    expect(await updateVendorColumns(getDb(), { id: written!.id, ownerUserId: actor.id }, { name: "Renamed" })).toBe(true);
    const [row] = await getDb().select({ name: vendors.name }).from(vendors).where(eq(vendors.id, written!.id));
    expect(row!.name).toBe("Renamed");
  });

  it("is the way every writer writes a vendor", async () => {
    vi.mocked(insertVendors).mockClear();
    const created = await createAdminVendor(getDb(), actor, { ...emptyVendorFormValues(), name: "Editor Vendor", categoryId: String(categoryId) });
    expect(insertVendors).toHaveBeenCalledTimes(1);

    await updateAdminVendor(getDb(), actor, created.id, { ...emptyVendorFormValues(), name: "Editor Vendor Renamed", categoryId: String(categoryId) });
    expect(updateVendorColumns).toHaveBeenCalledWith(expect.anything(), { id: created.id }, expect.objectContaining({ name: "Editor Vendor Renamed" }), expect.anything());

    const owner = randomUUID();
    await getDb().insert(users).values({ id: owner, name: "Owner", email: `${owner}@example.test`, emailVerified: false });
    const details = { businessName: "Portal Vendor", email: "portal@example.test", category: categoryId, location: "Leicester", description: "Mehndi.", pricing: "From £90", phone: "", website: "", socialMediaLink: "" };
    await createSubmittedListing(getDb(), { ownerUserId: owner, plan: "showcase", details, gallery: [] });
    expect(insertVendors).toHaveBeenCalledTimes(2);

    await updateOwnListing(getDb(), owner, { name: "Portal Vendor", phone: "", website: "", socialMediaLink: "", location: "Leicester", address: "", description: "Mehndi.", pricingText: "", priceRange: "", tags: [] });
    expect(updateVendorFields).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ ownerUserId: owner }), expect.anything(), "listing");

    await importCsvVendors(getDb(), actor, { text: "name,category,city\nCsv Vendor,mehndi-artists,Leicester\n", fileName: "vendors.csv" });
    expect(insertVendors).toHaveBeenCalledTimes(3);

    await runQuickImport(getDb(), actor);
    expect(insertVendors).toHaveBeenCalledTimes(4);
  });
});

describe("writers of the vendors table", () => {
  const root = join(import.meta.dirname, "..", "..");
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const filesWith = (pattern: RegExp) =>
    sources(root)
      .filter((path) => pattern.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path))
      .sort();

  it("insert vendors only through the write path", () => {
    expect(filesWith(/\.insert\(vendors\)/)).toEqual(["modules/vendors/write-vendor.server.ts"]);
  });

  it("update vendors outside the write path only for status, verification and the logo, never business fields", () => {
    // Review approval and the admin's flag toggles (is_active, is_featured as status changes with their own audit
    // entries), the subscription lapse (decision 019), a vendor's deletion request and its restore (is_active and the
    // lapse mark, decision 091), email verification, and the logo (an upload, not a field).
    expect(filesWith(/\.update\(vendors\)/)).toEqual([
      "modules/admin/listing-review.server.ts",
      "modules/admin/vendor-admin-flags.server.ts",
      "modules/billing/subscription-lapse.server.ts",
      "modules/erasure/account-deletion.server.ts",
      "modules/vendor-portal/listing-images.server.ts",
      "modules/vendors/owned-listings.server.ts",
      "modules/vendors/write-vendor.server.ts",
    ]);
  });
});
