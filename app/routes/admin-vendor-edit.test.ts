import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { VENDOR_ADMIN_MESSAGES, VENDOR_FIELD_MESSAGES, type AdminVendorDetail, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import type { FormFailure } from "~/modules/http/form-errors";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-vendor-edit";

const ORIGIN = "http://localhost:3000";

type Editor = { vendor: AdminVendorDetail; categories: { id: number }[]; confirmDelete: boolean; created: boolean };
type Answer = { saved?: true; toast?: { title: string; description?: string } } & Partial<FormFailure<VendorFormValues | null>>;

const path = (id: number | string) => `/admin-dashboard/vendors/${id}`;

function get(id: number | string, cookie?: string, query = ""): Request {
  return new Request(`${ORIGIN}${path(id)}${query}`, { headers: cookie ? { cookie } : {} });
}

function post(id: number | string, fields: Record<string, string | string[]>, cookie?: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}${path(id)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body,
  });
}

describeEachDatabase("/admin-dashboard/vendors/:vendorId (the vendor editor)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  useTemporaryLocalStorage();
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let categoryId: number;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    categoryId = (await createCategory(getDb(), { name: "Photographers" })).id;
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Lens of Leicester", categoryId });
  });
  const row = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const run = (id: number | string, fields: Record<string, string | string[]>, cookie?: string) =>
    runRoute<Answer>(action, post(id, fields, cookie), { vendorId: String(id) });
  const form = (overrides: Record<string, string | string[]> = {}) => ({
    intent: "save",
    name: "Lens of Leicester",
    categoryId: String(categoryId),
    location: "Leicester",
    description: "Wedding photography across the Midlands.",
    isActive: "on",
    ...overrides,
  });

  it("sends a visitor without a session to /admin and refuses a vendor session, for the page, a save and a deletion", async () => {
    const params = { vendorId: String(vendor.vendorId) };
    const anonymous = await runRoute(loader, get(vendor.vendorId), params);
    expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([302, "/admin"]);
    for (const fields of [form({ name: "Hijacked" }), { intent: "delete" }]) {
      const result = await run(vendor.vendorId, fields);
      expect([result.status, result.headers.get("Location")]).toEqual([302, "/admin"]);
    }
    const page = await runRoute(loader, get(vendor.vendorId, vendor.cookie), params);
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const fields of [form({ name: "Hijacked" }), { intent: "delete" }]) {
      expect((await run(vendor.vendorId, fields, vendor.cookie)).status).toBe(403);
    }
    expect(await row(vendor.vendorId)).toMatchObject({ name: "Lens of Leicester", isActive: false });
  });

  it("shows an admin the vendor with its owner, and 404 for one that does not exist", async () => {
    const page = await runRoute<Editor>(loader, get(vendor.vendorId, admin.cookie, "?created=1"), { vendorId: String(vendor.vendorId) });
    expect(page.status).toBe(200);
    expect(page.body?.vendor).toMatchObject({ id: vendor.vendorId, ownerEmail: vendor.email, values: { name: "Lens of Leicester", categoryId: String(categoryId), isActive: false } });
    expect(page.body).toMatchObject({ created: true, confirmDelete: false });
    for (const id of ["987654", "new", "1e3"]) {
      const missing = await runRoute(loader, get(id, admin.cookie), { vendorId: id });
      expect(missing.status).toBe(404);
    }
  });

  it("saves the form, recording what changed", async () => {
    const result = await run(vendor.vendorId, form({ location: "Southall, London", priceRange: "£££", isFeatured: "on" }), admin.cookie);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ saved: true, toast: { title: "Vendor updated", description: "Lens of Leicester was saved." } });
    expect(await row(vendor.vendorId)).toMatchObject({ location: "Southall, London", city: "Southall", region: "Greater London", priceRange: "£££", isActive: true, isFeatured: true });
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(vendor.vendorId)));
    expect(entry).toMatchObject({ action: "vendor.update", actorEmail: admin.email });
    expect(entry!.after).toMatchObject({ location: "Southall, London", isActive: true, isFeatured: true });
  });

  it("refuses a missing name, an unknown category and a javascript: website with 'Failed to update vendor', keeping what was typed", async () => {
    const before = await row(vendor.vendorId);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ name: "" }, { name: VENDOR_FIELD_MESSAGES.name }],
      [{ categoryId: "987654" }, { categoryId: VENDOR_FIELD_MESSAGES.category }],
      [{ website: "javascript:alert(document.cookie)" }, { website: "Please enter a valid web address." }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const result = await run(vendor.vendorId, form({ description: "Typed but refused", ...overrides }), admin.cookie);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ fieldErrors, formError: { title: VENDOR_ADMIN_MESSAGES.updateFailed }, values: { description: "Typed but refused", ...overrides } });
    }
    expect(await row(vendor.vendorId)).toEqual(before);
    const missing = await run(987654, form(), admin.cookie);
    expect(missing.status).toBe(404);
  });

  it("asks before deleting, then deletes and goes back to the Vendors tab", async () => {
    const doomed = await createVendor(getDb(), { categoryId, name: "Short-lived Studio" });
    const confirm = await runRoute<Editor>(loader, get(doomed.id, admin.cookie, `?delete=${doomed.id}`), { vendorId: String(doomed.id) });
    expect(confirm.body?.confirmDelete).toBe(true);
    const result = await run(doomed.id, { intent: "delete" }, admin.cookie);
    expect([result.status, result.headers.get("Location")]).toEqual([303, "/admin-dashboard?notice=deleted"]);
    expect(await row(doomed.id)).toBeUndefined();
    const again = await run(doomed.id, { intent: "delete" }, admin.cookie);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ values: null, formError: { title: VENDOR_ADMIN_MESSAGES.deleteFailed, message: VENDOR_ADMIN_MESSAGES.notFound } });
  });
});
