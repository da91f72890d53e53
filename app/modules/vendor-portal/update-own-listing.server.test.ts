import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import { AppError } from "~/modules/errors/app-error";
import { ATTRIBUTE_MESSAGES } from "~/modules/vendor-portal/listing-attributes";
import { listingFormValues, type ListingFormValues } from "~/modules/vendor-portal/listing-form";
import { updateOwnListing } from "~/modules/vendor-portal/update-own-listing.server";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";

/** The dashboard's form as a browser posts it; `attributes` adds the attribute card's fields. */
function posted(attributes?: Record<string, string | string[]>): ListingFormValues {
  const form = new FormData();
  const fields = { name: "Saffron Studio", location: "Leicester", description: "Bridal mehndi.", priceRange: "", tags: "Bridal mehndi" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attributes) {
    form.append("attributesShown", "1");
    for (const [name, value] of Object.entries(attributes)) for (const one of [value].flat()) form.append(name, one);
  }
  return listingFormValues(form);
}

describeEachDatabase("saving the listing's attributes from the dashboard", (getDb) => {
  const auth = () => createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
  const stored = async (vendorId: number) => {
    const [row] = await getDb()
      .select({ facets: vendors.facets, capacity: vendors.capacity, eventTypes: vendors.eventTypes, languages: vendors.languages })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    return row;
  };

  it("stores the ticked attributes in list order and returns them with the listing", async () => {
    const vendor = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    const listing = await updateOwnListing(
      getDb(),
      vendor.userId,
      posted({ facets: ["hijab-friendly", "female"], capacity: " 1,200 ", eventTypes: ["Walima", "Mehndi"], languages: ["Urdu", "English"] }),
    );
    const expected = { facets: ["female", "hijab-friendly"], capacity: 1200, eventTypes: ["Mehndi", "Walima"], languages: ["English", "Urdu"] };
    expect(listing).toMatchObject(expected);
    expect(await stored(vendor.vendorId)).toEqual(expected);

    // Unticking everything and emptying the capacity clears them.
    await updateOwnListing(getDb(), vendor.userId, posted({ capacity: "" }));
    expect(await stored(vendor.vendorId)).toEqual({ facets: [], capacity: null, eventTypes: [], languages: [] });
  });

  it("leaves the attributes alone when the form did not show them", async () => {
    const vendor = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    await getDb().update(vendors).set({ facets: ["halal"], capacity: 300, eventTypes: ["Nikah"], languages: ["Urdu"] }).where(eq(vendors.id, vendor.vendorId));
    const listing = await updateOwnListing(getDb(), vendor.userId, posted());
    expect(listing.name).toBe("Saffron Studio");
    expect(await stored(vendor.vendorId)).toEqual({ facets: ["halal"], capacity: 300, eventTypes: ["Nikah"], languages: ["Urdu"] });
  });

  it("refuses values outside the lists and a capacity that is not 1 to 10,000 guests, changing nothing", async () => {
    const vendor = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    const attempts: [Record<string, string | string[]>, string, string][] = [
      [{ facets: ["halal", "unicorn"], capacity: "" }, "facets", ATTRIBUTE_MESSAGES.facets],
      [{ capacity: "10000000" }, "capacity", ATTRIBUTE_MESSAGES.capacity],
      [{ capacity: "0" }, "capacity", ATTRIBUTE_MESSAGES.capacity],
      [{ capacity: "2.5" }, "capacity", ATTRIBUTE_MESSAGES.capacity],
      [{ capacity: "", eventTypes: ["Birthday"] }, "eventTypes", ATTRIBUTE_MESSAGES.eventTypes],
      [{ capacity: "", languages: ["Klingon"] }, "languages", ATTRIBUTE_MESSAGES.languages],
    ];
    for (const [attributes, field, message] of attempts) {
      const error = await updateOwnListing(getDb(), vendor.userId, posted(attributes)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fieldErrors).toEqual({ [field]: message });
    }
    expect(await stored(vendor.vendorId)).toEqual({ facets: [], capacity: null, eventTypes: [], languages: [] });
  });
});
