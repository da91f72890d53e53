import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { QUICK_IMPORT_CATEGORIES, QUICK_IMPORT_VENDORS } from "~/modules/demo-catalogue/quick-import-vendors";
import type { QuickImportResult, QuickImportStatus } from "~/modules/imports/quick-import.server";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/vendor-import";

const ORIGIN = "http://localhost:3000";
const NAMES = QUICK_IMPORT_VENDORS.map((vendor) => vendor.name);

const get = (cookie?: string) => new Request(`${ORIGIN}/vendor-import`, { headers: cookie ? { cookie } : {} });
const post = (cookie?: string) =>
  new Request(`${ORIGIN}/vendor-import`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: "",
  });

describeEachDatabase("/vendor-import (quick import)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    for (const slug of QUICK_IMPORT_CATEGORIES) await createCategory(getDb(), { name: slug, slug });
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });

  const listed = async () => (await getDb().select({ total: count() }).from(vendors).where(inArray(vendors.name, NAMES)))[0]!.total;
  const audits = async () => (await getDb().select({ total: count() }).from(auditLog).where(eq(auditLog.action, "import.quick")))[0]!.total;

  it("sends a visitor without a session to /admin, from the page and the action, writing nothing", async () => {
    for (const result of [await runRoute(loader, get()), await runRoute(action, post())]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    expect(await listed()).toBe(0);
  });

  it("refuses a vendor session with 403 on the page and the action, writing nothing", async () => {
    const page = await runRoute(loader, get(vendor.cookie));
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    expect((await runRoute(action, post(vendor.cookie))).status).toBe(403);
    expect(await listed()).toBe(0);
    expect(await audits()).toBe(0);
  });

  it("adds the 40 built-in vendors once when an admin runs it twice", async () => {
    const before = await runRoute<{ status: QuickImportStatus }>(loader, get(admin.cookie));
    expect(before.body?.status).toEqual({ total: 40, existing: 0, missingCategories: [] });

    const first = await runRoute<{ result: QuickImportResult; toast: { title: string; description: string } }>(action, post(admin.cookie));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: { added: 40, existing: 0 }, toast: { description: "40 added, 0 already existed." } });
    const second = await runRoute<{ result: QuickImportResult }>(action, post(admin.cookie));
    expect(second.body?.result).toEqual({ added: 0, existing: 40 });

    expect(await listed()).toBe(40);
    expect(await audits()).toBe(2);
    const after = await runRoute<{ status: QuickImportStatus }>(loader, get(admin.cookie));
    expect(after.body?.status.existing).toBe(40);
  });
});
