import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, conversationMessages, conversations, enquiries, enquiryReports, quotes, vendorUnavailableDates } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { VENDOR_INTENTS } from "~/modules/conversations/vendor-conversation-rules";
import type { TimelinePage } from "~/modules/conversations/timeline";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createBooking, createConversation } from "../../tests/support/conversations";
import { action, loader } from "~/routes/vendor-enquiry";

// Every id a vendor can send to the conversation page belongs to the session's own listing or answers 404:
// vendor A posting each of the page's forms with vendor B's conversation id changes nothing of B's.

const ORIGIN = "http://localhost:3000";

const url = (id: number, search = "") => `${ORIGIN}/vendor-dashboard/enquiries/${id}${search}`;

describeEachDatabase("another vendor's conversation id", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendorA: PortalVendor;
  let vendorB: PortalVendor;
  beforeAll(async () => {
    vendorA = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    vendorB = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  /** Everything of conversation `id` a form could change. */
  async function snapshot(id: number) {
    return {
      enquiry: await getDb().select().from(enquiries).where(eq(enquiries.id, id)),
      conversation: await getDb().select().from(conversations).where(eq(conversations.enquiryId, id)),
      messages: await getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, id)),
      quotes: await getDb().select().from(quotes).where(eq(quotes.enquiryId, id)),
      bookings: await getDb().select().from(bookings).where(eq(bookings.enquiryId, id)),
      reports: await getDb().select().from(enquiryReports).where(eq(enquiryReports.enquiryId, id)),
      unavailableDays: await getDb().select().from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendorB.vendorId)),
    };
  }

  const fields: Record<(typeof VENDOR_INTENTS)[number], Record<string, string>> = {
    reply: { reply: "Hello from the wrong vendor" },
    quote: {
      price: "1250",
      included: "Everything",
      events: "Mehndi",
      eventDate: shiftDay(ukDay(now()), { days: 60 }),
      validUntil: shiftDay(ukDay(now()), { days: 30 }),
    },
    "booked-outside": { amount: "500" },
    "cancel-booking": {},
    archive: {},
    unarchive: {},
    report: { reason: "Not genuine" },
  };

  it("answers 404 to every intent and to the page, and changes nothing", async () => {
    const theirs = await createConversation(getDb(), vendorB.vendorId);
    // An archived one too, so that 'unarchive' would have something to change.
    const archived = await createConversation(getDb(), vendorB.vendorId, { conversation: { archivedAt: new Date("2026-06-02T09:00:00Z") } });
    // A booked one too, so that 'cancel-booking' would have a booking to cancel and a day to free.
    const booked = await createConversation(getDb(), vendorB.vendorId, { enquiry: { eventDate: shiftDay(ukDay(now()), { days: 90 }) } });
    await createBooking(getDb(), booked, { source: "outside" });
    for (const { enquiry } of [theirs, archived, booked]) {
      const before = await snapshot(enquiry.id);
      for (const intent of VENDOR_INTENTS) {
        const request = new Request(url(enquiry.id), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie: vendorA.cookie },
          body: new URLSearchParams({ intent, ...fields[intent] }),
        });
        const result = await runRoute<{ formError?: { message: string } }>(action, request, { enquiryId: String(enquiry.id) });
        expect(result.status, intent).toBe(404);
        expect(result.body?.formError?.message).toBe("Conversation not found");
      }
      const page = await runRoute(loader, new Request(url(enquiry.id), { headers: { cookie: vendorA.cookie } }), { enquiryId: String(enquiry.id) });
      expect(page.status).toBe(404);
      expect(await snapshot(enquiry.id)).toEqual(before);
    }
  });

  it("shows only the vendor's own messages whatever message id `before` names", async () => {
    const mine = await createConversation(getDb(), vendorA.vendorId);
    const theirs = await createConversation(getDb(), vendorB.vendorId);
    await getDb().insert(conversationMessages).values({ enquiryId: mine.enquiry.id, sender: "couple", body: "Mine" });
    const [theirMessage] = await getDb().insert(conversationMessages).values({ enquiryId: theirs.enquiry.id, sender: "couple", body: "Theirs" }).returning();
    const result = await runRoute<{ timeline: TimelinePage }>(
      loader,
      new Request(url(mine.enquiry.id, `?before=${theirMessage!.id + 1}`), { headers: { cookie: vendorA.cookie } }),
      { enquiryId: String(mine.enquiry.id) },
    );
    expect(result.body?.timeline.messages.map((message) => message.body)).toEqual(["Mine"]);
  });
});
