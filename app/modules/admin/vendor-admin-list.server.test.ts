import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendorImages } from "~/db/schema";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { parseVendorListQuery, VENDOR_PAGE_SIZE, type VendorListQuery } from "~/modules/admin/vendor-admin-list";
import { getAdminVendor, listAdminVendors, listCategoryOptions, loadVendorsTab } from "~/modules/admin/vendor-admin-list.server";
import { AppError } from "~/modules/errors/app-error";
import { createCategory, createVendor, createUser } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const query = (params: string): VendorListQuery => parseVendorListQuery(new URLSearchParams(params));

describeEachDatabase("the admin's Vendors table", (getDb) => {
  let mehndi: number;
  let photo: number;
  let ownerEmail: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const db = getDb();
    mehndi = (await createCategory(db, { name: "Mehndi Artists" })).id;
    photo = (await createCategory(db, { name: "photographers" })).id;
    ownerEmail = `owner-${randomUUID()}@example.test`;
    const ownerId = randomUUID();
    await createUser(db, { id: ownerId, name: "Owner", email: ownerEmail });
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const rows = [
      { key: "noor", name: "Noor Bridal Mehndi", categoryId: mehndi, isActive: true, isFeatured: true, createdAt: at(1), city: "Leicester", ownerUserId: ownerId },
      { key: "henna", name: "henna by Hira", categoryId: mehndi, isActive: false, isFeatured: false, createdAt: at(2) },
      { key: "percent", name: "100% Henna_Art", categoryId: mehndi, isActive: true, isFeatured: false, createdAt: at(3) },
      { key: "lens", name: "Lens & Lehenga", categoryId: photo, isActive: true, isFeatured: true, createdAt: at(4), isVerified: true },
    ];
    for (const { key, ...row } of rows) ids[key] = (await createVendor(db, { location: "Leicester, UK", ...row })).id;
  });

  const names = (page: { rows: { name: string }[] }) => page.rows.map((row) => row.name);

  it("lists every vendor, active or not, newest first, with category, flags and owner", async () => {
    const page = await listAdminVendors(getDb(), query(""));
    expect(names(page)).toEqual(["Lens & Lehenga", "100% Henna_Art", "henna by Hira", "Noor Bridal Mehndi"]);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1, pageSize: VENDOR_PAGE_SIZE });
    expect(page.rows[3]).toMatchObject({
      id: ids.noor,
      category: { id: mehndi, name: "Mehndi Artists" },
      location: "Leicester, UK",
      city: "Leicester",
      isActive: true,
      isFeatured: true,
      isVerified: false,
      ownerEmail,
    });
    expect(page.rows[0]).toMatchObject({ ownerEmail: null, isVerified: true });
    expect(page.rows[3]!.createdAt).toEqual(new Date(Date.UTC(2026, 0, 1)));
  });

  it("sorts oldest first and by name, ignoring letter case", async () => {
    expect(names(await listAdminVendors(getDb(), query("sort=oldest")))).toEqual(["Noor Bridal Mehndi", "henna by Hira", "100% Henna_Art", "Lens & Lehenga"]);
    expect(names(await listAdminVendors(getDb(), query("sort=name")))).toEqual(["100% Henna_Art", "henna by Hira", "Lens & Lehenga", "Noor Bridal Mehndi"]);
  });

  it("searches names case-insensitively, taking % and _ literally", async () => {
    expect(names(await listAdminVendors(getDb(), query("q=HENNA&sort=name")))).toEqual(["100% Henna_Art", "henna by Hira"]);
    expect(names(await listAdminVendors(getDb(), query("q=%25")))).toEqual(["100% Henna_Art"]);
    expect(names(await listAdminVendors(getDb(), query("q=a_a")))).toEqual(["100% Henna_Art"]);
    expect(names(await listAdminVendors(getDb(), query("q=_")))).toEqual(["100% Henna_Art"]);
    expect(await listAdminVendors(getDb(), query("q=%27%3B%20drop%20table%20vendors%3B--"))).toMatchObject({ rows: [], total: 0, pageCount: 1 });
  });

  it("filters by category and by status", async () => {
    expect(names(await listAdminVendors(getDb(), query(`category=${photo}`)))).toEqual(["Lens & Lehenga"]);
    expect(names(await listAdminVendors(getDb(), query("status=inactive")))).toEqual(["henna by Hira"]);
    expect(names(await listAdminVendors(getDb(), query("status=active&sort=name")))).toEqual(["100% Henna_Art", "Lens & Lehenga", "Noor Bridal Mehndi"]);
    expect(names(await listAdminVendors(getDb(), query(`status=featured&category=${mehndi}`)))).toEqual(["Noor Bridal Mehndi"]);
  });

  it("pages by 25, a page past the end showing the last one", async () => {
    const bulk = await createCategory(getDb(), { name: "Bulk" });
    for (let index = 0; index < 27; index += 1) await createVendor(getDb(), { categoryId: bulk.id, name: `Bulk vendor ${String(index).padStart(2, "0")}` });
    const first = await listAdminVendors(getDb(), query(`category=${bulk.id}&sort=name`));
    expect([first.rows.length, first.total, first.pageCount, first.rows[0]!.name]).toEqual([25, 27, 2, "Bulk vendor 00"]);
    const second = await listAdminVendors(getDb(), query(`category=${bulk.id}&sort=name&page=2`));
    expect(names(second)).toEqual(["Bulk vendor 25", "Bulk vendor 26"]);
    expect((await listAdminVendors(getDb(), query(`category=${bulk.id}&sort=name&page=99`))).page).toBe(2);
  });

  it("offers the categories A–Z and finds the vendor whose deletion is being confirmed", async () => {
    const options = await listCategoryOptions(getDb());
    expect(options.map((option) => option.name)).toEqual([...options.map((option) => option.name)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(options.find((option) => option.id === mehndi)).toEqual({ id: mehndi, name: "Mehndi Artists", serviceTags: [] });
    const tab = await loadVendorsTab(getDb(), query("status=inactive"), ids.henna);
    expect(tab.confirmDelete).toEqual({ id: ids.henna, name: "henna by Hira" });
    expect(names(tab.list)).toEqual(["henna by Hira"]);
    expect((await loadVendorsTab(getDb(), query(""), 987654)).confirmDelete).toBeUndefined();
  });

  it("reads one vendor for the editor, with its gallery in order", async () => {
    await getDb()
      .insert(vendorImages)
      .values([
        { vendorId: ids.lens!, imageUrl: "/images/b.webp", altText: "B", sortOrder: 1 },
        { vendorId: ids.lens!, imageUrl: "/images/a.webp", altText: "A", sortOrder: 0, isPrimary: true },
      ]);
    const detail = await getAdminVendor(getDb(), ids.lens!);
    expect(detail).toMatchObject({ id: ids.lens, name: "Lens & Lehenga", isVerified: true, ownerEmail: null, hasCoordinates: false });
    expect(detail.values).toMatchObject({ name: "Lens & Lehenga", categoryId: String(photo), website: "", tags: [], isActive: true, isFeatured: true });
    expect(detail.images.map((image) => [image.url, image.isPrimary])).toEqual([
      ["/images/a.webp", true],
      ["/images/b.webp", false],
    ]);
    const error = await getAdminVendor(getDb(), 987654).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([404, VENDOR_ADMIN_MESSAGES.notFound]);
    expect((await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, ids.lens!))).length).toBe(2);
  });
});
