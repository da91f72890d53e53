import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { checkCsv } from "~/modules/imports/csv-import";
import { insertImportedVendors } from "~/modules/imports/import-vendors.server";
import { createCategory } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

describeEachDatabase("importing a vendor CSV's attribute columns", (getDb) => {
  it("writes the facets, capacity, event types and languages a row gives, and none for empty cells", async () => {
    const category = await createCategory(getDb());
    const text = [
      "name,category,city,facets,capacity,event_types,languages",
      `Mahal,${category.id},Leicester,halal;Separate prayer room,800,Nikah;walima,urdu`,
      `Plain,${category.id},Leicester,,,,`,
    ].join("\n");
    const { vendors: good, errors } = checkCsv(text, [category]);
    expect(errors).toEqual([]);
    const outcome = await getDb().transaction((tx) => insertImportedVendors(tx, good.map(({ vendor }) => vendor)));
    const [row] = await getDb().select().from(vendors).where(eq(vendors.id, outcome.created[0]!.id));
    expect(row).toMatchObject({ facets: ["halal", "prayer-room"], capacity: 800, eventTypes: ["Nikah", "Walima"], languages: ["Urdu"] });
    const [plain] = await getDb().select().from(vendors).where(eq(vendors.id, outcome.created[1]!.id));
    expect(plain).toMatchObject({ facets: [], capacity: null, eventTypes: [], languages: [] });
  });
});
