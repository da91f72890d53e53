import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, guestInvitations, shortlistItems } from "~/db/schema";
import { storeMessage } from "~/modules/conversations/messages.server";
import { claimConversations } from "~/modules/couples/couple-conversations.server";
import { accountShortlistId } from "~/modules/couples/couple-shortlist.server";
import { sendEnquiry } from "~/modules/enquiries/send-enquiry.server";
import { addGuest } from "~/modules/guest-list/guest-writes.server";
import { createOutboxSender } from "~/modules/mail/outbox.server";
import { createBooking } from "./conversations";
import { uniqueNumber } from "./factories";
import { insertWeddingEvent } from "./guest-list";
import { createReview } from "./review-factories";

// A couple's account filled the way a couple fills it, for the tests of 'Delete my account' (decision 092).

export type FilledCouple = {
  enquiryId: number;
  reviewId: number;
  weddingId: number;
  eventId: number;
  /** Texts found only in this couple's rows: their name, email, message, guest's name and dietary needs. */
  needles: string[];
};

/**
 * Gives the signed-in couple `userId` (address `email`) a wedding with an event, a guest with dietary needs who
 * answered, a vendor on their shortlist, an enquiry sent to `vendorId` under a distinctive name with a message, a
 * quote accepted and booked, and a review. Every text is unique to this call. Output: {@link FilledCouple}.
 */
export async function fillCoupleAccount(db: Database, couple: { userId: string; email: string }, vendorId: number, publicUrl: string): Promise<FilledCouple> {
  const tag = `q${uniqueNumber()}x${Date.now().toString(36)}`;
  const name = `Zinnia${tag} Marchbanks${tag}`;
  const event = await insertWeddingEvent(db, couple.userId, { eventType: "Mehndi", eventDate: "2027-07-10" });
  const { guestId } = await addGuest(db, couple.userId, {
    name: `Ottoline${tag} Fairweather`,
    email: null,
    phone: null,
    householdId: null,
    newHousehold: `Fairweather${tag} household`,
    side: null,
    dietary: `No sesame${tag}, coeliac`,
    eventIds: [event.id],
  });
  await db.update(guestInvitations).set({ response: "attending", respondedAt: new Date() }).where(eq(guestInvitations.guestId, guestId));
  await db.insert(shortlistItems).values({ shortlistId: (await accountShortlistId(db, couple.userId))!, vendorId });

  const form = new FormData();
  const fields = { name, email: couple.email, phone: "", eventDate: "2027-09-12", eventType: "Walima", guestCount: "180", message: `Lanterns along the canal${tag} for our walima.` };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const deps = { db, sendMail: createOutboxSender(db, "Shaadi Vendors UK <no-reply@shaadi.example>"), publicUrl, supportEmail: "help@shaadi.example" };
  await sendEnquiry(deps, { vendorId, formData: form, ip: `198.51.100.${uniqueNumber() % 250}` });
  const [enquiry] = await db.select({ id: enquiries.id }).from(enquiries).where(and(eq(enquiries.vendorId, vendorId), eq(enquiries.coupleName, name)));
  const key = { enquiryId: enquiry!.id, vendorId };
  await claimConversations(db, couple.userId, couple.email);
  await storeMessage(db, { enquiryId: key.enquiryId, sender: "couple", body: `Could the dhol arrive by the quayside${tag}?` }, new Date());
  await createBooking(db, key, { source: "quote", quote: { pricePence: 240_000 } });
  const review = await createReview(db, vendorId, { enquiryId: key.enquiryId, authorName: `Zinnia${tag}`, title: "Wonderful evening", body: "Everything ran to time." });
  return {
    enquiryId: key.enquiryId,
    reviewId: review.id,
    weddingId: event.weddingId,
    eventId: event.id,
    needles: [couple.email, `Zinnia${tag}`, `Marchbanks${tag}`, `canal${tag}`, `quayside${tag}`, `Ottoline${tag}`, `sesame${tag}`, `Fairweather${tag}`],
  };
}
