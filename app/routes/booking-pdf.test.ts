import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, enquiries } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { getConfig } from "~/config.server";
import { mintConversationToken, revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { createBooking, createConversation, createQuote } from "../../tests/support/conversations";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { pdfText } from "../../tests/support/pdf-text";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute, type RouteResult } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as coupleLoader } from "~/routes/messages.booking-pdf";
import { loader as vendorLoader } from "~/routes/vendor-enquiry.booking-pdf";

const ORIGIN = "http://localhost:3000";

const reference = (bookingId: number) => `B-${String(bookingId).padStart(6, "0")}`;

function vendorDownload(enquiryId: number | string, cookie?: string): Promise<RouteResult<unknown>> {
  const request = new Request(`${ORIGIN}/vendor-dashboard/enquiries/${enquiryId}/booking.pdf`, { headers: cookie ? { cookie } : {} });
  return runRoute(vendorLoader, request, { enquiryId: String(enquiryId) });
}

function coupleDownload(token: string): Promise<RouteResult<unknown>> {
  return runRoute(coupleLoader, new Request(`${ORIGIN}/messages/${token}/booking.pdf`), { token });
}

/** The headers and text of a confirmation download, failing the test if it is not one. */
async function download(result: RouteResult<unknown>, bookingId: number) {
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("application/pdf");
  expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="booking-${reference(bookingId)}.pdf"`);
  expect(result.headers.get("Cache-Control")).toBe("no-store");
  expect(result.headers.get("Referrer-Policy")).toBe("no-referrer");
  return pdfText(new Uint8Array(await result.response!.arrayBuffer()));
}

describeEachDatabase("booking confirmation downloads", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Rang Mehndi" });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Other Mehndi" });
  });

  it("gives the vendor the confirmation of its own booked conversation", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleName: "Zoë Ahmed" } });
    const { booking } = await createBooking(getDb(), conversation, { source: "quote" });
    const text = await download(await vendorDownload(enquiry.id, vendor.cookie), booking!.id);
    expect(text).toContain(`Booking reference ${reference(booking!.id)}`);
    expect(text).toContain("Name: Zoë Ahmed");
    expect(text).toContain("Name: Rang Mehndi");
    expect(text).toContain(`Page: ${getConfig().publicUrl}/vendor/${vendor.vendorId}`);
  });

  it("gives the couple the same confirmation through their link", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleName: "Simran Kaur" } });
    const { booking } = await createBooking(getDb(), conversation, { source: "quote" });
    const token = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "couple", purpose: "link" });
    const text = await download(await coupleDownload(token), booking!.id);
    expect(text).toContain("Name: Simran Kaur");
    expect(text).toContain("Price £1,250");
  });

  it("sends a visitor without a session to /vendor-auth", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createBooking(getDb(), conversation, { source: "quote" });
    const result = await vendorDownload(enquiry.id);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
  });

  it("answers 404 to another vendor's conversation id, an unknown id and a malformed one", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createBooking(getDb(), conversation, { source: "quote" });
    for (const id of [enquiry.id, 999_999, "abc"]) {
      const result = await vendorDownload(id, other.cookie);
      expect(result.status, String(id)).toBe(404);
      expect(result.response).toBeUndefined();
    }
  });

  it("answers 404 to both sides when the conversation is not booked", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createQuote(getDb(), conversation);
    const token = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "couple", purpose: "link" });
    expect((await vendorDownload(enquiry.id, vendor.cookie)).status).toBe(404);
    expect((await coupleDownload(token)).status).toBe(404);
  });

  it("answers 404 to both sides once the booking is cancelled, and confirms the booking made after it", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    const { booking } = await createBooking(getDb(), conversation, { source: "quote" });
    await getDb().update(bookings).set({ cancelledAt: new Date("2026-06-02T09:00:00Z") }).where(eq(bookings.id, booking.id));
    const token = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "couple", purpose: "link" });
    expect((await vendorDownload(enquiry.id, vendor.cookie)).status).toBe(404);
    expect((await coupleDownload(token)).status).toBe(404);

    const again = await createBooking(getDb(), conversation, { source: "outside", amountPence: 90_000 });
    const text = await download(await coupleDownload(token), again.booking.id);
    expect(text).toContain(`Booking reference ${reference(again.booking.id)}`);
    await download(await vendorDownload(enquiry.id, vendor.cookie), again.booking.id);
  });

  it("opens with a couple's link only its own conversation's booking: another conversation's link answers 404", async () => {
    const aisha = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleName: "Aisha Khan" } });
    const mine = { ...aisha, ...(await createBooking(getDb(), aisha, { source: "quote" })) };
    const theirs = await createConversation(getDb(), other.vendorId);
    await createQuote(getDb(), theirs);
    const theirToken = await mintConversationToken(getDb(), { enquiryId: theirs.enquiry.id, party: "couple", purpose: "link" });
    // Their link opens their own conversation, which is not booked: nothing of Aisha's booking is reachable by it.
    expect((await coupleDownload(theirToken)).status).toBe(404);
    const myToken = await mintConversationToken(getDb(), { enquiryId: mine.enquiry.id, party: "couple", purpose: "link" });
    const text = await download(await coupleDownload(myToken), mine.booking!.id);
    expect(text).toContain("Aisha Khan");
  });

  it("answers 404 to a revoked link, a vendor's reply token, an unknown token and a malformed one", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createBooking(getDb(), conversation, { source: "quote" });
    const revoked = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "couple", purpose: "link" });
    await revokeConversationTokens(getDb(), enquiry.id);
    const reply = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "vendor", purpose: "reply" });
    for (const token of [revoked, reply, "A".repeat(43), "not-a-token"]) {
      expect((await coupleDownload(token)).status, token).toBe(404);
    }
  });

  it("answers 404 once the enquiry is no longer delivered", async () => {
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.vendorId);
    await createBooking(getDb(), conversation, { source: "quote" });
    const token = await mintConversationToken(getDb(), { enquiryId: enquiry.id, party: "couple", purpose: "link" });
    await getDb().update(enquiries).set({ delivery: "rejected" }).where(eq(enquiries.id, enquiry.id));
    expect((await coupleDownload(token)).status).toBe(404);
    expect((await vendorDownload(enquiry.id, vendor.cookie)).status).toBe(404);
  });
});
