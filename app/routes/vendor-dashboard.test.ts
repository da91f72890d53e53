import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, mailOutbox, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { DEFAULT_PRICING } from "~/modules/vendors/vendor-fields";
import { LISTING_MESSAGES } from "~/modules/vendor-portal/listing-form";
import { TAG_MESSAGES } from "~/modules/vendors/service-tags";
import { VERIFICATION_RESEND_LIMIT } from "~/modules/vendor-portal/resend-verification.server";
import { createPaidAccount } from "../../tests/support/paid-account";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createConversation } from "../../tests/support/conversations";
import { action, loader } from "~/routes/vendor-dashboard";

const ORIGIN = "http://localhost:3000";

type Dashboard = {
  account: { email: string; emailVerified: boolean };
  dashboard: { listing: { id: number; name: string; serviceTags: string[]; category: { serviceTags: string[] } }; subscription: { plan: { name: string } } | null } | null;
};
type Answer = { saved?: true; toast?: { title: string; description?: string }; values?: Record<string, unknown>; fieldErrors?: Record<string, string>; formError?: { message: string } };

const get = (cookie?: string) => new Request(`${ORIGIN}/vendor-dashboard`, { headers: cookie ? { cookie } : {} });

function post(cookie: string | undefined, fields: Record<string, string | string[]>, headers: Record<string, string> = {}): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}/vendor-dashboard`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
}

const listingForm = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Noor Bridal Mehndi",
  phone: "0116 496 0123",
  website: "noormehndi.example",
  socialMediaLink: "https://instagram.com/noormehndi",
  location: "Bradford",
  address: "1 Leeds Road",
  description: "Bridal mehndi with organic henna across Yorkshire.",
  pricingText: "",
  priceRange: "££",
  tags: ["Bridal mehndi", " Organic henna "],
  newTag: "",
  ...overrides,
});

describeEachDatabase("/vendor-dashboard", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, emailVerified: false });
  });
  const row = async (id = vendor.vendorId) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0]!;

  it("sends a visitor without a session to /vendor-auth", async () => {
    const result = await runRoute(loader, get());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
    const posted = await runRoute(action, post(undefined, listingForm()));
    expect(posted.headers.get("Location")).toBe("/vendor-auth");
  });

  it("shows an account without a listing no dashboard, and the listing's cards to its owner, never cached", async () => {
    const bare = await createPaidAccount(getDb(), getAuth(), { publicUrl: ORIGIN });
    expect((await runRoute<Dashboard>(loader, get(bare.cookie))).body?.dashboard).toBeNull();
    const result = await runRoute<Dashboard>(loader, get(vendor.cookie));
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body?.account).toEqual({ email: vendor.email, emailVerified: false });
    expect(result.body?.dashboard?.listing.id).toBe(vendor.vendorId);
    expect(result.body?.dashboard?.subscription?.plan.name).toBeTruthy();
  });

  it("lists the listing's own bookings on the Bookings card", async () => {
    const owner = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const mine = await createConversation(getDb(), owner.vendorId, { enquiry: { coupleName: "Booked Couple", eventDate: "2027-04-10" }, conversation: { stage: "booked" } });
    await getDb().insert(bookings).values({ enquiryId: mine.enquiry.id, vendorId: owner.vendorId, source: "outside", amountPence: 80000, eventDate: "2027-04-10" });
    const theirs = await createConversation(getDb(), other.vendorId, { conversation: { stage: "booked" } });
    await getDb().insert(bookings).values({ enquiryId: theirs.enquiry.id, vendorId: other.vendorId, source: "outside", eventDate: "2027-04-11" });
    const result = await runRoute<Dashboard & { dashboard: { bookings: unknown[] } }>(loader, get(owner.cookie));
    expect(result.body?.dashboard.bookings).toEqual([
      expect.objectContaining({ enquiryId: mine.enquiry.id, coupleName: "Booked Couple", events: "Walima", eventDate: "2027-04-10", amountPence: 80000 }),
    ]);
  });

  it("saves the editable fields, re-geocodes the location and keeps category, email and status as they were", async () => {
    const before = await row();
    const result = await runRoute<Answer>(action, post(vendor.cookie, listingForm()));
    expect(result.status).toBe(200);
    expect(result.body?.toast?.title).toBe(LISTING_MESSAGES.saved);
    const after = await row();
    expect(after).toMatchObject({
      name: "Noor Bridal Mehndi",
      website: "https://noormehndi.example",
      location: "Bradford",
      city: "Bradford",
      address: "1 Leeds Road",
      pricingText: DEFAULT_PRICING,
      priceRange: "££",
      serviceTags: ["Bridal mehndi", "Organic henna"],
      categoryId: before.categoryId,
      email: before.email,
      isActive: before.isActive,
      isVerified: before.isVerified,
    });
    expect(after.latitude).toBeCloseTo(53.79, 1);
    expect(after.longitude).toBeCloseTo(-1.75, 1);
  });

  it("refuses bad input with a message per field, keeps what was typed and changes nothing", async () => {
    const before = await row();
    const typed = listingForm({ name: "Changed name", website: "javascript:alert(1)", tags: ["Henna", "x".repeat(200)] });
    const result = await runRoute<Answer>(action, post(vendor.cookie, typed));
    expect(result.status).toBe(400);
    expect(result.body?.formError?.message).toBe(LISTING_MESSAGES.saveFailed);
    expect(result.body?.fieldErrors).toEqual({ website: "Please enter a valid web address.", tags: TAG_MESSAGES.tooLong });
    expect(result.body?.values).toMatchObject({ name: "Changed name", website: "javascript:alert(1)" });
    expect(await row()).toEqual(before);
  });

  it("clears the coordinates when the gazetteer does not know the new location", async () => {
    await runRoute(action, post(vendor.cookie, listingForm({ location: "Nowhere-upon-Nothing" })));
    expect(await row()).toMatchObject({ location: "Nowhere-upon-Nothing", city: null, latitude: null, longitude: null });
  });

  it("resends the verification email with the spec's toast, then limits resends", async () => {
    const mails = async () => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, vendor.email))).length;
    const before = await mails();
    const sent = await runRoute<Answer>(action, post(vendor.cookie, { intent: "resend-verification" }));
    expect(sent.body?.toast?.title).toBe(LISTING_MESSAGES.verificationSent);
    expect(await mails()).toBe(before + 1);
    for (let index = 1; index < VERIFICATION_RESEND_LIMIT.max; index += 1) {
      await runRoute(action, post(vendor.cookie, { intent: "resend-verification" }));
    }
    const limited = await runRoute<Answer>(action, post(vendor.cookie, { intent: "resend-verification" }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.body?.toast?.description).toMatch(/^Too many verification emails/);
    expect(await mails()).toBe(before + VERIFICATION_RESEND_LIMIT.max);
  });

  it("signs out to the home page", async () => {
    const other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const result = await runRoute(action, post(other.cookie, { intent: "sign-out" }));
    expect(result.headers.get("Location")).toBe("/");
    expect((await runRoute(loader, get(other.cookie))).headers.get("Location")).toBe("/vendor-auth");
  });
});
