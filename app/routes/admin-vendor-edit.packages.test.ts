import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendorPackages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { addPackage } from "~/modules/packages/packages.server";
import { PACKAGE_FORM_MESSAGES, type PackageActionData, type PackagesCardData } from "~/modules/packages/package-form";
import { PACKAGE_MESSAGES } from "~/modules/packages/package-rules";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-vendor-edit";

// docs/product/admin.md#vendors: the admin edits a vendor's packages on the vendor editor with the portal's card
// (docs/product/vendor-journey-and-portal.md#packages); every change is in the audit log.

const ORIGIN = "http://localhost:3000";
const path = (id: number) => `/admin-dashboard/vendors/${id}`;

function post(id: number, fields: Record<string, string | string[]>, cookie?: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}${path(id)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body,
  });
}

const packageForm = (overrides: Record<string, string | string[]> = {}) => ({
  intent: "add-package",
  name: "Full Day Coverage",
  price: "2,400",
  priceKind: "from",
  included: "Two photographers, online gallery",
  eventTypes: ["Nikah", "Walima"],
  guests: "",
  ...overrides,
});

describeEachDatabase("/admin-dashboard/vendors/:vendorId's Packages card", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Lens of Leicester" });
  });
  const run = (id: number, fields: Record<string, string | string[]>, cookie = admin.cookie) =>
    runRoute<PackageActionData>(action, post(id, fields, cookie), { vendorId: String(id) });
  const rowsOf = (id: number) => getDb().select().from(vendorPackages).where(eq(vendorPackages.vendorId, id)).orderBy(asc(vendorPackages.sortOrder));
  const packageAudit = async () => (await getDb().select().from(auditLog).where(eq(auditLog.entityType, "vendor_package")).orderBy(asc(auditLog.id)));

  it("adds, saves and deletes a vendor's package, recording each change with its values", async () => {
    const added = await run(vendor.vendorId, packageForm());
    expect(added.body).toMatchObject({ card: "packages", ok: true, toast: { title: PACKAGE_FORM_MESSAGES.added } });
    const [row] = await rowsOf(vendor.vendorId);
    expect(row).toMatchObject({ name: "Full Day Coverage", pricePence: 240_000, eventTypes: ["Nikah", "Walima"], guests: null });

    const page = await runRoute<{ packages: PackagesCardData }>(loader, new Request(`${ORIGIN}${path(vendor.vendorId)}`, { headers: { cookie: admin.cookie } }), {
      vendorId: String(vendor.vendorId),
    });
    expect(page.body?.packages).toMatchObject({ fromPricePence: 240_000, packages: [{ id: row!.id, name: "Full Day Coverage" }] });

    const saved = await run(vendor.vendorId, packageForm({ intent: "save-package", packageId: String(row!.id), price: "2,000" }));
    expect(saved.body).toMatchObject({ ok: true, toast: { title: PACKAGE_FORM_MESSAGES.saved } });
    // Saving it unchanged changes and records nothing.
    expect((await run(vendor.vendorId, packageForm({ intent: "save-package", packageId: String(row!.id), price: "2000" }))).status).toBe(200);
    const deleted = await run(vendor.vendorId, { intent: "delete-package", packageId: String(row!.id) });
    expect(deleted.body).toMatchObject({ ok: true, toast: { title: PACKAGE_FORM_MESSAGES.deleted } });
    expect(await rowsOf(vendor.vendorId)).toEqual([]);
    const [vendorRow] = await getDb().select({ from: vendors.fromPricePence }).from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(vendorRow!.from).toBeNull();

    const entries = await packageAudit();
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.actorEmail])).toEqual([
      ["vendor-package.create", String(row!.id), admin.email],
      ["vendor-package.update", String(row!.id), admin.email],
      ["vendor-package.delete", String(row!.id), admin.email],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { vendorId: vendor.vendorId, name: "Full Day Coverage", pricePence: 240_000 } });
    expect(entries[1]).toMatchObject({ before: { pricePence: 240_000 }, after: { pricePence: 200_000 } });
    expect(Object.keys(entries[1]!.after as object)).toEqual(["pricePence"]);
    expect(entries[2]).toMatchObject({ before: { vendorId: vendor.vendorId, name: "Full Day Coverage", pricePence: 200_000 }, after: null });
  });

  it("refuses a bad package with the typed values and records nothing", async () => {
    const before = await packageAudit();
    const result = await run(vendor.vendorId, packageForm({ name: "", price: "1,000,001" }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, values: { name: "", price: "1,000,001", included: "Two photographers, online gallery" }, fieldErrors: { name: PACKAGE_MESSAGES.nameEmpty, price: PACKAGE_MESSAGES.priceRange } });
    expect(await rowsOf(vendor.vendorId)).toEqual([]);
    expect(await packageAudit()).toEqual(before);
  });

  it("answers 404 for a package of another vendor named on this vendor's page, changing and recording nothing", async () => {
    const other = await createVendor(getDb(), { name: "Other Studio" });
    const theirs = await addPackage(getDb(), { id: other.id }, { name: "Theirs", pricePence: 50_000, priceKind: "from", included: "", eventTypes: [], guests: null });
    const before = { rows: await rowsOf(other.id), audit: await packageAudit() };
    for (const fields of [packageForm({ intent: "save-package", packageId: String(theirs.id) }), { intent: "delete-package", packageId: String(theirs.id) }]) {
      const result = await run(vendor.vendorId, fields);
      expect([result.status, result.body && !result.body.ok && result.body.formError.message]).toEqual([404, PACKAGE_FORM_MESSAGES.notFound]);
    }
    expect(await run(987_654, packageForm())).toMatchObject({ status: 404 });
    expect({ rows: await rowsOf(other.id), audit: await packageAudit() }).toEqual(before);
  });

  it("refuses the vendor's own session and a visitor, changing nothing", async () => {
    const before = await rowsOf(vendor.vendorId);
    const visitor = await run(vendor.vendorId, packageForm({ name: "Visitor" }), "");
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/admin"]);
    expect((await run(vendor.vendorId, packageForm({ name: "Self-service" }), vendor.cookie)).status).toBe(403);
    expect(await rowsOf(vendor.vendorId)).toEqual(before);
  });
});
