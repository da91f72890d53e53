import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { subscriptions, users, vendorImages, vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import type { PlanId } from "~/modules/billing/plans";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import type { MailMessage } from "~/modules/mail/mail-message";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createStorage } from "~/modules/storage/storage.server";
import { createCategory } from "../../../tests/support/factories";
import { solidImage, SVG_IMAGE } from "../../../tests/support/image-fixtures";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { findCheckoutOfUser, findUsableCheckout } from "~/modules/onboarding/account-creation.server";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import { DEFAULT_PRICING } from "~/modules/vendors/vendor-fields";
import { findListingOfUser } from "~/modules/onboarding/business-listing.server";
import { EMAIL_VERIFIED_CALLBACK, submitBusinessDetails } from "~/modules/onboarding/submit-business.server";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";
import { refusal } from "../../../tests/support/rejections";

const PUBLIC_URL = "http://localhost:3000";
const config = testAuthConfig(PUBLIC_URL);

function businessForm(fields: Record<string, string>, files: Record<string, Uint8Array | Buffer> = {}): FormData {
  const form = new FormData();
  const defaults = { businessName: "", email: "", category: "", location: "", description: "", pricing: "", phone: "", website: "", socialMediaLink: "" };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.set(name, value);
  for (const [name, bytes] of Object.entries(files)) form.set(name, new File([new Uint8Array(bytes)], `${name}.jpg`, { type: "image/jpeg" }));
  return form;
}

describeEachDatabase("supplier onboarding: the paid checkout and the listing", (getDb) => {
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

  // The real local adapter under a temporary DATA_DIR; each test starts with an empty folder.
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shaadi-onboarding-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const storedFiles = async () =>
    (await readdir(path.join(dataDir, "media", "uploads"), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(dataDir, "media", "uploads"), path.join(entry.parentPath, entry.name)))
      .sort();

  const paidAccount = (options: { plan?: PlanId; emailVerified?: boolean } = {}) => createPaidAccount(getDb(), auth, { publicUrl: PUBLIC_URL, ...options });

  const deps = () => ({
    db: getDb(),
    auth,
    storage: createStorage({ storage: { driver: "local" }, dataDir }),
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

  it("finds the checkout an account was made from, which the business details step reads for the plan", async () => {
    const { checkoutSessionId, userId } = await paidAccount({ plan: "featured" });
    expect(await findCheckoutOfUser(getDb(), userId)).toEqual({ id: checkoutSessionId, plan: "featured" });
    expect(await findUsableCheckout(getDb(), checkoutSessionId)).toBeUndefined();
    expect(await findCheckoutOfUser(getDb(), "no-such-user")).toBeUndefined();
  });

  it("creates the listing with its images, plan and coordinates, then sends both emails", async () => {
    const { checkoutSessionId: sessionId, userId, email } = await paidAccount({ plan: "featured" });
    const before = sent.length;
    const vendorId = await submitBusinessDetails(deps(), {
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
    const [vendor] = await getDb().select().from(vendors).where(eq(vendors.id, vendorId));
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
    expect(vendor?.logoUrl).toMatch(/^\/media\/uploads\/vendors\/pending-[0-9a-f-]+\/logo-[0-9a-f-]+\.\d+x\d+a?\.webp$/);
    const images = await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendorId)).orderBy(vendorImages.sortOrder);
    expect(images.map((image) => [image.isPrimary, image.sortOrder])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    const files = await storedFiles();
    // Each image with its responsive copies (decision 038), nothing else.
    const referenced = [vendor!.logoUrl!, ...images.map((image) => image.imageUrl)].map((url) => url.replace("/media/uploads/", ""));
    expect(files).toEqual(referenced.flatMap(storedImageKeys).sort());
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, sessionId));
    expect(subscription).toMatchObject({ vendorId, userId });

    const mails = sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([email, email]);
    const verify = mails.find((mail) => /Verify your email/.test(mail.subject));
    expect(verify?.text).toContain(`callbackURL=${encodeURIComponent(EMAIL_VERIFIED_CALLBACK)}`);
    expect(mails.find((mail) => /received your listing/.test(mail.subject))?.text).toContain("Henna by Anita");

    // One listing per account: 409, and the second submission's image is removed again.
    const second = await refusal(
      submitBusinessDetails(deps(), {
        user: { id: userId, email },
        plan: "featured",
        checkoutSessionId: sessionId,
        headers: new Headers(),
        formData: businessForm(
          { businessName: "Again", email: "a@example.test", category: String(categoryId), location: "Leicester", description: "x" },
          { gallery0: await solidImage("jpeg", 100, 100) },
        ),
      }),
    );
    expect(second).toMatchObject({ code: "conflict", message: BUSINESS_MESSAGES.failed("This account already has a business listing.") });
    expect(await storedFiles()).toEqual(files);

    // The link verifies the account and the listing, and leads to /email-verified.
    const link = /http:\/\/\S+/.exec(verify!.text)![0];
    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(EMAIL_VERIFIED_CALLBACK);
    expect(await findListingOfUser(getDb(), userId)).toEqual({ id: vendorId, isVerified: true });
    const [user] = await getDb().select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerified).toBe(true);
  });

  it("creates the listing verified and sends no verification link when the account's email is already verified", async () => {
    const { checkoutSessionId, userId, email } = await paidAccount({ emailVerified: true });
    const before = sent.length;
    const vendorId = await submitBusinessDetails(deps(), {
      user: { id: userId, email },
      plan: "showcase",
      checkoutSessionId,
      headers: new Headers(),
      formData: businessForm({ businessName: "Verified Venue", email: "v@example.test", category: String(categoryId), location: "Leeds", description: "Halls" }),
    });
    expect(await findListingOfUser(getDb(), userId)).toEqual({ id: vendorId, isVerified: true });
    expect(sent.slice(before).map((mail) => mail.subject)).toEqual([expect.stringMatching(/received your listing/)]);
  });

  it("refuses bad fields or a bad image with 400 per field and stores nothing", async () => {
    const { checkoutSessionId, userId, email } = await paidAccount();
    const input = { user: { id: userId, email }, plan: "showcase" as const, checkoutSessionId, headers: new Headers() };
    const empty = await refusal(submitBusinessDetails(deps(), { ...input, formData: businessForm({ businessName: "Only a name" }) }));
    expect(empty).toMatchObject({
      code: "invalid",
      status: 400,
      message: BUSINESS_MESSAGES.failed(INVALID_FORM_MESSAGE),
      fieldErrors: {
        email: "Please enter your business email.",
        category: "Please choose a category.",
        location: "Please enter your location.",
        description: "Please describe your business.",
      },
    });
    const filled = { businessName: "Kiran Photography", email: "k@example.test", category: String(categoryId), location: "Atlantis", description: "Photos" };
    const svg = await refusal(
      submitBusinessDetails(deps(), {
        ...input,
        formData: businessForm(filled, { logo: await solidImage("png", 200, 200), gallery0: await solidImage("jpeg", 200, 200), gallery1: SVG_IMAGE }),
      }),
    );
    expect(svg).toMatchObject({
      code: "invalid",
      fieldErrors: { gallery: IMAGE_MESSAGES.invalidType },
      message: BUSINESS_MESSAGES.failed(IMAGE_MESSAGES.invalidType),
    });
    const logo = await refusal(submitBusinessDetails(deps(), { ...input, formData: businessForm(filled, { logo: SVG_IMAGE }) }));
    expect(logo.fieldErrors).toEqual({ logo: IMAGE_MESSAGES.invalidType });
    expect(await storedFiles()).toEqual([]);
    expect(await findListingOfUser(getDb(), userId)).toBeUndefined();
  });

  it("removes the stored images when the listing cannot be written", async () => {
    const { checkoutSessionId, userId, email } = await paidAccount();
    const error = await refusal(
      submitBusinessDetails(deps(), {
        user: { id: userId, email },
        plan: "showcase",
        checkoutSessionId,
        headers: new Headers(),
        formData: businessForm(
          { businessName: "Ghost", email: "g@example.test", category: "999999", location: "Atlantis", description: "x" },
          { logo: await solidImage("png", 100, 100), gallery0: await solidImage("jpeg", 100, 100) },
        ),
      }),
    );
    expect(error).toMatchObject({ code: "invalid", fieldErrors: { category: "Please choose a category." } });
    expect(await storedFiles()).toEqual([]);
    expect(await findListingOfUser(getDb(), userId)).toBeUndefined();
  });
});
