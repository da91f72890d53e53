import type { TestProject } from "vitest/node";
import { buildDatabaseTemplates } from "../support/database-templates";

/**
 * Vitest global setup: builds the migrated (and demo-seeded) databases once, before any test file runs, hands their
 * locations to the workers, and deletes them when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await buildDatabaseTemplates(process.env.DATABASE_URL || undefined);
  project.provide("databaseTemplates", templates);
  return dispose;
}
