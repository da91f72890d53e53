import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiries, listingDailyStats, mailOutbox } from "~/db/schema";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { ENQUIRY_MESSAGES, type EnquiryFormValues } from "~/modules/enquiries/enquiry-form";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import type { forwardHeaders } from "~/modules/http/route-headers";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, headers as routeHeaders, loader, shouldRevalidate } from "~/routes/vendor";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type PageData = { vendor: { id: number; name: string }; preview: { state: string; message: string } | null; enquiryDates: { min: string; max: string } };
type ActionData = { sent?: true; email?: string; values?: EnquiryFormValues; fieldErrors?: Record<string, string>; formError?: { title?: string; message: string } };

let address = 0;

function get(id: number, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/vendor/${id}`, { headers: { "user-agent": BROWSER, ...headers } });
}

/** The enquiry form as the browser posts it, from its own address unless one is given. */
function post(id: number, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Request {
  address += 1;
  const body = new URLSearchParams({
    name: "Priya Sharma",
    email: `priya-${address}@example.test`,
    phone: "",
    eventDate: "2026-10-03",
    eventType: "Sangeet",
    guestCount: "180",
    message: "Namaste! Could you play at our sangeet?",
    ...fields,
  });
  return new Request(`${ORIGIN}/vendor/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "x-shaadi-client-ip": `203.0.113.${address}`, ...headers },
    body,
  });
}

const documentHeaders = (args: { loaderHeaders?: Headers; actionHeaders?: Headers }) =>
  routeHeaders({
    parentHeaders: new Headers(),
    loaderHeaders: args.loaderHeaders ?? new Headers(),
    actionHeaders: args.actionHeaders ?? new Headers(),
    errorHeaders: undefined,
  } as Parameters<typeof forwardHeaders>[0]);

describeEachDatabase("/vendor/:id", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let publicVendor: PortalVendor;
  let hidden: PortalVendor;
  let stranger: PortalVendor;
  beforeAll(async () => {
    setClock(() => NOW);
    publicVendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Dhol Beats" });
    hidden = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Not Yet Live" });
    stranger = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  afterAll(() => resetClock());

  const params = (id: number) => ({ id: String(id) });
  const storedFor = (vendorId: number) => getDb().select().from(enquiries).where(eq(enquiries.vendorId, vendorId));
  const viewsOf = async (vendorId: number) => {
    // Counts are written in batches (decision 078).
    await flushListingActivity();
    const [row] = await getDb()
      .select({ views: listingDailyStats.profileViews })
      .from(listingDailyStats)
      .where(and(eq(listingDailyStats.vendorId, vendorId), eq(listingDailyStats.day, "2026-06-01")));
    return row?.views ?? 0;
  };

  it("shows an active vendor to everyone, with the event dates the form offers and no preview", async () => {
    const result = await runRoute<PageData>(loader, get(publicVendor.vendorId), params(publicVendor.vendorId));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ vendor: { id: publicVendor.vendorId, name: "Dhol Beats" }, preview: null, enquiryDates: { min: "2026-06-01", max: "2029-06-01" } });
    expect(result.headers.get("Cache-Control")).toBeNull();
  });

  it("counts a profile view for a browser, not for Googlebot or a request without a user agent", async () => {
    const id = (await createVendor(getDb())).id;
    await runRoute(loader, get(id), params(id));
    await runRoute(loader, get(id), params(id));
    expect(await viewsOf(id)).toBe(2);
    await runRoute(loader, get(id, { "user-agent": GOOGLEBOT }), params(id));
    await runRoute(loader, new Request(`${ORIGIN}/vendor/${id}`), params(id));
    expect(await viewsOf(id)).toBe(2);
  });

  it("sends an enquiry: success data, the enquiry stored and both mails in the outbox", async () => {
    const result = await runRoute<ActionData>(action, post(publicVendor.vendorId, { email: "Priya@Example.test" }), params(publicVendor.vendorId));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ sent: true, email: "Priya@Example.test" });
    expect(await storedFor(publicVendor.vendorId)).toMatchObject([{ coupleEmail: "Priya@Example.test", eventType: "Sangeet", guestCount: 180, delivery: "delivered" }]);
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "Priya@Example.test"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your enquiry to Dhol Beats – Shaadi Vendors UK"]);
    const toVendor = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, publicVendor.email));
    expect(toVendor.map((mail) => mail.text).join()).toContain("Namaste! Could you play at our sangeet?");
    // The enquiry changes nothing on the page: no second load (and no second view) after it.
    const url = new URL(`${ORIGIN}/vendor/${publicVendor.vendorId}`);
    const revalidate = { currentUrl: url, nextUrl: url, defaultShouldRevalidate: true } as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate({ ...revalidate, formMethod: "POST" })).toBe(false);
    expect(shouldRevalidate({ ...revalidate, formMethod: undefined })).toBe(true);
  });

  it("refuses a bad form with 400, keeping what was typed, and stores nothing", async () => {
    const vendor = await createVendor(getDb());
    const typed = { name: "Priya", email: "priya@", phone: "", eventDate: "2026-05-01", eventType: "Sangeet", guestCount: "abc", message: "m".repeat(5001) };
    const result = await runRoute<ActionData>(action, post(vendor.id, typed), params(vendor.id));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      values: typed,
      fieldErrors: {
        email: ENQUIRY_MESSAGES.email,
        eventDate: ENQUIRY_MESSAGES.eventDatePast,
        guestCount: ENQUIRY_MESSAGES.guestCount,
        message: ENQUIRY_MESSAGES.messageTooLong,
      },
      formError: { message: INVALID_FORM_MESSAGE },
    });
    expect(await storedFor(vendor.id)).toEqual([]);
  });

  it("refuses a cross-site post before reading it", async () => {
    const request = post(publicVendor.vendorId, {}, { origin: "https://evil.example" });
    const result = await runRoute<ActionData>(action, request, params(publicVendor.vendorId));
    expect(result.status).toBe(403);
    expect(result.body?.formError?.message).toBe(CROSS_SITE_MESSAGE);
    expect(request.bodyUsed).toBe(false);
    expect(await storedFor(publicVendor.vendorId)).toHaveLength(1);
  });

  it("answers 429 with Retry-After to the 6th post a minute from one address, also on the document response", async () => {
    const vendor = await createVendor(getDb());
    const ip = { "x-shaadi-client-ip": "192.0.2.77" };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof runRoute<ActionData>>> | undefined;
    for (let i = 0; i < 8; i++) {
      last = await runRoute<ActionData>(action, post(vendor.id, {}, ip), params(vendor.id));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(last!.headers.get("Retry-After")).toBe("600");
    expect(last!.body?.formError).toEqual({ title: "Enquiry not sent", message: "Too many enquiries. Please try again in 10 minutes." });
    expect(last!.body?.values?.name).toBe("Priya Sharma");
    expect(documentHeaders({ actionHeaders: last!.headers }).get("Retry-After")).toBe("600");
    expect(await storedFor(vendor.id)).toHaveLength(5);
  });

  it("answers 404 to an enquiry for an inactive or unknown vendor, storing nothing", async () => {
    for (const id of [hidden.vendorId, 999_999]) {
      expect((await runRoute(action, post(id), params(id))).status).toBe(404);
    }
    expect((await runRoute(action, post(1), { id: "abc" })).status).toBe(404);
    expect(await storedFor(hidden.vendorId)).toEqual([]);
  });

  it("previews an inactive listing to its owner only: a banner, never cached, no view counted", async () => {
    const owner = await runRoute<PageData>(loader, get(hidden.vendorId, { cookie: hidden.cookie }), params(hidden.vendorId));
    expect(owner.status).toBe(200);
    expect(owner.body?.vendor).toMatchObject({ id: hidden.vendorId, name: "Not Yet Live" });
    expect(owner.body?.preview?.state).toBe("under_review");
    expect(owner.body?.preview?.message).toContain("Preview");
    expect(owner.body?.preview?.message).toContain("not yet visible to couples");
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(documentHeaders({ loaderHeaders: owner.headers }).get("Cache-Control")).toBe("private, no-store");
    expect(await viewsOf(hidden.vendorId)).toBe(0);

    const anonymous = await runRoute(loader, get(hidden.vendorId), params(hidden.vendorId));
    expect(anonymous.status).toBe(404);
    const otherVendor = await runRoute(loader, get(hidden.vendorId, { cookie: stranger.cookie }), params(hidden.vendorId));
    expect(otherVendor.status).toBe(404);
    const staleCookie = await runRoute(loader, get(hidden.vendorId, { cookie: "shaadi.session_token=forged.value" }), params(hidden.vendorId));
    expect(staleCookie.status).toBe(404);
  });

  it("does not let the owner send enquiries to its own inactive listing either", async () => {
    const result = await runRoute(action, post(hidden.vendorId, {}, { cookie: hidden.cookie }), params(hidden.vendorId));
    expect(result.status).toBe(404);
    expect(await storedFor(hidden.vendorId)).toEqual([]);
  });
});
