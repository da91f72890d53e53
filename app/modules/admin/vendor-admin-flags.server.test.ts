import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { bulkUpdateVendors, setVendorFlag } from "~/modules/admin/vendor-admin-flags.server";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { createVendor, createUser } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const ACTOR = { id: "", email: "switches@example.test" };

describeEachDatabase("the admin's active and featured switches", (getDb) => {
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Switches", email: ACTOR.email, role: "admin", emailVerified: true });
  });
  const flagsOf = async (ids: number[]) =>
    (await getDb().select({ id: vendors.id, isActive: vendors.isActive, isFeatured: vendors.isFeatured }).from(vendors).where(inArray(vendors.id, ids)).orderBy(vendors.id));
  const audit = () => getDb().select().from(auditLog).orderBy(auditLog.id);

  it("switches one flag of one vendor and records it; setting the value it has records nothing", async () => {
    const vendor = await createVendor(getDb(), { isActive: false, subscriptionLapsedAt: new Date("2026-02-01T00:00:00Z") });
    const after = await setVendorFlag(getDb(), ACTOR, vendor.id, "isActive", true);
    expect(after).toEqual({ id: vendor.id, name: vendor.name, isActive: true, isFeatured: false });
    const [row] = await getDb().select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row).toMatchObject({ isActive: true, subscriptionLapsedAt: null });
    const entries = (await audit()).filter((entry) => entry.entityId === String(vendor.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "vendor.update", entityType: "vendor", before: { isActive: false }, after: { isActive: true }, actorEmail: ACTOR.email });

    await setVendorFlag(getDb(), ACTOR, vendor.id, "isFeatured", true);
    expect(await flagsOf([vendor.id])).toEqual([{ id: vendor.id, isActive: true, isFeatured: true }]);
    const count = (await audit()).length;
    await setVendorFlag(getDb(), ACTOR, vendor.id, "isFeatured", true);
    expect((await audit()).length).toBe(count);
  });

  it("refuses to switch a vendor that does not exist", async () => {
    const count = (await audit()).length;
    const error = await refusal(setVendorFlag(getDb(), ACTOR, 987654, "isActive", true));
    expect([error.status, error.title, error.message]).toEqual([404, VENDOR_ADMIN_MESSAGES.updateFailed, VENDOR_ADMIN_MESSAGES.notFound]);
    expect((await audit()).length).toBe(count);
  });

  it("makes a selection active in one change, reporting ids that do not exist and those already active", async () => {
    const [a, b, c] = [await createVendor(getDb(), { isActive: false }), await createVendor(getDb(), { isActive: false }), await createVendor(getDb(), { isActive: true })];
    const outcome = await bulkUpdateVendors(getDb(), ACTOR, [b.id, a.id, 987654, c.id, a.id, 987653], "activate");
    expect(outcome).toEqual({ changed: [a.id, b.id], unchanged: [c.id], missing: [987653, 987654] });
    expect(await flagsOf([a.id, b.id, c.id])).toEqual([
      { id: a.id, isActive: true, isFeatured: false },
      { id: b.id, isActive: true, isFeatured: false },
      { id: c.id, isActive: true, isFeatured: false },
    ]);
    const entry = (await audit()).at(-1)!;
    expect(entry).toMatchObject({
      action: "vendors.bulk-update",
      entityId: `${a.id},${b.id}`,
      before: { [a.id]: { isActive: false }, [b.id]: { isActive: false } },
      after: { [a.id]: { isActive: true }, [b.id]: { isActive: true } },
    });
  });

  it("makes a selection inactive, featured and not featured", async () => {
    const [a, b] = [await createVendor(getDb(), { isActive: true }), await createVendor(getDb(), { isActive: true, isFeatured: true })];
    await bulkUpdateVendors(getDb(), ACTOR, [a.id, b.id], "feature");
    expect((await flagsOf([a.id, b.id])).map((row) => row.isFeatured)).toEqual([true, true]);
    await bulkUpdateVendors(getDb(), ACTOR, [a.id, b.id], "deactivate");
    expect((await flagsOf([a.id, b.id])).map((row) => row.isActive)).toEqual([false, false]);
    await bulkUpdateVendors(getDb(), ACTOR, [a.id], "unfeature");
    expect(await flagsOf([a.id, b.id])).toEqual([
      { id: a.id, isActive: false, isFeatured: false },
      { id: b.id, isActive: false, isFeatured: true },
    ]);
  });

  it("refuses a selection of which no id exists, changing and recording nothing", async () => {
    const count = (await audit()).length;
    const error = await refusal(bulkUpdateVendors(getDb(), ACTOR, [987654, 987655], "feature"));
    expect([error.status, error.title, error.message]).toEqual([404, VENDOR_ADMIN_MESSAGES.bulkFailed, "None of the selected vendors exist (987654, 987655)."]);
    expect((await audit()).length).toBe(count);
  });
});
