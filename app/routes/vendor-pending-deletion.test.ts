import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { conversationMessages, subscriptions, vendorBlockedDates, vendorCalendars, vendorImages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { RESTORE_ACCOUNT_PAGE } from "~/modules/erasure/portal-access.server";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { createBooking, createConversation } from "../../tests/support/conversations";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { solidImage } from "../../tests/support/image-fixtures";
import { PAID_ACCOUNT_PASSWORD } from "../../tests/support/paid-account";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as availability from "~/routes/vendor-availability";
import * as dashboard from "~/routes/vendor-dashboard";
import * as billing from "~/routes/vendor-dashboard.billing";
import * as calendar from "~/routes/vendor-dashboard.calendar";
import * as dataExport from "~/routes/vendor-dashboard.data-export";
import * as images from "~/routes/vendor-dashboard.images";
import * as performanceCsv from "~/routes/vendor-dashboard.performance-csv";
import * as deletePage from "~/routes/vendor-delete-account";
import * as enquiryPage from "~/routes/vendor-enquiry";
import * as bookingPdf from "~/routes/vendor-enquiry.booking-pdf";
import * as performancePage from "~/routes/vendor-performance";
import * as reviewsPage from "~/routes/vendor-reviews";

// Decision 091 (docs/product/vendor-journey-and-portal.md#delete-account): while a deletion is pending the portal's
// forms and the resource routes that change the listing, its billing or its calendar answer like the portal's pages,
// with the restore page, and change nothing; after 'Restore my account' the same request works. The vendor's own records
// (the data zip, the figures' CSV, booking confirmations) can still be downloaded before the account goes.

const ORIGIN = "http://localhost:3000";

/** A post as a fetcher sends it (`<path>.data`) or, with `document`, as a plain form. */
function post(path: string, cookie: string, body: FormData | URLSearchParams, document = false): Request {
  return new Request(`${ORIGIN}${path}${document ? "" : ".data"}`, { method: "POST", headers: { origin: ORIGIN, cookie }, body });
}

function get(path: string, cookie: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { cookie } });
}

describeEachDatabase("the portal's resource routes while a deletion is pending", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const { storedFiles } = useTemporaryLocalStorage();
  let photo: Buffer;
  beforeAll(async () => {
    photo = await solidImage("jpeg", 900, 600);
  });

  const listingOf = async (v: PortalVendor) => (await getDb().select().from(vendors).where(eq(vendors.id, v.vendorId)))[0];
  const subscriptionOf = async (v: PortalVendor) => (await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, v.checkoutSessionId)))[0];
  const galleryOf = (v: PortalVendor) => getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, v.vendorId));
  const calendarOf = (v: PortalVendor) => getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, v.vendorId));

  /** A public listing whose deletion was asked for, and the cookie of signing in again afterwards (the request ends every session). */
  async function pendingVendor(): Promise<{ vendor: PortalVendor; cookie: string }> {
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const asked = await runRoute(deletePage.action, post("/vendor-dashboard/delete-account", vendor.cookie, new URLSearchParams({ intent: "delete", password: PAID_ACCOUNT_PASSWORD }), true));
    expect(asked.status).toBe(200);
    const { headers } = await getAuth().api.signInEmail({ body: { email: vendor.email, password: PAID_ACCOUNT_PASSWORD }, headers: new Headers(), returnHeaders: true });
    return { vendor, cookie: cookieHeader(headers) };
  }

  async function restore(cookie: string) {
    const restored = await runRoute(deletePage.action, post("/vendor-dashboard/delete-account", cookie, new URLSearchParams({ intent: "restore" }), true));
    expect([restored.status, restored.headers.get("Location")]).toEqual([303, "/vendor-dashboard"]);
  }

  /** Expects the restore page as the answer, the request's body never read. */
  async function expectRestorePage(handler: RouteHandler, request: Request) {
    const result = await runRoute(handler, request);
    expect([result.status, result.headers.get("Location")]).toEqual([303, RESTORE_ACCOUNT_PAGE]);
    expect(request.bodyUsed).toBe(false);
  }

  it("does not open the billing portal, so the cancelled plan cannot be renewed from there, until the account is restored", async () => {
    const { vendor, cookie } = await pendingVendor();
    const before = await subscriptionOf(vendor);
    expect(before?.cancelAtPeriodEnd).toBe(true);
    await expectRestorePage(billing.action, post("/vendor-dashboard/billing", cookie, new URLSearchParams(), true));
    expect(await subscriptionOf(vendor)).toEqual(before);
    await restore(cookie);
    const opened = await runRoute(billing.action, post("/vendor-dashboard/billing", cookie, new URLSearchParams(), true));
    expect([opened.status, opened.headers.get("Location")]).toEqual([303, `${getConfig().publicUrl}/billing/test`]);
  });

  it("takes no logo or gallery change, through a fetcher or a plain form, until the account is restored", async () => {
    const { vendor, cookie } = await pendingVendor();
    const listing = await listingOf(vendor);
    const files = await storedFiles();
    const form = (intent: string) => {
      const body = new FormData();
      body.set("intent", intent);
      body.set("image", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
      return body;
    };
    for (const document of [false, true]) {
      for (const intent of ["add-image", "upload-logo"]) await expectRestorePage(images.action, post("/vendor-dashboard/images", cookie, form(intent), document));
    }
    expect(await galleryOf(vendor)).toEqual([]);
    expect(await listingOf(vendor)).toEqual(listing);
    expect(await storedFiles()).toEqual(files);
    await restore(cookie);
    const added = await runRoute<{ ok: boolean }>(images.action, post("/vendor-dashboard/images", cookie, form("add-image")));
    expect([added.status, added.body?.ok]).toEqual([200, true]);
    expect(await galleryOf(vendor)).toHaveLength(1);
  });

  it("changes no calendar sync setting until the account is restored", async () => {
    const { vendor, cookie } = await pendingVendor();
    const before = await calendarOf(vendor);
    for (const document of [false, true]) {
      const changes: Record<string, string>[] = [{ intent: "renew-export" }, { intent: "remove" }, { intent: "save", feedUrl: "https://calendar.example/busy.ics" }];
      for (const fields of changes) {
        await expectRestorePage(calendar.action, post("/vendor-dashboard/calendar", cookie, new URLSearchParams(fields), document));
      }
    }
    expect(await calendarOf(vendor)).toEqual(before);
    await restore(cookie);
    const renewed = await runRoute<{ ok: boolean }>(calendar.action, post("/vendor-dashboard/calendar", cookie, new URLSearchParams({ intent: "renew-export" })));
    expect([renewed.status, renewed.body?.ok]).toEqual([200, true]);
    const [after] = await calendarOf(vendor);
    expect(after?.exportToken).toBeTruthy();
    expect(after?.exportToken).not.toBe(before[0]?.exportToken);
  });

  it("takes no change from the portal pages' own forms (listing, availability, replies, monthly summary) until the account is restored", async () => {
    const { vendor, cookie } = await pendingVendor();
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const listing = await listingOf(vendor);
    const blockedDays = () => getDb().select().from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendor.vendorId));
    const messages = () => getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiry.id));
    const [blockedBefore, messagesBefore] = [await blockedDays(), await messages()];
    const rename = () => new URLSearchParams({ name: "Renamed While Pending", phone: "0116 496 0123", location: "Leicester", description: "Bridal mehndi across the Midlands.", priceRange: "££" });
    const block = () => new URLSearchParams({ intent: "block", via: "date", day: shiftDay(ukDay(now()), { days: 60 }) });
    const saved = await runRoute(dashboard.action, post("/vendor-dashboard", cookie, rename(), true));
    expect([saved.status, saved.headers.get("Location")]).toEqual([303, RESTORE_ACCOUNT_PAGE]);
    await expectRestorePage(availability.action, post("/vendor-dashboard/availability", cookie, block()));
    const reply = post(`/vendor-dashboard/enquiries/${enquiry.id}`, cookie, new URLSearchParams({ intent: "reply", reply: "Yes, we are free." }));
    const replied = await runRoute(enquiryPage.action, reply, { enquiryId: String(enquiry.id) });
    expect([replied.status, replied.headers.get("Location"), reply.bodyUsed]).toEqual([303, RESTORE_ACCOUNT_PAGE, false]);
    await expectRestorePage(reviewsPage.action, post("/vendor-dashboard/reviews", cookie, new URLSearchParams({ reviewId: "1", reply: "Thank you!" })));
    await expectRestorePage(performancePage.action, post("/vendor-dashboard/performance", cookie, new URLSearchParams({ intent: "monthly-summary", on: "false" })));
    expect(await listingOf(vendor)).toEqual(listing);
    expect(await blockedDays()).toEqual(blockedBefore);
    expect(await messages()).toEqual(messagesBefore);
    await restore(cookie);
    expect((await runRoute(dashboard.action, post("/vendor-dashboard", cookie, rename(), true))).status).toBe(200);
    expect((await listingOf(vendor))?.name).toBe("Renamed While Pending");
    expect((await runRoute(availability.action, post("/vendor-dashboard/availability", cookie, block()))).status).toBe(303);
    expect(await blockedDays()).toHaveLength(blockedBefore.length + 1);
  });

  it("still gives the vendor their own records to take away: the data zip, the figures' CSV and booking confirmations", async () => {
    const { vendor, cookie } = await pendingVendor();
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createBooking(getDb(), conversation, { source: "quote" });
    const zip = await runRoute(dataExport.loader, get("/vendor-dashboard/my-data.zip", cookie));
    expect([zip.status, zip.headers.get("Content-Type")]).toEqual([200, "application/zip"]);
    const csv = await runRoute(performanceCsv.loader, get("/vendor-dashboard/performance.csv", cookie));
    expect([csv.status, csv.headers.get("Content-Type")]).toEqual([200, "text/csv; charset=utf-8"]);
    const path = `/vendor-dashboard/enquiries/${enquiry.id}/booking.pdf`;
    const pdf = await runRoute(bookingPdf.loader, get(path, cookie), { enquiryId: String(enquiry.id) });
    expect([pdf.status, pdf.headers.get("Content-Type")]).toEqual([200, "application/pdf"]);
    // Reading them changed nothing: the listing stays off the site.
    expect((await listingOf(vendor))?.isActive).toBe(false);
  });
});
