import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { STATUS_CHANGE_DONE, type InboxEnquiry, type InboxEnquirySummary } from "~/modules/enquiries/vendor-inbox";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as inboxLoader } from "~/routes/vendor-enquiries";
import { action, loader } from "~/routes/vendor-enquiry";

const ORIGIN = "http://localhost:3000";

type PageData = { enquiry: InboxEnquiry; firstOpened: boolean };
type ActionData = { toast?: { title: string }; status?: string; formError?: { message: string } };

const url = (id: number | string) => `${ORIGIN}/vendor-dashboard/enquiries/${id}`;
const params = (id: number | string) => ({ enquiryId: String(id) });

function get(id: number | string, cookie?: string): Request {
  return new Request(url(id), { headers: cookie ? { cookie } : {} });
}

function post(id: number | string, intent: string, cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(url(id), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams({ intent }),
  });
}

describeEachDatabase("/vendor-dashboard/enquiries/:enquiryId", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Rang Mehndi" });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  async function addEnquiry(vendorId: number) {
    const [row] = await getDb()
      .insert(enquiries)
      .values({
        vendorId,
        coupleName: "Simran Kaur",
        coupleEmail: "simran@example.test",
        couplePhone: "07700 900456",
        eventDate: "2026-11-21",
        eventType: "Anand Karaj",
        guestCount: 350,
        message: "Sat sri akal!\n\nCould you do mehndi for 15 guests?",
        createdAt: new Date("2026-05-20T18:45:00Z"),
      })
      .returning();
    return row!;
  }
  const stored = async (id: number) => (await getDb().select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  const unreadInInbox = async (cookie: string) =>
    ((await runRoute<{ enquiries: InboxEnquirySummary[] }>(inboxLoader, new Request(`${ORIGIN}/vendor-dashboard/enquiries`, { headers: { cookie } })))
      .body?.enquiries ?? []).filter((row) => row.unread).map((row) => row.id);

  it("sends a visitor without a session to /vendor-auth, from the page and from its buttons", async () => {
    const enquiry = await addEnquiry(vendor.vendorId);
    for (const result of [await runRoute(loader, get(enquiry.id), params(enquiry.id)), await runRoute(action, post(enquiry.id, "archived"), params(enquiry.id))]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/vendor-auth");
    }
    expect(await stored(enquiry.id)).toEqual(enquiry);
  });

  it("opens the vendor's own enquiry with every detail, marking it read the first time", async () => {
    const enquiry = await addEnquiry(vendor.vendorId);
    expect(await unreadInInbox(vendor.cookie)).toContain(enquiry.id);

    const result = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body?.firstOpened).toBe(true);
    expect(result.body?.enquiry).toMatchObject({
      id: enquiry.id,
      coupleName: "Simran Kaur",
      coupleEmail: "simran@example.test",
      couplePhone: "07700 900456",
      eventDate: "2026-11-21",
      eventType: "Anand Karaj",
      guestCount: 350,
      message: "Sat sri akal!\n\nCould you do mehndi for 15 guests?",
      status: "new",
      unread: false,
      listingName: "Rang Mehndi",
    });
    const readAt = (await stored(enquiry.id)).readAt;
    expect(readAt).toBeInstanceOf(Date);
    expect(await unreadInInbox(vendor.cookie)).not.toContain(enquiry.id);

    const again = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(again.body?.firstOpened).toBe(false);
    expect((await stored(enquiry.id)).readAt).toEqual(readAt);
  });

  it("answers 404 to another vendor's enquiry, an unknown or a malformed id, and changes nothing", async () => {
    const theirs = await addEnquiry(other.vendorId);
    for (const id of [theirs.id, 999_999, "abc", "0"]) {
      expect((await runRoute(loader, get(id, vendor.cookie), params(id))).status).toBe(404);
      for (const intent of ["replied", "archived", "inbox"]) {
        const result = await runRoute<ActionData>(action, post(id, intent, vendor.cookie), params(id));
        expect(result.status).toBe(404);
        expect(result.body?.formError?.message).toBe("Enquiry not found");
      }
    }
    expect(await stored(theirs.id)).toEqual(theirs);
    // The owner still sees it as new and unread.
    expect(await unreadInInbox(other.cookie)).toContain(theirs.id);
  });

  it("marks replied, archives and moves back to the inbox, each with its toast", async () => {
    const enquiry = await addEnquiry(vendor.vendorId);
    const steps = [
      ["replied", "replied", { status: "replied", archivedAt: null }],
      ["archived", "archived", { status: "archived", archivedAt: expect.any(Date) }],
      ["inbox", "replied", { status: "replied", archivedAt: null }],
    ] as const;
    for (const [intent, status, row] of steps) {
      const result = await runRoute<ActionData>(action, post(enquiry.id, intent, vendor.cookie), params(enquiry.id));
      expect(result.status).toBe(200);
      expect(result.headers.get("Cache-Control")).toBe("no-store");
      expect(result.body).toEqual({ toast: { title: STATUS_CHANGE_DONE[intent], variant: "success" }, status });
      expect(await stored(enquiry.id)).toMatchObject({ ...row, repliedAt: expect.any(Date) });
    }
  });

  it("refuses an unknown action with 400 and a cross-site post with 403, changing nothing", async () => {
    const enquiry = await addEnquiry(vendor.vendorId);
    const unknown = await runRoute<ActionData>(action, post(enquiry.id, "delete", vendor.cookie), params(enquiry.id));
    expect(unknown.status).toBe(400);
    const request = post(enquiry.id, "archived", vendor.cookie, { origin: "https://evil.example" });
    const crossSite = await runRoute<ActionData>(action, request, params(enquiry.id));
    expect(crossSite.status).toBe(403);
    expect(crossSite.body?.formError?.message).toBe(CROSS_SITE_MESSAGE);
    expect(request.bodyUsed).toBe(false);
    expect(await stored(enquiry.id)).toEqual(enquiry);
  });
});
