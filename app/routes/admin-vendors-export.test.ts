import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { CSV_COLUMNS } from "~/modules/imports/csv-messages";
import { packageColumns } from "~/modules/imports/csv-packages";
import { replacePackages } from "~/modules/packages/packages.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory, createVendor, type CategoryRow } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { routeResponse, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/admin-vendors-export";

const ORIGIN = "http://localhost:3000";
const get = (query = "", cookie?: string) => new Request(`${ORIGIN}/admin-dashboard/vendors.csv${query}`, { headers: cookie ? { cookie } : {} });

/** The exported rows as objects by column (the BOM removed, as a spreadsheet does). */
const rowsOf = (text: string) =>
  (parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[]).map((row) => ({ name: row.name, category: row.category, is_active: row.is_active }));

describeEachDatabase("/admin-dashboard/vendors.csv (vendor export)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let photographers: CategoryRow;
  beforeAll(async () => {
    setClock(() => new Date("2026-04-02T09:00:00Z"));
    admin = await createAdminAccount(getDb(), getAuth());
    photographers = await createCategory(getDb(), { name: "Photographers", slug: "photographers" });
    const active = await createVendor(getDb(), { name: "Export Lens Active", categoryId: photographers.id, isActive: true });
    await replacePackages(getDb(), active.id, [
      { name: "Nikah day", pricePence: 95_000, priceKind: "from", included: "Two photographers\nOnline gallery", eventTypes: ["Nikah"], guests: null },
      { name: "Album", pricePence: 30_050, priceKind: "fixed", included: "", eventTypes: [], guests: 200 },
    ]);
    await createVendor(getDb(), { name: "Export Lens Hidden", categoryId: photographers.id, isActive: false });
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Export Portal Henna" });
  });
  afterAll(() => resetClock());

  it("sends a visitor without a session to /admin and refuses a vendor with 403", async () => {
    const anonymous = await runRoute(loader, get());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const refused = await runRoute(loader, get("", vendor.cookie));
    expect(refused.status).toBe(403);
    expect(await refused.response?.text()).toBe(ADMIN_ACCESS_DENIED);
  });

  it("downloads every vendor, active or not, as a dated CSV file that is never cached", async () => {
    const response = await routeResponse(loader, get("", admin.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="vendors-2026-04-02.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe([...CSV_COLUMNS, ...packageColumns(2)].join(","));
    expect(rowsOf(text)).toEqual([
      { name: "Export Lens Active", category: "Photographers", is_active: "true" },
      { name: "Export Lens Hidden", category: "Photographers", is_active: "false" },
      expect.objectContaining({ name: "Export Portal Henna", is_active: "false" }),
    ]);
  });

  it("writes each vendor's packages in numbered columns, as many as the vendor with the most needs", async () => {
    const text = await (await routeResponse(loader, get("", admin.cookie))).text();
    const [lens, hidden] = parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(Object.fromEntries(packageColumns(2).map((column) => [column, lens![column]]))).toEqual({
      package_1_name: "Nikah day",
      package_1_price: "950",
      package_1_price_kind: "from",
      package_1_included: "Two photographers\nOnline gallery",
      package_1_event_types: "Nikah",
      package_1_guests: "",
      package_2_name: "Album",
      package_2_price: "300.50",
      package_2_price_kind: "fixed",
      package_2_included: "",
      package_2_event_types: "",
      package_2_guests: "200",
    });
    expect(packageColumns(2).every((column) => hidden![column] === "")).toBe(true);
    // A selection without packages still carries the first group's columns, so the format shows.
    const inactive = await (await routeResponse(loader, get("?status=inactive", admin.cookie))).text();
    expect(inactive.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe([...CSV_COLUMNS, ...packageColumns(1)].join(","));
  });

  it("exports only what the Vendors tab's search and filters select", async () => {
    const inactive = await routeResponse(loader, get(`?status=inactive&category=${photographers.id}`, admin.cookie));
    expect(rowsOf(await inactive.text()).map((row) => row.name)).toEqual(["Export Lens Hidden"]);
    const searched = await routeResponse(loader, get("?q=portal", admin.cookie));
    expect(rowsOf(await searched.text()).map((row) => row.name)).toEqual(["Export Portal Henna"]);
  });
});
