import { expect, it } from "vitest";
import { auditLog, dataRequests, vendorPackages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { addPackage } from "~/modules/packages/packages.server";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor } from "../../tests/support/portal-vendor";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as dashboard from "~/routes/admin-dashboard";
import * as dataRequestExport from "~/routes/admin-data-request-export";
import * as dataRequestsPage from "~/routes/admin-data-requests";
import * as importCsv from "~/routes/admin-import-csv";
import * as importManual from "~/routes/admin-import-manual";
import * as importScraping from "~/routes/admin-import-scraping";
import * as listings from "~/routes/admin-listings";
import * as heldEnquiries from "~/routes/admin-held-enquiries";
import * as insightsPage from "~/routes/admin-insights";
import * as insightsExport from "~/routes/admin-insights-export";
import * as reportedEnquiries from "~/routes/admin-reported-enquiries";
import * as reviewModeration from "~/routes/admin-reviews";
import * as scrapingJob from "~/routes/admin-scraping-job";
import * as vendorEdit from "~/routes/admin-vendor-edit";
import * as vendorImages from "~/routes/admin-vendor-images";
import * as vendorNew from "~/routes/admin-vendor-new";
import * as vendorsTab from "~/routes/admin-vendors";
import * as vendorsExport from "~/routes/admin-vendors-export";
import * as debugPayments from "~/routes/debug-payments";
import * as vendorImport from "~/routes/vendor-import";

// docs/product/admin.md#access: "Every /admin-dashboard, /vendor-import and /debug-payments loader and action requires an admin
// session (anonymous → redirect to /admin; a vendor session → 403), tested for each." One table of every admin
// route module, so a new admin route without its check fails here; each route's own tests go deeper.

const ORIGIN = "http://localhost:3000";

/** `intents`: each one the action is tried with (default: `delete`), so every change a page's action makes is covered. */
type AdminRoute = { path: string; module: { loader?: RouteHandler; action?: RouteHandler }; params?: Record<string, string>; intents?: string[] };

const ADMIN_ROUTES = (vendorId: number): AdminRoute[] => [
  { path: "/admin-dashboard", module: dashboard },
  { path: "/admin-dashboard", module: vendorsTab },
  { path: "/admin-dashboard/vendors/new", module: vendorNew },
  {
    path: `/admin-dashboard/vendors/${vendorId}`,
    module: vendorEdit,
    params: { vendorId: String(vendorId) },
    intents: ["save", "delete", "add-package", "save-package", "delete-package"],
  },
  { path: `/admin-dashboard/vendors/${vendorId}/images`, module: vendorImages, params: { vendorId: String(vendorId) } },
  { path: "/admin-dashboard/vendors.csv", module: vendorsExport },
  { path: "/admin-dashboard/listings", module: listings },
  { path: "/admin-dashboard/import", module: importManual },
  { path: "/admin-dashboard/import/csv", module: importCsv },
  { path: "/admin-dashboard/import/scraping", module: importScraping },
  { path: "/admin-dashboard/import/scraping/jobs/1", module: scrapingJob, params: { jobId: "1" } },
  { path: "/admin-dashboard/reviews", module: reviewModeration },
  { path: "/admin-dashboard/held-enquiries", module: heldEnquiries },
  { path: "/admin-dashboard/reported-enquiries", module: reportedEnquiries },
  { path: "/admin-dashboard/insights", module: insightsPage },
  { path: "/admin-dashboard/insights/revenue.csv", module: insightsExport, params: { file: "revenue.csv" } },
  { path: "/admin-dashboard/data-requests", module: dataRequestsPage, intents: ["log", "erase", "no-account"] },
  { path: "/admin-dashboard/data-requests/1/export", module: dataRequestExport, params: { requestId: "1" } },
  { path: "/vendor-import", module: vendorImport },
  { path: "/debug-payments", module: debugPayments },
];

/** A post each action would act on if it let the caller in: a bulk activation, a deletion, a quick import, a package… */
function post(path: string, intent: string, packageId: number, cookie?: string): Request {
  const body = new FormData();
  body.set("intent", intent);
  body.set("packageId", String(packageId));
  body.set("price", "1");
  body.set("priceKind", "fixed");
  body.set("name", "Intruder Vendor");
  body.set("category", "1");
  body.set("ids", "1");
  body.set("email", "intruder@example.test");
  body.set("kind", "erasure");
  body.set("receivedOn", "2026-01-01");
  body.set("requestId", "1");
  body.set("confirm", "yes");
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body });
}
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

describeEachDatabase("every admin loader and action", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("sends a visitor to /admin and answers a vendor 403, changing nothing", async () => {
    const target = await createVendor(getDb(), { name: "Untouchable Studio", isActive: false });
    const targetPackage = await addPackage(getDb(), { id: target.id }, { name: "Untouchable", pricePence: 90_000, priceKind: "from", included: "", eventTypes: [], guests: null });
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const snapshot = async () => ({
      vendors: await getDb().select().from(vendors),
      packages: await getDb().select().from(vendorPackages),
      audit: await getDb().select().from(auditLog),
      dataRequests: await getDb().select().from(dataRequests),
    });
    const before = await snapshot();
    let checked = 0;
    for (const route of ADMIN_ROUTES(target.id)) {
      const calls = [
        { kind: "loader", handler: route.module.loader, intent: "" },
        ...(route.intents ?? ["delete"]).map((intent) => ({ kind: "action", handler: route.module.action, intent })),
      ];
      for (const { kind, handler, intent } of calls) {
        if (!handler) continue;
        const request = (cookie?: string) => (kind === "loader" ? get(route.path, cookie) : post(route.path, intent, targetPackage.id, cookie));
        const anonymous = await runRoute(handler, request(), route.params);
        const where = `${kind} of ${route.path}${intent ? ` (${intent})` : ""}`;
        // The JSON progress route answers a script with 401 rather than a page redirect.
        if (anonymous.status === 401) expect(route.module, where).toBe(scrapingJob);
        else {
          expect(anonymous.status, where).toBe(302);
          expect(anonymous.headers.get("Location"), where).toBe("/admin");
        }
        expect((await runRoute(handler, request(vendor.cookie), route.params)).status, where).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(24);
    expect(await snapshot()).toEqual(before);
  });
});
