import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { mailOutbox, vendorImages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import { forwardHeaders } from "~/modules/http/route-headers";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import { createStorage, setStorage } from "~/modules/storage/storage.server";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { PHP_BEHIND_JPEG_MAGIC, solidImage, SVG_IMAGE } from "../../tests/support/image-fixtures";
import { createPaidAccount, PAID_ACCOUNT_PASSWORD, type PaidAccount } from "../../tests/support/paid-account";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, headers, loader } from "~/routes/business-details";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";

const ORIGIN = "http://localhost:3000";

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

function pathOf(account: Pick<PaidAccount, "checkoutSessionId" | "plan">): string {
  return `/business-details?session_id=${account.checkoutSessionId}&plan=${account.plan}`;
}

function get(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

function post(path: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, ...headers }, body });
}

async function imageFile(name: string, bytes: Uint8Array | Promise<Uint8Array>): Promise<File> {
  return new File([new Uint8Array(await bytes)], name, { type: "image/jpeg" });
}

describeEachDatabase("/business-details", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const storage = useTemporaryLocalStorage();
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createCategory(getDb(), { name: "Photographers" })).id;
  });

  const paidAccount = (options: { plan?: "showcase" | "featured"; emailVerified?: boolean } = {}) =>
    createPaidAccount(getDb(), getAuth(), { publicUrl: ORIGIN, ...options });

  const fields = () => ({
    businessName: "Ravi Studios",
    email: "studio@example.test",
    category: String(categoryId),
    location: "Birmingham",
    description: "Wedding photography",
  });

  function form(values: Record<string, string>, files: Record<string, File> = {}): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    for (const [name, file] of Object.entries(files)) body.set(name, file);
    return body;
  }

  const mailsTo = (email: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it("sends a signed-out visitor to account creation, or to the plan choice without a session id, with the notice", async () => {
    const withSession = await runRoute(loader, get("/business-details?session_id=cs_x&plan=showcase"));
    expect(withSession.status).toBe(302);
    expect(withSession.headers.get("location")).toBe("/account-creation?session_id=cs_x&plan=showcase&notice=auth-required");
    const without = await runRoute(loader, get("/business-details"));
    expect(without.headers.get("location")).toBe("/onboarding?notice=auth-required");

    const posted = await runRoute(action, post("/business-details", form(fields())));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/onboarding?notice=auth-required");
    expect(await storage.storedFiles()).toEqual([]);
  });

  it("sends a signed-in account without a paid checkout to the plan choice", async () => {
    const auth = getAuth();
    const email = "no-checkout@example.test";
    await auth.api.createUser({ body: { email, password: PAID_ACCOUNT_PASSWORD, name: "no-checkout" } });
    const signedIn = await auth.api.signInEmail({ body: { email, password: PAID_ACCOUNT_PASSWORD }, headers: new Headers(), returnHeaders: true });
    const cookie = cookieHeader(signedIn.headers);
    const page = await runRoute(loader, get("/business-details?session_id=cs_x&plan=showcase", cookie));
    expect(page.headers.get("location")).toBe("/onboarding");
    const posted = await runRoute(action, post("/business-details", form(fields()), { cookie }));
    expect(posted.headers.get("location")).toBe("/onboarding");
  });

  it("sends an account that already has a listing to its dashboard", async () => {
    const account = await paidAccount();
    await createVendor(getDb(), { ownerUserId: account.userId, categoryId, isActive: false });
    const page = await runRoute(loader, get(pathOf(account), account.cookie));
    expect(page.headers.get("location")).toBe("/vendor-dashboard");
    const posted = await runRoute(action, post(pathOf(account), form(fields()), { cookie: account.cookie }));
    expect(posted.headers.get("location")).toBe("/vendor-dashboard");
  });

  it("shows the form with the account's email and the categories", async () => {
    const account = await paidAccount();
    const page = await runRoute<{ email: string; categories: { id: number; name: string }[] }>(loader, get(pathOf(account), account.cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body?.email).toBe(account.email);
    expect(page.body?.categories).toContainEqual({ id: categoryId, name: "Photographers" });
  });

  it("refuses a cross-site post with 403 before reading it or checking the session", async () => {
    const account = await paidAccount();
    const senders: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const sender of senders) {
      const request = post(pathOf(account), form(fields()), { cookie: account.cookie, ...sender });
      const result = await runRoute<Failure>(action, request);
      expect(result.status).toBe(403);
      expect(result.body?.formError.message).toBe(CROSS_SITE_MESSAGE);
      expect(request.bodyUsed).toBe(false);
    }
    expect(await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId))).toEqual([]);
  });

  it("answers a form that is not multipart/form-data with 400 in the one failure shape", async () => {
    const account = await paidAccount();
    const result = await runRoute<Failure>(action, post(pathOf(account), new URLSearchParams(fields()), { cookie: account.cookie }));
    expect(result.status).toBe(400);
    expect(result.body?.formError.message).toBe(BUSINESS_MESSAGES.failed("the form must be sent as multipart/form-data"));
    expect(result.body?.fieldErrors).toEqual({});
  });

  it("answers invalid fields with 400, the values kept, a message per field and one for the form", async () => {
    const account = await paidAccount();
    const result = await runRoute<Failure>(
      action,
      post(pathOf(account), form({ businessName: "Ravi Studios", email: "not-an-email", website: "ravi.example" }), { cookie: account.cookie }),
    );
    expect(result.status).toBe(400);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.body).toEqual({
      values: {
        businessName: "Ravi Studios",
        email: "not-an-email",
        category: "",
        location: "",
        description: "",
        pricing: "",
        phone: "",
        website: "ravi.example",
        socialMediaLink: "",
      },
      fieldErrors: {
        email: "Please enter a valid email address.",
        category: "Please choose a category.",
        location: "Please enter your location.",
        description: "Please describe your business.",
      },
      formError: { message: BUSINESS_MESSAGES.failed(INVALID_FORM_MESSAGE) },
    });
    expect(await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId))).toEqual([]);
    // The headers reach a document (no-JavaScript) response too.
    expect(headers).toBe(forwardHeaders);
  });

  it("answers a bad image with 400 on its field and leaves no file in storage", async () => {
    const account = await paidAccount();
    const badGallery = await runRoute<Failure>(
      action,
      post(
        pathOf(account),
        form(fields(), {
          logo: await imageFile("logo.png", solidImage("png", 300, 300)),
          gallery0: await imageFile("one.jpg", solidImage("jpeg", 400, 300)),
          gallery1: await imageFile("two.jpg", SVG_IMAGE),
        }),
        { cookie: account.cookie },
      ),
    );
    expect(badGallery.status).toBe(400);
    expect(badGallery.body).toMatchObject({
      values: { businessName: "Ravi Studios", location: "Birmingham" },
      fieldErrors: { gallery: IMAGE_MESSAGES.invalidType },
      formError: { message: BUSINESS_MESSAGES.failed(IMAGE_MESSAGES.invalidType) },
    });

    const badLogo = await runRoute<Failure>(
      action,
      post(pathOf(account), form(fields(), { logo: await imageFile("shell.jpg", PHP_BEHIND_JPEG_MAGIC) }), { cookie: account.cookie }),
    );
    expect(badLogo.status).toBe(400);
    expect(Object.keys(badLogo.body!.fieldErrors)).toEqual(["logo"]);
    expect(await storage.storedFiles()).toEqual([]);
    expect(await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId))).toEqual([]);
  });

  it("creates the listing with its images on disk, sends the verification link and goes to /business-success", async () => {
    const account = await paidAccount({ plan: "featured" });
    const before = new Set(await storage.storedFiles());
    const result = await runRoute(
      action,
      post(
        pathOf(account),
        form(fields(), {
          logo: await imageFile("logo.png", solidImage("png", 500, 500)),
          gallery0: await imageFile("one.jpg", solidImage("jpeg", 900, 600)),
          gallery1: await imageFile("two.jpg", solidImage("webp", 600, 900)),
        }),
        { cookie: account.cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/business-success");

    const [vendor] = await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId));
    expect(vendor).toMatchObject({ name: "Ravi Studios", isActive: false, isVerified: false, plan: "featured", isFeatured: true, categoryId });
    const images = await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendor!.id)).orderBy(vendorImages.sortOrder);
    expect(images).toHaveLength(2);
    const urls = [vendor!.logoUrl!, ...images.map((image) => image.imageUrl)];
    const added = (await storage.storedFiles()).filter((file) => !before.has(file));
    // Each image with its responsive copies (decision 038), nothing else.
    expect(added.sort()).toEqual(urls.flatMap((url) => storedImageKeys(url.replace("/media/uploads/", ""))).sort());
    for (const url of urls) {
      const bytes = await readFile(path.join(storage.dataDir(), "media", "uploads", url.replace("/media/uploads/", "")));
      expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }

    const subjects = (await mailsTo(account.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^Verify your email address/), expect.stringMatching(/received your listing/)]));
    expect(subjects).toHaveLength(2);

    // Submitted once: the form now leads to the dashboard.
    const after = await runRoute(loader, get(pathOf(account), account.cookie));
    expect(after.headers.get("location")).toBe("/vendor-dashboard");
  });

  it("answers a storage failure with 502 and a message to try again, the values kept and the details only logged", async () => {
    const account = await paidAccount();
    // The real local adapter, with DATA_DIR pointing below a file, cannot write anything.
    const blocked = path.join(storage.dataDir(), "not-a-folder");
    await writeFile(blocked, "");
    setStorage(createStorage({ storage: { driver: "local" }, dataDir: blocked }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const result = await runRoute<Failure>(
        action,
        post(pathOf(account), form(fields(), { gallery0: await imageFile("one.jpg", solidImage("jpeg", 300, 200)) }), { cookie: account.cookie }),
      );
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({
        values: { businessName: "Ravi Studios" },
        fieldErrors: { gallery: IMAGE_MESSAGES.storageUnavailable },
        formError: { message: `Failed to submit business details: ${IMAGE_MESSAGES.storageUnavailable}` },
      });
      expect(JSON.stringify(result.body)).not.toContain("ENOTDIR");
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The image store failed to keep vendors\/pending-/), expect.objectContaining({ code: "ENOTDIR" }));
    } finally {
      logged.mockRestore();
      setStorage(createStorage({ storage: { driver: "local" }, dataDir: storage.dataDir() }));
    }
    expect(await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId))).toEqual([]);
  });

  it("creates the listing verified and sends no second link when the account's email is already verified", async () => {
    const account = await paidAccount({ emailVerified: true });
    const result = await runRoute(action, post(pathOf(account), form(fields()), { cookie: account.cookie }));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/business-success");
    const [vendor] = await getDb().select().from(vendors).where(eq(vendors.ownerUserId, account.userId));
    expect(vendor).toMatchObject({ isVerified: true, isActive: false });
    const subjects = (await mailsTo(account.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([expect.stringMatching(/received your listing/)]);
  });
});
