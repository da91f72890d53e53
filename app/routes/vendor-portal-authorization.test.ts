import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { conversations, enquiries, subscriptions, vendorImages, vendorPackages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { VENDOR_INTENTS } from "~/modules/conversations/vendor-conversation-rules";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { solidImage } from "../../tests/support/image-fixtures";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createConversation } from "../../tests/support/conversations";
import * as billingPortal from "~/routes/vendor-dashboard.billing";
import * as dashboard from "~/routes/vendor-dashboard";
import * as images from "~/routes/vendor-dashboard.images";
import * as enquiryPage from "~/routes/vendor-enquiry";
import * as enquiryList from "~/routes/vendor-enquiries";
import * as portal from "~/routes/vendor-portal";
import * as testBilling from "~/routes/test-billing";
import * as vendorPage from "~/routes/vendor";

// docs/product/vendor-journey-and-portal.md#authorization: signed in as vendor A, every portal action, image, package, tag, enquiry and subscription
// operation aimed at vendor B's ids answers 403 or 404, or acts on A's own listing only, and B is unchanged.

const ORIGIN = "http://localhost:3000";

function request(path: string, cookie: string, body?: FormData | URLSearchParams): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    headers: { cookie, origin: ORIGIN, ...(body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body,
  });
}

const form = (fields: Record<string, string | number>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return body;
};

describeEachDatabase("vendor portal authorization", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  useTemporaryLocalStorage();
  let a: PortalVendor;
  let b: PortalVendor;
  let bImageIds: number[];
  let bPackageIds: number[];
  let bEnquiryId: number;

  /** Everything of B's that a portal operation could change. */
  const snapshotOfB = async () => ({
    vendor: (await getDb().select().from(vendors).where(eq(vendors.id, b.vendorId)))[0],
    images: await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, b.vendorId)).orderBy(asc(vendorImages.id)),
    packages: await getDb().select().from(vendorPackages).where(eq(vendorPackages.vendorId, b.vendorId)).orderBy(asc(vendorPackages.id)),
    enquiries: await getDb().select().from(enquiries).where(eq(enquiries.vendorId, b.vendorId)),
    conversations: await getDb().select().from(conversations).where(eq(conversations.vendorId, b.vendorId)),
    subscriptions: await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, b.checkoutSessionId)),
  });

  beforeAll(async () => {
    a = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    b = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Vendor B Studio" });
    const photo = await solidImage("jpeg", 900, 600);
    for (let index = 0; index < 3; index += 1) {
      const upload = form({ intent: "add-image" });
      upload.set("image", new File([new Uint8Array(photo)], "b.jpg", { type: "image/jpeg" }));
      expect((await runRoute(images.action, request("/vendor-dashboard/images.data", b.cookie, upload))).status).toBe(200);
    }
    for (const [name, price] of [["B's Nikah", "900"], ["B's Walima", "1500"]]) {
      const add = new URLSearchParams({ intent: "add-package", name: name!, price: price!, priceKind: "from" });
      expect((await runRoute(dashboard.action, request("/vendor-dashboard", b.cookie, add))).status).toBe(200);
    }
    bPackageIds = (await getDb().select({ id: vendorPackages.id }).from(vendorPackages).where(eq(vendorPackages.vendorId, b.vendorId))).map((row) => row.id);
    expect(bPackageIds).toHaveLength(2);
    bImageIds = (await getDb().select({ id: vendorImages.id }).from(vendorImages).where(eq(vendorImages.vendorId, b.vendorId))).map((row) => row.id);
    const { enquiry } = await createConversation(getDb(), b.vendorId, {
      enquiry: { coupleName: "Zara", coupleEmail: "zara@example.test", eventDate: "2027-04-10", eventType: "Nikah", guestCount: 150, message: "For B only" },
    });
    bEnquiryId = enquiry.id;
  });

  it("answers 404 to every operation on B's images, packages and enquiries, and B is unchanged", async () => {
    const before = await snapshotOfB();
    const attempts: { name: string; handler: RouteHandler; req: Request; params?: Record<string, string> }[] = [];
    for (const intent of ["set-primary", "move-up", "move-down", "remove-image"]) {
      for (const imageId of bImageIds) {
        attempts.push({ name: `${intent} ${imageId}`, handler: images.action, req: request("/vendor-dashboard/images.data", a.cookie, form({ intent, imageId })) });
      }
    }
    for (const packageId of bPackageIds) {
      const fields = { packageId: String(packageId), name: "Taken over", price: "1", priceKind: "fixed", vendorId: String(b.vendorId) };
      for (const intent of ["save-package", "delete-package"]) {
        attempts.push({ name: `${intent} ${packageId}`, handler: dashboard.action, req: request("/vendor-dashboard", a.cookie, new URLSearchParams({ intent, ...fields })) });
      }
    }
    const enquiryParams = { enquiryId: String(bEnquiryId) };
    attempts.push({ name: "open enquiry", handler: enquiryPage.loader, req: request(`/vendor-dashboard/enquiries/${bEnquiryId}`, a.cookie), params: enquiryParams });
    for (const intent of VENDOR_INTENTS) {
      attempts.push({
        name: `enquiry ${intent}`,
        handler: enquiryPage.action,
        req: request(`/vendor-dashboard/enquiries/${bEnquiryId}`, a.cookie, new URLSearchParams({ intent, reply: "Hi", amount: "", reason: "Spam" })),
        params: enquiryParams,
      });
    }
    for (const attempt of attempts) {
      const result = await runRoute(attempt.handler, attempt.req, attempt.params);
      expect([403, 404], attempt.name).toContain(result.status);
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("acts only on A's own listing, enquiries and subscription whatever ids the browser adds", async () => {
    const before = await snapshotOfB();
    const crafted = { vendorId: b.vendorId, id: b.vendorId, listingId: b.vendorId, userId: b.userId };

    // Save Changes, tags included, with B's ids slipped in: A's listing changes, B's does not.
    const save = new URLSearchParams({ ...Object.fromEntries(Object.entries(crafted).map(([k, v]) => [k, String(v)])), name: "A renamed", location: "Leicester", description: "A's own text", tags: "Hijab-friendly" });
    expect((await runRoute(dashboard.action, request("/vendor-dashboard", a.cookie, save))).status).toBe(200);
    const [aAfter] = await getDb().select().from(vendors).where(eq(vendors.id, a.vendorId));
    expect(aAfter).toMatchObject({ name: "A renamed", serviceTags: ["Hijab-friendly"] });

    // A package goes to A's listing, whatever listing the post names.
    const addPackage = new URLSearchParams({ ...Object.fromEntries(Object.entries(crafted).map(([k, v]) => [k, String(v)])), intent: "add-package", name: "A's package", price: "700", priceKind: "from" });
    expect((await runRoute(dashboard.action, request("/vendor-dashboard", a.cookie, addPackage))).status).toBe(200);
    const aPackages = await getDb().select().from(vendorPackages).where(eq(vendorPackages.vendorId, a.vendorId));
    expect(aPackages.map((row) => row.name)).toEqual(["A's package"]);

    // The logo and a gallery image go to A's listing.
    const logo = form({ intent: "upload-logo", ...crafted });
    logo.set("image", new File([new Uint8Array(await solidImage("png", 500, 500))], "logo.png", { type: "image/png" }));
    expect((await runRoute(images.action, request("/vendor-dashboard/images.data", a.cookie, logo))).status).toBe(200);
    expect((await runRoute(images.action, request("/vendor-dashboard/images.data", a.cookie, form({ intent: "remove-logo", ...crafted })))).status).toBe(200);

    // Subscription: the test billing page changes A's own subscription; the portal opens for A's customer.
    const cancel = new URLSearchParams({ intent: "cancel", subscriptionId: String(before.subscriptions[0]?.id ?? 0), ...Object.fromEntries(Object.entries(crafted).map(([k, v]) => [k, String(v)])) });
    expect((await runRoute(testBilling.action, request("/billing/test", a.cookie, cancel))).status).toBe(200);
    const [aSubscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, a.checkoutSessionId));
    expect(aSubscription?.cancelAtPeriodEnd).toBe(true);
    const portalAnswer = await runRoute(billingPortal.action, request("/vendor-dashboard/billing", a.cookie, new URLSearchParams({ customerId: before.subscriptions[0]?.providerCustomerId ?? "" })));
    expect(portalAnswer.status).toBe(303);

    // The pages A reads show A's listing and A's enquiries only.
    const page = await runRoute<{ dashboard: { listing: { id: number } } }>(dashboard.loader, request(`/vendor-dashboard?vendorId=${b.vendorId}`, a.cookie));
    expect(page.body?.dashboard.listing.id).toBe(a.vendorId);
    const frame = await runRoute<{ listing: { id: number } }>(portal.loader, request("/vendor-dashboard", a.cookie));
    expect(frame.body?.listing.id).toBe(a.vendorId);
    const inbox = await runRoute<Record<string, unknown>>(enquiryList.loader, request(`/vendor-dashboard/enquiries?vendorId=${b.vendorId}`, a.cookie));
    expect(JSON.stringify(inbox.body)).not.toContain("For B only");
    expect(JSON.stringify(inbox.body)).not.toContain("Zara");

    expect(await snapshotOfB()).toEqual(before);
  });

  it("gives A no preview of B's inactive listing: the same 404 as an unknown id", async () => {
    const result = await runRoute(vendorPage.loader, request(`/vendor/${b.vendorId}`, a.cookie), { id: String(b.vendorId) });
    expect(result.status).toBe(404);
    const own = await runRoute<{ preview: unknown }>(vendorPage.loader, request(`/vendor/${b.vendorId}`, b.cookie), { id: String(b.vendorId) });
    expect(own.status).toBe(200);
    expect(own.body?.preview).toBeTruthy();
  });
});
