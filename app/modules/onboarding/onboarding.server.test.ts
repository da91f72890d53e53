import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { checkoutSessions, subscriptions, users, vendorImages, vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import type { PlanId } from "~/modules/billing/plans";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { createCategory } from "../../../tests/support/factories";
import { solidImage, SVG_IMAGE } from "../../../tests/support/image-fixtures";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { ACCOUNT_MESSAGES } from "./account-form";
import { createAccountFromCheckout, findCheckoutOfUser, findUsableCheckout } from "./account-creation.server";
import { DEFAULT_PRICING } from "./business-form";
import { findListingOfUser } from "./business-listing.server";
import { EMAIL_VERIFIED_CALLBACK, submitBusinessDetails } from "./submit-business.server";

const PUBLIC_URL = "http://localhost:3000";
const PASSWORD = "saffron-and-silk-2026";
const config = {
  publicUrl: PUBLIC_URL,
  logLevel: "silent" as const,
  authSecret: "test-secret-test-secret-test-secret-0123",
  dataDir: "/nonexistent",
  supportEmail: "support@shaadivendors.example",
};

/** Storage in memory, recording what is stored and removed. */
function memoryStorage(): ObjectStorage & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    put: async (key, bytes) => {
      objects.set(key, bytes);
      return { key, url: `/media/uploads/${key}` };
    },
    delete: async (key) => void objects.delete(key),
  };
}

function businessForm(fields: Record<string, string>, files: Record<string, Uint8Array | Buffer> = {}): FormData {
  const form = new FormData();
  const defaults = { businessName: "", email: "", category: "", location: "", description: "", pricing: "", phone: "", website: "", socialMediaLink: "" };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.set(name, value);
  for (const [name, bytes] of Object.entries(files)) form.set(name, new File([new Uint8Array(bytes)], `${name}.jpg`, { type: "image/jpeg" }));
  return form;
}

describeEachDatabase("supplier onboarding: account and listing", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  let categoryId: number;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config, sendMail: async (message) => void sent.push(message) });
    categoryId = (await createCategory(getDb(), { name: "Mehndi Artists" })).id;
  });

  async function paidCheckout(plan: PlanId = "showcase"): Promise<string> {
    const provider = createTestBillingProvider(getDb(), PUBLIC_URL);
    const session = await startCheckout(getDb(), provider, { plan, publicUrl: PUBLIC_URL, customerEmail: `buyer-${plan}@example.test` });
    await payTestCheckout(getDb(), session.id);
    return session.id;
  }

  async function account(plan: PlanId = "showcase", email = `vendor-${Math.random().toString(36).slice(2)}@example.test`) {
    const sessionId = await paidCheckout(plan);
    const result = await createAccountFromCheckout(getDb(), auth, { sessionId, email, password: PASSWORD, headers: new Headers() });
    if (!result.ok) throw new Error(result.problem.message);
    return { sessionId, userId: result.userId, email };
  }

  const deps = (storage = memoryStorage()) => ({
    db: getDb(),
    auth,
    storage,
    supportEmail: config.supportEmail,
    sendMail: async (message: MailMessage) => void sent.push(message),
  });

  it("offers only a paid checkout that no account used, with its plan and email", async () => {
    const provider = createTestBillingProvider(getDb(), PUBLIC_URL);
    const unpaid = await startCheckout(getDb(), provider, { plan: "showcase", publicUrl: PUBLIC_URL });
    expect(await findUsableCheckout(getDb(), unpaid.id)).toBeUndefined();
    expect(await findUsableCheckout(getDb(), "cs_test_unknown")).toBeUndefined();
    expect(await findUsableCheckout(getDb(), "")).toBeUndefined();
    const paid = await paidCheckout("featured");
    expect(await findUsableCheckout(getDb(), paid)).toEqual({ id: paid, plan: "featured", email: "buyer-featured@example.test" });
  });

  it("creates a signed-in account from a paid checkout, claims the checkout and links its subscription", async () => {
    const sessionId = await paidCheckout();
    const result = await createAccountFromCheckout(getDb(), auth, {
      sessionId,
      email: "anita@example.test",
      password: PASSWORD,
      headers: new Headers(),
    });
    expect(result).toMatchObject({ ok: true, plan: "showcase" });
    if (!result.ok) return;
    expect(result.headers.getSetCookie().join()).toMatch(/shaadi\.session_token=/);
    const [checkout] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(checkout?.usedByUserId).toBe(result.userId);
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, sessionId));
    expect(subscription?.userId).toBe(result.userId);
    expect(await findCheckoutOfUser(getDb(), result.userId)).toEqual({ id: sessionId, plan: "showcase" });

    // The same checkout cannot make a second account.
    const again = await createAccountFromCheckout(getDb(), auth, {
      sessionId,
      email: "someone-else@example.test",
      password: PASSWORD,
      headers: new Headers(),
    });
    expect(again).toEqual({ ok: false, status: 409, problem: ACCOUNT_MESSAGES.noSession });
    expect(await getDb().select().from(users).where(eq(users.email, "someone-else@example.test"))).toEqual([]);
  });

  it("makes one account when two are created from one checkout at once", async () => {
    const sessionId = await paidCheckout();
    const attempts = await Promise.all(
      ["race-a@example.test", "race-b@example.test"].map((email) =>
        createAccountFromCheckout(getDb(), auth, { sessionId, email, password: PASSWORD, headers: new Headers() }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
    expect(attempts.find((attempt) => !attempt.ok)).toMatchObject({ status: 409 });
    const created = await getDb().select({ email: users.email }).from(users).where(eq(users.email, "race-a@example.test"));
    const other = await getDb().select({ email: users.email }).from(users).where(eq(users.email, "race-b@example.test"));
    expect(created.length + other.length).toBe(1);
  });

  it("refuses an unpaid checkout and a common password without claiming the checkout", async () => {
    const provider = createTestBillingProvider(getDb(), PUBLIC_URL);
    const unpaid = await startCheckout(getDb(), provider, { plan: "showcase", publicUrl: PUBLIC_URL });
    const refused = await createAccountFromCheckout(getDb(), auth, { sessionId: unpaid.id, email: "u@example.test", password: PASSWORD, headers: new Headers() });
    expect(refused).toMatchObject({ ok: false, status: 409 });

    const sessionId = await paidCheckout();
    const common = await createAccountFromCheckout(getDb(), auth, { sessionId, email: "c@example.test", password: "password123", headers: new Headers() });
    expect(common).toMatchObject({ ok: false, status: 400, problem: { title: "Account Creation Failed", message: expect.stringMatching(/too common/) } });
    expect(await findUsableCheckout(getDb(), sessionId)).toBeDefined();
  });

  it("creates the listing with its images, plan and coordinates, then sends both emails", async () => {
    const { sessionId, userId, email } = await account("featured");
    const storage = memoryStorage();
    const before = sent.length;
    const result = await submitBusinessDetails(deps(storage), {
      user: { id: userId, email },
      plan: "featured",
      checkoutSessionId: sessionId,
      headers: new Headers(),
      formData: businessForm(
        {
          businessName: "  Henna by Anita ",
          email: "hello@hennabyanita.example",
          category: String(categoryId),
          location: "Leicester",
          description: "Bridal mehndi across the Midlands.",
          website: "hennabyanita.example",
        },
        {
          logo: await solidImage("png", 600, 600),
          gallery0: await solidImage("jpeg", 1200, 900),
          gallery1: await solidImage("webp", 300, 300),
        },
      ),
    });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [vendor] = await getDb().select().from(vendors).where(eq(vendors.id, result.vendorId));
    expect(vendor).toMatchObject({
      name: "Henna by Anita",
      categoryId,
      ownerUserId: userId,
      plan: "featured",
      isFeatured: true,
      isActive: false,
      isVerified: false,
      pricingText: DEFAULT_PRICING,
      website: "https://hennabyanita.example",
      phone: null,
      city: "Leicester",
    });
    expect(vendor?.latitude).toBeCloseTo(52.6, 0);
    expect(vendor?.logoUrl).toMatch(/^\/media\/uploads\/vendors\/pending-[0-9a-f-]+\/logo-[0-9a-f-]+\.webp$/);
    const images = await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, result.vendorId)).orderBy(vendorImages.sortOrder);
    expect(images.map((image) => [image.isPrimary, image.sortOrder])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    expect(storage.objects.size).toBe(3);
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, sessionId));
    expect(subscription).toMatchObject({ vendorId: result.vendorId, userId });

    const mails = sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([email, email]);
    const verify = mails.find((mail) => /Verify your email/.test(mail.subject));
    expect(verify?.text).toContain(`callbackURL=${encodeURIComponent(EMAIL_VERIFIED_CALLBACK)}`);
    expect(mails.find((mail) => /received your listing/.test(mail.subject))?.text).toContain("Henna by Anita");

    // One listing per account.
    const second = await submitBusinessDetails(deps(storage), {
      user: { id: userId, email },
      plan: "featured",
      checkoutSessionId: sessionId,
      headers: new Headers(),
      formData: businessForm(
        { businessName: "Again", email: "a@example.test", category: String(categoryId), location: "Leicester", description: "x" },
        { gallery0: await solidImage("jpeg", 100, 100) },
      ),
    });
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect(storage.objects.size).toBe(3);

    // The link verifies the account and the listing, and leads to /email-verified.
    const link = /http:\/\/\S+/.exec(verify!.text)![0];
    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(EMAIL_VERIFIED_CALLBACK);
    expect(await findListingOfUser(getDb(), userId)).toEqual({ id: result.vendorId, isVerified: true });
    const [user] = await getDb().select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerified).toBe(true);
  });

  it("answers 400 per field, keeps the values and stores nothing for bad fields or a bad image", async () => {
    const { sessionId, userId, email } = await account();
    const storage = memoryStorage();
    const input = { user: { id: userId, email }, plan: "showcase" as const, checkoutSessionId: sessionId, headers: new Headers() };
    const empty = await submitBusinessDetails(deps(storage), { ...input, formData: businessForm({ businessName: "Only a name" }) });
    expect(empty).toMatchObject({
      ok: false,
      status: 400,
      values: { businessName: "Only a name", email: "" },
      fieldErrors: {
        email: "Please enter your business email.",
        category: "Please choose a category.",
        location: "Please enter your location.",
        description: "Please describe your business.",
      },
    });
    const filled = { businessName: "Kiran Photography", email: "k@example.test", category: String(categoryId), location: "Atlantis", description: "Photos" };
    const svg = await submitBusinessDetails(deps(storage), {
      ...input,
      formData: businessForm(filled, { gallery0: await solidImage("jpeg", 200, 200), gallery1: SVG_IMAGE }),
    });
    expect(svg).toMatchObject({ ok: false, status: 400, fieldErrors: { gallery: "Please upload a valid image file (JPEG, PNG, or WebP)" } });
    expect(storage.objects.size).toBe(0);
    expect(await findListingOfUser(getDb(), userId)).toBeUndefined();
  });

  it("removes the stored images when the listing cannot be written", async () => {
    const { sessionId, userId, email } = await account();
    const storage = memoryStorage();
    const result = await submitBusinessDetails(deps(storage), {
      user: { id: userId, email },
      plan: "showcase",
      checkoutSessionId: sessionId,
      headers: new Headers(),
      formData: businessForm(
        { businessName: "Ghost", email: "g@example.test", category: "999999", location: "Atlantis", description: "x" },
        { logo: await solidImage("png", 100, 100), gallery0: await solidImage("jpeg", 100, 100) },
      ),
    });
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { category: "Please choose a category." } });
    expect(storage.objects.size).toBe(0);
    expect(await findListingOfUser(getDb(), userId)).toBeUndefined();
  });
});
