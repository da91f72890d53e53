import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendorPackages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { PACKAGE_FORM_MESSAGES, type PackageActionData, type PackagesCardData } from "~/modules/packages/package-form";
import { MAX_PACKAGES, PACKAGE_MESSAGES } from "~/modules/packages/package-rules";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/vendor-dashboard";

// docs/product/vendor-journey-and-portal.md#packages: the dashboard's Packages card posts 'add-package',
// 'save-package' and 'delete-package' to the dashboard's action, always on the session's own listing.

const ORIGIN = "http://localhost:3000";

function post(cookie: string | undefined, fields: Record<string, string | string[]>, origin = ORIGIN): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}/vendor-dashboard`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie ? { cookie } : {}) },
    body,
  });
}

const packageForm = (overrides: Record<string, string | string[]> = {}) => ({
  intent: "add-package",
  packageId: "",
  name: "Walima Essentials",
  price: "1,250",
  priceKind: "fixed",
  included: "Stage, flowers and lighting",
  eventTypes: ["Walima", "Reception"],
  guests: "300",
  ...overrides,
});

type Answer = PackageActionData;
type Page = { dashboard: { packages: PackagesCardData } | null };

describeEachDatabase("/vendor-dashboard's Packages card", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  const rows = () => getDb().select().from(vendorPackages).where(eq(vendorPackages.vendorId, vendor.vendorId)).orderBy(asc(vendorPackages.sortOrder));
  const fromPrice = async () => (await getDb().select({ from: vendors.fromPricePence }).from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]!.from;
  const run = (fields: Record<string, string | string[]>, cookie: string | undefined = vendor.cookie) => runRoute<Answer>(action, post(cookie, fields));
  const card = async () => (await runRoute<Page>(loader, new Request(`${ORIGIN}/vendor-dashboard`, { headers: { cookie: vendor.cookie } }))).body!.dashboard!.packages;

  it("adds a package, shows it on the card with the listing's 'From' price, and answers 'Package added'", async () => {
    const result = await run(packageForm());
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body).toEqual({ card: "packages", ok: true, intent: "add-package", toast: { title: PACKAGE_FORM_MESSAGES.added, variant: "success" } });
    expect(await rows()).toMatchObject([{ name: "Walima Essentials", pricePence: 125_000, priceKind: "fixed", eventTypes: ["Walima", "Reception"], guests: 300 }]);
    const shown = await card();
    expect(shown.fromPricePence).toBe(125_000);
    expect(shown.packages.map((pkg) => pkg.name)).toEqual(["Walima Essentials"]);
  });

  it("refuses a price of 0 and a missing name, keeping what was typed and a message beside each field", async () => {
    const before = await rows();
    const typed = packageForm({ name: "Mehndi Night", price: "0", guests: "12,000" });
    const result = await run(typed);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      card: "packages",
      ok: false,
      intent: "add-package",
      values: { packageId: "", name: "Mehndi Night", price: "0", priceKind: "fixed", included: "Stage, flowers and lighting", eventTypes: ["Walima", "Reception"], guests: "12,000" },
      fieldErrors: { price: PACKAGE_MESSAGES.priceRange, guests: PACKAGE_MESSAGES.guests },
    });
    const nameless = await run(packageForm({ name: "  " }));
    expect([nameless.status, nameless.body && !nameless.body.ok && nameless.body.fieldErrors]).toEqual([400, { name: PACKAGE_MESSAGES.nameEmpty }]);
    expect(await rows()).toEqual(before);
  });

  it("saves a package in its place and moves the 'From' price with it", async () => {
    const [walima] = await rows();
    await run(packageForm({ name: "Nikah Morning", price: "900", eventTypes: "Nikah" }));
    expect(await fromPrice()).toBe(90_000);
    const result = await run(packageForm({ intent: "save-package", packageId: String(walima!.id), price: "450", priceKind: "from", eventTypes: [] }));
    expect(result.body).toMatchObject({ ok: true, toast: { title: PACKAGE_FORM_MESSAGES.saved } });
    expect((await rows()).map((row) => [row.name, row.pricePence, row.priceKind, row.sortOrder])).toEqual([
      ["Walima Essentials", 45_000, "from", 0],
      ["Nikah Morning", 90_000, "fixed", 1],
    ]);
    expect(await fromPrice()).toBe(45_000);

    const refused = await run(packageForm({ intent: "save-package", packageId: String(walima!.id), name: "Renamed", price: "1000001" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, intent: "save-package", values: { packageId: String(walima!.id), name: "Renamed", price: "1000001" }, fieldErrors: { price: PACKAGE_MESSAGES.priceRange } });
    expect((await rows())[0]!.name).toBe("Walima Essentials");
  });

  it("deletes a package once confirmed, and the last one clears the 'From' price", async () => {
    for (const row of await rows()) {
      const result = await run({ intent: "delete-package", packageId: String(row.id) });
      expect(result.body).toMatchObject({ ok: true, intent: "delete-package", toast: { title: PACKAGE_FORM_MESSAGES.deleted } });
    }
    expect(await rows()).toEqual([]);
    expect(await fromPrice()).toBeNull();
    expect(await card()).toEqual({ packages: [], fromPricePence: null });
    const again = await run({ intent: "delete-package", packageId: "1" });
    expect([again.status, again.body && !again.body.ok && again.body.formError.message]).toEqual([404, PACKAGE_FORM_MESSAGES.notFound]);
  });

  it(`refuses an eleventh package with 'You can have at most ${MAX_PACKAGES} packages…', keeping the typed form`, async () => {
    for (let index = 0; index < MAX_PACKAGES; index += 1) expect((await run(packageForm({ name: `Package ${index + 1}` }))).status).toBe(200);
    const result = await run(packageForm({ name: "One too many" }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, values: { name: "One too many" }, formError: { message: PACKAGE_MESSAGES.tooMany } });
    expect(await rows()).toHaveLength(MAX_PACKAGES);
  });

  it("sends a visitor to /vendor-auth and refuses a post from another site, changing nothing", async () => {
    const before = await rows();
    const anonymous = await run(packageForm({ name: "Anonymous" }), "");
    expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([302, "/vendor-auth"]);
    const crossSite = await runRoute(action, post(vendor.cookie, { intent: "delete-package", packageId: String(before[0]!.id) }, "https://elsewhere.example"));
    expect(crossSite.status).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
