import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import type { Executor } from "~/db/client.server";
import { QUICK_IMPORT_CATEGORIES, QUICK_IMPORT_VENDORS } from "~/modules/demo-catalogue/quick-import-vendors";
import { AppError } from "~/modules/errors/app-error";
import { insertImportedVendors, planImportedVendors } from "~/modules/imports/import-vendors.server";
import { quickImportRows, type QuickImportRow } from "~/modules/imports/quick-import";

// The quick import of /vendor-import (docs/product/admin.md#quick-import "the
// built-in list of 40 vendors …, idempotent"). Running it again adds nothing: every vendor is then a duplicate
// (same name and town) and is reported as already there.

/** How the list stands against the directory: its size, how many are there already, categories it lacks. */
export type QuickImportStatus = { total: number; existing: number; missingCategories: string[] };

/** What a run did: vendors added and vendors that were already there. */
export type QuickImportResult = { added: number; existing: number };

/** The message when the directory lacks a category of the list. */
export const missingCategoriesMessage = (slugs: readonly string[]) =>
  `The quick import needs the categories ${slugs.join(", ")}, which the directory does not have.`;

async function rowsFor(db: Executor): Promise<{ rows: QuickImportRow[]; missing: string[] }> {
  const found = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, [...QUICK_IMPORT_CATEGORIES]));
  const ids = new Map(found.map((category) => [category.slug, category.id]));
  const missing = QUICK_IMPORT_CATEGORIES.filter((slug) => !ids.has(slug));
  return { rows: missing.length > 0 ? [] : quickImportRows(QUICK_IMPORT_VENDORS, ids), missing };
}

/**
 * How many vendors of the built-in list (40, docs/product/admin.md#quick-import) the directory already has, by the import's duplicate rule
 * (same name and town). Input: database. Output: {@link QuickImportStatus}; `existing` is 0 when categories are
 * missing. Throws the driver's error.
 */
export async function quickImportStatus(db: Database): Promise<QuickImportStatus> {
  const { rows, missing } = await rowsFor(db);
  const plan = await planImportedVendors(db, rows);
  return { total: QUICK_IMPORT_VENDORS.length, existing: plan.duplicates.length, missingCategories: missing };
}

/**
 * Adds the built-in list (docs/product/admin.md#quick-import: price range £££, location 'London, UK' when none, country UK, about 30%
 * featured) through `insertImportedVendors`, and records `import.quick` with the counts in the audit log, in one
 * transaction. Idempotent: vendors already there (same name and town) are counted, not doubled.
 * Input: database, the acting admin. Output: {@link QuickImportResult} (added + existing = 40).
 * Throws AppError `conflict` when one of the four categories is missing (nothing written), and the driver's error.
 */
export async function runQuickImport(db: Database, actor: AuditActor): Promise<QuickImportResult> {
  return db.transaction(async (tx) => {
    const { rows, missing } = await rowsFor(tx);
    if (missing.length > 0) throw new AppError("conflict", missingCategoriesMessage(missing));
    const outcome = await insertImportedVendors(tx, rows);
    const result = { added: outcome.created.length, existing: outcome.duplicates.length };
    await recordAudit(tx, actor, { action: "import.quick", entityType: "vendor", after: { listed: rows.length, ...result } });
    return result;
  });
}
