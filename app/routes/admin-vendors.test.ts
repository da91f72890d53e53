import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { LIST_COMMAND_MESSAGES, type AdminVendorPage, type VendorListActionData, type VendorListQuery } from "~/modules/admin/vendor-admin-list";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-vendors";

const ORIGIN = "http://localhost:3000";

type Page = { query: VendorListQuery; list: AdminVendorPage; categories: { id: number; name: string }[]; confirmDelete?: { id: number; name: string }; notice?: string };

function get(query = "", cookie?: string): Request {
  return new Request(`${ORIGIN}/admin-dashboard${query}`, { headers: cookie ? { cookie } : {} });
}

function post(fields: Record<string, string | string[]>, cookie?: string, query = ""): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}/admin-dashboard${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body,
  });
}

describeEachDatabase("/admin-dashboard (the Vendors tab)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const { storedFiles } = useTemporaryLocalStorage();
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let categoryId: number;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    categoryId = (await createCategory(getDb(), { name: "Mehndi Artists" })).id;
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Zarina Quillfeather Henna", categoryId });
  });

  const row = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const auditCount = async () => (await getDb().select({ id: auditLog.id }).from(auditLog)).length;
  const commands = (id: number): Record<string, string | string[]>[] => [
    { intent: "toggle", vendorId: String(id), flag: "isActive", value: "true" },
    { intent: "toggle", vendorId: String(id), flag: "isFeatured", value: "true" },
    { intent: "bulk", bulkAction: "activate", ids: [String(id)] },
    { intent: "bulk", bulkAction: "feature", ids: [String(id)] },
    { intent: "delete", vendorId: String(id) },
  ];

  it("sends a visitor without a session to /admin, from the page and from every action, changing nothing", async () => {
    const page = await runRoute(loader, get());
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/admin"]);
    for (const fields of commands(vendor.vendorId)) {
      const result = await runRoute(action, post(fields));
      expect([result.status, result.headers.get("Location")]).toEqual([302, "/admin"]);
    }
    expect(await row(vendor.vendorId)).toMatchObject({ isActive: false, isFeatured: false });
    expect(await auditCount()).toBe(0);
  });

  it("refuses a vendor session with 403 on the page and on every action, changing nothing", async () => {
    const page = await runRoute(loader, get("", vendor.cookie));
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const fields of commands(vendor.vendorId)) {
      expect((await runRoute(action, post(fields, vendor.cookie))).status).toBe(403);
    }
    expect(await row(vendor.vendorId)).toMatchObject({ isActive: false, isFeatured: false });
    expect(await auditCount()).toBe(0);
  });

  it("shows an admin the table with its search, filter and sort from the URL, and the categories", async () => {
    const other = await createVendor(getDb(), { name: "Lens & Lehenga Studio", isActive: true });
    const all = await runRoute<Page>(loader, get("", admin.cookie));
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    expect(all.body?.list.rows.map((entry) => entry.id)).toEqual([other.id, vendor.vendorId]);
    expect(all.body?.list.rows[1]).toMatchObject({ name: "Zarina Quillfeather Henna", ownerEmail: vendor.email, isActive: false, category: { name: "Mehndi Artists" } });
    expect(all.body?.categories.map((category) => category.name)).toContain("Mehndi Artists");

    const found = await runRoute<Page>(loader, get("?q=quillFEATHER&status=inactive&sort=name", admin.cookie));
    expect(found.body?.query).toMatchObject({ q: "quillFEATHER", status: "inactive", sort: "name", page: 1 });
    expect(found.body?.list.rows.map((entry) => entry.name)).toEqual(["Zarina Quillfeather Henna"]);
    const filtered = await runRoute<Page>(loader, get(`?category=${categoryId}&status=active`, admin.cookie));
    expect(filtered.body?.list.total).toBe(0);
  });

  it("switches one vendor's flags and says so", async () => {
    const on = await runRoute<VendorListActionData>(action, post({ intent: "toggle", vendorId: String(vendor.vendorId), flag: "isActive", value: "true" }, admin.cookie));
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ ok: true, toast: { title: "Vendor updated", description: "Zarina Quillfeather Henna is now active.", variant: "success" } });
    expect(await row(vendor.vendorId)).toMatchObject({ isActive: true, isFeatured: false });
    const featured = await runRoute<VendorListActionData>(action, post({ intent: "toggle", vendorId: String(vendor.vendorId), flag: "isFeatured", value: "true" }, admin.cookie));
    expect(featured.body).toMatchObject({ ok: true, toast: { description: "Zarina Quillfeather Henna is now featured." } });
    expect(await row(vendor.vendorId)).toMatchObject({ isActive: true, isFeatured: true });
  });

  it("refuses a switch of a vendor that does not exist with 'Failed to update vendor'", async () => {
    const result = await runRoute<VendorListActionData>(action, post({ intent: "toggle", vendorId: "987654", flag: "isActive", value: "false" }, admin.cookie));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ ok: false, toast: { title: VENDOR_ADMIN_MESSAGES.updateFailed, description: VENDOR_ADMIN_MESSAGES.notFound, variant: "error" } });
  });

  it("applies a bulk action to a selection, reporting the ids that do not exist", async () => {
    const [a, b] = [await createVendor(getDb(), { isActive: true }), await createVendor(getDb(), { isActive: true })];
    const result = await runRoute<VendorListActionData>(action, post({ intent: "bulk", bulkAction: "deactivate", ids: [String(a.id), String(b.id), "987654"] }, admin.cookie));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, toast: { title: "Vendors updated", description: "2 vendors made inactive. Not found: 987654." } });
    expect([(await row(a.id))!.isActive, (await row(b.id))!.isActive]).toEqual([false, false]);
  });

  it("refuses a bulk action on ids that do not exist, or with nothing selected, with 'Failed to update vendors'", async () => {
    const before = await auditCount();
    const missing = await runRoute<VendorListActionData>(action, post({ intent: "bulk", bulkAction: "feature", ids: ["987654", "987655"] }, admin.cookie));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, toast: { title: VENDOR_ADMIN_MESSAGES.bulkFailed, description: "None of the selected vendors exist (987654, 987655)." } });
    const none = await runRoute<VendorListActionData>(action, post({ intent: "bulk", bulkAction: "feature" }, admin.cookie));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ ok: false, toast: { title: VENDOR_ADMIN_MESSAGES.bulkFailed, description: LIST_COMMAND_MESSAGES.noSelection } });
    const crafted = await runRoute<VendorListActionData>(action, post({ intent: "bulk", bulkAction: "delete-all", ids: ["1"] }, admin.cookie));
    expect(crafted.status).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it("asks before deleting, then deletes and goes back to the same view with 'Vendor deleted'", async () => {
    const doomed = await createVendor(getDb(), { name: "Doomed Decor", images: [{ url: "/images/demo/decor.webp", isPrimary: true }] });
    const confirm = await runRoute<Page>(loader, get(`?status=active&delete=${doomed.id}`, admin.cookie));
    expect(confirm.body?.confirmDelete).toEqual({ id: doomed.id, name: "Doomed Decor" });
    expect((await runRoute<Page>(loader, get("?delete=987654", admin.cookie))).body?.confirmDelete).toBeUndefined();

    const files = await storedFiles();
    const result = await runRoute(action, post({ intent: "delete", vendorId: String(doomed.id) }, admin.cookie, `?status=active&delete=${doomed.id}`));
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/admin-dashboard?status=active&notice=deleted");
    expect(await row(doomed.id)).toBeUndefined();
    expect(await storedFiles()).toEqual(files);
    const after = await runRoute<Page>(loader, get("?status=active&notice=deleted", admin.cookie));
    expect(after.body?.notice).toBe("Vendor deleted");

    const again = await runRoute<VendorListActionData>(action, post({ intent: "delete", vendorId: String(doomed.id) }, admin.cookie));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ toast: { title: VENDOR_ADMIN_MESSAGES.deleteFailed } });
  });
});
