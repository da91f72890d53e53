import { asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { openTestDatabase } from "../tests/support/test-database";
import { createCatalogueLoader } from "./bench-search-data";

/**
 * The benchmark's synthetic catalogue comes from the demo catalogue's generator (issue #8), so its
 * vendors follow the same rules as the demo ones (app/modules/demo-catalogue/demo-catalogue.test.ts): unique names and
 * descriptions, galleries, contact details on reserved domains, listing dates in the past.
 */

const ACTIVE = 800;

async function loadCatalogue(db: Database, steps: number[]): Promise<void> {
  const loader = createCatalogueLoader();
  await loader.loadCategories(db);
  for (const target of steps) await loader.loadUpTo(db, target);
}

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase("pglite");
  db = opened.handle.db;
  dispose = opened.dispose;
  await loadCatalogue(db, [ACTIVE]);
  return () => dispose();
});

it("writes the requested number of active vendors, plus about 3 % awaiting approval", async () => {
  const [active] = await db.select({ total: count() }).from(vendors).where(eq(vendors.isActive, true));
  const [all] = await db.select({ total: count() }).from(vendors);
  expect(active?.total).toBe(ACTIVE);
  expect((all?.total ?? 0) - ACTIVE).toBeGreaterThan(ACTIVE * 0.01);
  expect((all?.total ?? 0) - ACTIVE).toBeLessThan(ACTIVE * 0.06);
});

it("gives every vendor a name and a description of its own, as the demo generator does", async () => {
  const rows = await db.select({ name: vendors.name, description: vendors.description }).from(vendors);
  expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
  expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
});

it("gives vendors the demo catalogue's galleries, social links, reserved domains and past listing dates", async () => {
  const rows = await db
    .select({ email: vendors.email, socialMediaLink: vendors.socialMediaLink, createdAt: vendors.createdAt })
    .from(vendors);
  for (const row of rows) expect(row.email).toMatch(/@example\.(co\.uk|com|org)$/);
  expect(rows.filter((row) => row.socialMediaLink !== null).length).toBeGreaterThan(rows.length * 0.8);
  // The generator dates listings up to 900 days before 12 January 2026, never "now".
  for (const row of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 0, 12, 9, 30));

  const galleries = await db
    .select({ vendorId: vendorImages.vendorId, images: count(), primaries: sql<number>`count(*) filter (where ${vendorImages.isPrimary})` })
    .from(vendorImages)
    .groupBy(vendorImages.vendorId);
  expect(galleries.filter((gallery) => gallery.images > 1).length).toBeGreaterThan(rows.length / 2);
  for (const gallery of galleries) expect(Number(gallery.primaries)).toBe(1);
  const [features] = await db.select({ total: count() }).from(vendorFeatures);
  expect((features?.total ?? 0) / rows.length).toBeGreaterThan(2);
});

it("grows to the same vendors in steps as in one go, so 10,000 then 100,000 measures one catalogue", async () => {
  const stepped = await openTestDatabase("pglite");
  try {
    await loadCatalogue(stepped.handle.db, [300, ACTIVE]);
    const columns = { id: vendors.id, name: vendors.name, latitude: vendors.latitude, isActive: vendors.isActive };
    const once = await db.select(columns).from(vendors).orderBy(asc(vendors.id));
    const inSteps = await stepped.handle.db.select(columns).from(vendors).orderBy(asc(vendors.id));
    expect(inSteps).toEqual(once);
  } finally {
    await stepped.dispose();
  }
});
