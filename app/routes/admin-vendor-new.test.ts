import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { VENDOR_ADMIN_MESSAGES, VENDOR_FIELD_MESSAGES, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import type { FormFailure } from "~/modules/http/form-errors";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as addVendor from "~/routes/admin-vendor-new";
import * as manualEntry from "~/routes/admin-import-manual";

const ORIGIN = "http://localhost:3000";

// 'Add vendor' and Import/Upload → Manual Entry are two doors to the same create form and domain function.
const PAGES: [string, { loader: RouteHandler; action: RouteHandler }][] = [
  ["/admin-dashboard/vendors/new", addVendor],
  ["/admin-dashboard/import", manualEntry],
];

function post(path: string, fields: Record<string, string | string[]>, cookie?: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body,
  });
}

describeEachDatabase("creating a vendor: 'Add vendor' and Manual Entry", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let categoryId: number;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    categoryId = (await createCategory(getDb(), { name: "Hair Stylists", serviceTags: ["Bridal hair"] })).id;
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  const named = (name: string) => getDb().select().from(vendors).where(eq(vendors.name, name));
  const form = (name: string, overrides: Record<string, string | string[]> = {}) => ({
    intent: "save",
    name,
    categoryId: String(categoryId),
    location: "Leicester",
    website: "tresses.example",
    tags: ["Bridal hair", "Hijab-friendly styling"],
    isActive: "on",
    ...overrides,
  });

  for (const [path, page] of PAGES) {
    it(`${path}: sends a visitor without a session to /admin and refuses a vendor session, creating nothing`, async () => {
      const anonymous = await runRoute(page.loader, new Request(`${ORIGIN}${path}`));
      expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([302, "/admin"]);
      const anonymousPost = await runRoute(page.action, post(path, form("Sneaky Salon")));
      expect([anonymousPost.status, anonymousPost.headers.get("Location")]).toEqual([302, "/admin"]);
      expect((await runRoute(page.loader, new Request(`${ORIGIN}${path}`, { headers: { cookie: vendor.cookie } }))).status).toBe(403);
      expect((await runRoute(page.action, post(path, form("Sneaky Salon"), vendor.cookie))).status).toBe(403);
      expect(await named("Sneaky Salon")).toEqual([]);
    });

    it(`${path}: offers the categories with their tags`, async () => {
      const result = await runRoute<{ categories: { id: number; name: string; serviceTags: string[] }[] }>(
        page.loader,
        new Request(`${ORIGIN}${path}`, { headers: { cookie: admin.cookie } }),
      );
      expect(result.status).toBe(200);
      expect(result.body?.categories).toContainEqual({ id: categoryId, name: "Hair Stylists", serviceTags: ["Bridal hair"] });
    });

    it(`${path}: creates the vendor with its place and opens its editor for the images`, async () => {
      const name = `Tresses by Tahira ${path.length}`;
      const result = await runRoute(page.action, post(path, form(name), admin.cookie));
      const [created] = await named(name);
      expect(created).toMatchObject({ categoryId, city: "Leicester", website: "https://tresses.example", serviceTags: ["Bridal hair", "Hijab-friendly styling"], isActive: true, isFeatured: false });
      expect(created!.latitude).not.toBeNull();
      expect([result.status, result.headers.get("Location")]).toEqual([303, `/admin-dashboard/vendors/${created!.id}?created=1`]);
      const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(created!.id)));
      expect(entry).toMatchObject({ action: "vendor.create", actorUserId: admin.userId });
    });

    it(`${path}: refuses a missing name, an unknown category and a javascript: website, keeping what was typed`, async () => {
      const cases: [Record<string, string | string[]>, Record<string, string>][] = [
        [{ name: "  " }, { name: VENDOR_FIELD_MESSAGES.name }],
        [{ categoryId: "987654" }, { categoryId: VENDOR_FIELD_MESSAGES.category }],
        [{ categoryId: "" }, { categoryId: VENDOR_FIELD_MESSAGES.category }],
        [{ website: "javascript:alert(1)" }, { website: "Please enter a valid web address." }],
      ];
      for (const [overrides, fieldErrors] of cases) {
        const fields = form("Refused Salon", overrides);
        const result = await runRoute<FormFailure<VendorFormValues>>(page.action, post(path, fields, admin.cookie));
        expect(result.status).toBe(400);
        expect(result.body?.fieldErrors).toEqual(fieldErrors);
        expect(result.body?.formError.title).toBe(VENDOR_ADMIN_MESSAGES.createFailed);
        expect(result.body?.values).toMatchObject({ name: fields.name, categoryId: fields.categoryId, website: fields.website, location: "Leicester", isActive: true });
        expect(result.body?.values.tags).toEqual(["Bridal hair", "Hijab-friendly styling"]);
      }
      expect(await named("Refused Salon")).toEqual([]);
    });
  }
});
