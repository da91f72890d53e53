import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendors } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import type { AuditActor } from "~/modules/audit/audit-log.server";
import { QUICK_IMPORT_VENDORS } from "~/modules/demo-catalogue/quick-import-vendors";
import { missingCategoriesMessage, quickImportStatus, runQuickImport } from "~/modules/imports/quick-import.server";
import { createAdminAccount } from "../../../tests/support/admin-account";
import { createCategory } from "../../../tests/support/factories";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const NAMES = QUICK_IMPORT_VENDORS.map((vendor) => vendor.name);

describeEachDatabase("the quick import", (getDb) => {
  let actor: AuditActor;
  beforeAll(async () => {
    const admin = await createAdminAccount(getDb(), createAuth(getDb(), { config: testAuthConfig(), sendMail: async () => {} }));
    actor = { id: admin.userId, email: admin.email };
  });

  const listed = async () => (await getDb().select({ total: count() }).from(vendors).where(inArray(vendors.name, NAMES)))[0]!.total;

  it("refuses to run without the four categories, writing nothing", async () => {
    await createCategory(getDb(), { name: "Makeup Artists", slug: "makeup-artists" });
    await createCategory(getDb(), { name: "Photographers", slug: "photographers" });
    expect(await quickImportStatus(getDb())).toEqual({ total: 40, existing: 0, missingCategories: ["mehndi-artists", "hair-stylists"] });
    const error = await refusal(runQuickImport(getDb(), actor));
    expect([error.code, error.message]).toEqual(["conflict", missingCategoriesMessage(["mehndi-artists", "hair-stylists"])]);
    expect(await listed()).toBe(0);
  });

  it("adds the 40 vendors once, however often it runs, with the spec's import defaults", async () => {
    await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
    await createCategory(getDb(), { name: "Hair Stylists", slug: "hair-stylists" });
    expect(await runQuickImport(getDb(), actor)).toEqual({ added: 40, existing: 0 });
    expect(await runQuickImport(getDb(), actor)).toEqual({ added: 0, existing: 40 });
    expect(await listed()).toBe(40);
    expect(await quickImportStatus(getDb())).toEqual({ total: 40, existing: 40, missingCategories: [] });

    const written = await getDb().select().from(vendors).where(inArray(vendors.name, NAMES));
    expect(written.every((vendor) => vendor.priceRange === "£££" && vendor.isActive)).toBe(true);
    expect(written.filter((vendor) => vendor.isFeatured)).toHaveLength(12);
    const noTown = written.find((vendor) => vendor.name === "Simran Kaur MUA");
    expect(noTown).toMatchObject({ location: "London, UK", city: "London" });
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.action, "import.quick"));
    expect(audit.map((entry) => entry.after)).toEqual([
      { listed: 40, added: 40, existing: 0 },
      { listed: 40, added: 0, existing: 40 },
    ]);
  });

  it("adds nothing twice when two runs overlap", async () => {
    await getDb().delete(vendors).where(inArray(vendors.name, NAMES));
    const results = await Promise.all([runQuickImport(getDb(), actor), runQuickImport(getDb(), actor)]);
    expect(results.map((result) => result.added).sort()).toEqual([0, 40]);
    expect(await listed()).toBe(40);
  });
});
