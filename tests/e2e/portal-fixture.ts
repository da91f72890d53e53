import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { categories, vendors } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import { seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";
import { createSubmittedListing } from "~/modules/onboarding/business-listing.server";

/** A vendor whose listing is live, for the journeys that need an owner of a public page (enquiries). */
export type LiveVendor = { email: string; password: string; vendorId: number; name: string };

export const LIVE_VENDOR: Omit<LiveVendor, "vendorId"> = {
  email: "live-vendor@example.test",
  password: "saffron-lanterns-at-midnight-7",
  name: "Noor Bridal Mehndi Studio",
};

/**
 * Prepares the browser tests' embedded database before the server starts on it: migrations, the demo catalogue
 * (the server then finds it seeded) and one vendor account owning an active mehndi listing, as an approved
 * vendor would have it. There is no admin area yet to approve one from the browser. Input: the server's
 * DATA_DIR and PUBLIC_URL. Output: {@link LiveVendor}.
 */
export async function seedLiveVendor(dataDir: string, publicUrl: string): Promise<LiveVendor> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle.db, { onlyIfEmpty: true });
    const auth = createAuth(handle.db, {
      config: { publicUrl, logLevel: "silent", authSecret: undefined, dataDir, supportEmail: "support@example.test" },
      sendMail: async () => {},
    });
    const { user } = await auth.api.createUser({
      body: { email: LIVE_VENDOR.email, password: LIVE_VENDOR.password, name: "Noor", data: { emailVerified: true } },
    });
    const [category] = await handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "mehndi-artists"));
    if (!category) throw new Error("The demo catalogue has no mehndi-artists category");
    const { id } = await createSubmittedListing(handle.db, {
      ownerUserId: user.id,
      plan: "showcase",
      details: {
        businessName: LIVE_VENDOR.name,
        email: LIVE_VENDOR.email,
        category: category.id,
        location: "Leicester",
        description: "Bridal and party mehndi with organic henna, across Leicester and the East Midlands.",
        pricing: "Bridal mehndi from £180",
        phone: "0116 496 0123",
        website: "",
        socialMediaLink: "",
      },
      gallery: [],
    });
    await handle.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, id));
    return { ...LIVE_VENDOR, vendorId: id };
  } finally {
    await handle.close();
  }
}
