import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  budgetLines,
  coupleShortlists,
  guestInvitations,
  guests,
  households,
  shortlistItems,
  shortlists,
  vendors,
  weddingEvents,
  weddingInvitations,
  weddingMembers,
  weddings,
  weddingTasks,
} from "~/db/schema";
import { accountSection } from "~/modules/data-export/account-section.server";
import { conversationSections } from "~/modules/data-export/conversation-sections.server";
import { afterId, idList, keysetPages, type ExportSection } from "~/modules/data-export/export-sections";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";

// A couple's 'Download my data' (docs/product/couples-tools.md#download-my-data): their account, their wedding with
// everything in it, their shortlist and their conversations. Secrets (RSVP link salts and hashes, sign-in tokens)
// and the partner's account are left out (docs/decisions/090-data-export.md).

/**
 * The sections of a couple's data.json, in order. Input: the database and the couple's user id (from the session,
 * never from the address). Output: the sections for jsonChunks and exportReadme; the wedding's parts are empty lists
 * when the couple has not begun one. Reads nothing until a section is read, except the wedding's and the
 * shortlist's ids (two small reads, each time a section needs them). What is included:
 * docs/product/couples-tools.md#download-my-data, docs/decisions/090-data-export.md.
 */
export function coupleExportSections(db: Database, userId: string): ExportSection[] {
  const weddingId = () => findWeddingId(db, userId).then((id) => id ?? -1);
  const shortlistId = async () =>
    (await db.select({ id: coupleShortlists.shortlistId }).from(coupleShortlists).where(eq(coupleShortlists.userId, userId)))[0]?.id ?? "";
  return [
    accountSection(db, userId),
    {
      name: "wedding",
      kind: "object",
      about: "Your wedding in the planner (null before you began one).",
      fields: {
        totalBudgetPence: "Your overall budget, in pence (12500 = £125.00).",
        rsvpCutoff: "The last day guests may change an answer (YYYY-MM-DD).",
        createdAt: "When the wedding was begun (ISO 8601, UTC).",
        updatedAt: "When it was last changed.",
        joinedAt: "When you joined it.",
        otherMembers: "How many other accounts (your partner) manage it with you; their details are theirs.",
      },
      read: async () => {
        const [row] = await db
          .select({
            totalBudgetPence: weddings.totalBudgetPence,
            rsvpCutoff: weddings.rsvpCutoff,
            createdAt: weddings.createdAt,
            updatedAt: weddings.updatedAt,
            joinedAt: weddingMembers.joinedAt,
            otherMembers: sql<number>`(select count(*)::int from ${weddingMembers} m where m.wedding_id = ${weddings.id} and m.user_id <> ${userId})`,
          })
          .from(weddingMembers)
          .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
          .where(eq(weddingMembers.userId, userId));
        return row ?? null;
      },
    },
    idList(
      "partnerInvitations",
      "Invitations to manage the wedding sent by email.",
      { id: "The invitation's number.", email: "The address invited.", createdAt: "When it was sent.", acceptedAt: "When it was accepted, if it was." },
      async (key, limit) =>
        db
          .select({ id: weddingInvitations.id, email: weddingInvitations.email, createdAt: weddingInvitations.createdAt, acceptedAt: weddingInvitations.acceptedAt })
          .from(weddingInvitations)
          .where(and(eq(weddingInvitations.weddingId, await weddingId()), afterId(weddingInvitations.id, key)))
          .orderBy(asc(weddingInvitations.id))
          .limit(limit),
    ),
    idList(
      "events",
      "The wedding's events.",
      {
        id: "The event's number; RSVPs, budget lines and tasks name it.",
        eventType: "Mehndi, Nikah, Walima, Sangeet, Baraat, Reception, Anand Karaj or Other.",
        customName: "The name of an 'Other' event.",
        eventDate: "The day (YYYY-MM-DD).",
        placeName: "The town.",
        placeLat: "The town's latitude.",
        placeLng: "The town's longitude.",
        venueVendorId: "The venue's listing, if chosen from the directory.",
        venueName: "The venue's name.",
        guestCount: "The number of guests expected.",
        createdAt: "When it was added.",
      },
      async (key, limit) =>
        db
          .select({
            id: weddingEvents.id,
            eventType: weddingEvents.eventType,
            customName: weddingEvents.customName,
            eventDate: weddingEvents.eventDate,
            placeName: weddingEvents.placeName,
            placeLat: weddingEvents.placeLat,
            placeLng: weddingEvents.placeLng,
            venueVendorId: weddingEvents.venueVendorId,
            venueName: weddingEvents.venueName,
            guestCount: weddingEvents.guestCount,
            createdAt: weddingEvents.createdAt,
          })
          .from(weddingEvents)
          .where(and(eq(weddingEvents.weddingId, await weddingId()), afterId(weddingEvents.id, key)))
          .orderBy(asc(weddingEvents.id))
          .limit(limit),
    ),
    idList(
      "households",
      "Households of the guest list: guests who answer together with one RSVP link.",
      { id: "The household's number; guests name it.", name: "Its name.", side: "Its side, e.g. 'Bride's family'.", rsvpMailedAt: "When its RSVP link was emailed.", createdAt: "When it was added." },
      async (key, limit) =>
        db
          .select({ id: households.id, name: households.name, side: households.side, rsvpMailedAt: households.rsvpMailedAt, createdAt: households.createdAt })
          .from(households)
          .where(and(eq(households.weddingId, await weddingId()), afterId(households.id, key)))
          .orderBy(asc(households.id))
          .limit(limit),
    ),
    idList(
      "guests",
      "The guest list, as you entered it.",
      {
        id: "The guest's number; RSVPs name it.",
        householdId: "Their household.",
        name: "Their name.",
        email: "Their email address.",
        phone: "Their phone number.",
        dietary: "Their dietary needs.",
        createdAt: "When they were added.",
      },
      async (key, limit) =>
        db
          .select({ id: guests.id, householdId: guests.householdId, name: guests.name, email: guests.email, phone: guests.phone, dietary: guests.dietary, createdAt: guests.createdAt })
          .from(guests)
          .where(and(eq(guests.weddingId, await weddingId()), afterId(guests.id, key)))
          .orderBy(asc(guests.id))
          .limit(limit),
    ),
    {
      name: "rsvps",
      kind: "list",
      about: "Each guest's invitation to an event and their answer.",
      fields: {
        guestId: "The guest.",
        eventId: "The event.",
        response: "null while awaited, 'attending' or 'declined'.",
        respondedAt: "When they answered.",
      },
      pages: () =>
        keysetPages(
          async (key: { guestId: number; eventId: number } | undefined, limit) =>
            db
              .select({ guestId: guestInvitations.guestId, eventId: guestInvitations.eventId, response: guestInvitations.response, respondedAt: guestInvitations.respondedAt })
              .from(guestInvitations)
              .innerJoin(guests, eq(guests.id, guestInvitations.guestId))
              .where(
                and(
                  eq(guests.weddingId, await weddingId()),
                  key ? sql`(${guestInvitations.guestId}, ${guestInvitations.eventId}) > (${key.guestId}, ${key.eventId})` : undefined,
                ),
              )
              .orderBy(asc(guestInvitations.guestId), asc(guestInvitations.eventId))
              .limit(limit),
          (row) => ({ guestId: row.guestId, eventId: row.eventId }),
        ),
    },
    idList(
      "budget",
      "Lines of the budget. Amounts are in pence.",
      {
        id: "The line's number.",
        eventId: "The event it is for, or null for the whole wedding.",
        category: "The category or your own label.",
        plannedPence: "The amount planned, in pence.",
        paidPence: "The amount you noted as paid, in pence.",
        note: "Your note.",
        createdAt: "When it was added.",
      },
      async (key, limit) =>
        db
          .select({
            id: budgetLines.id,
            eventId: budgetLines.eventId,
            category: budgetLines.category,
            plannedPence: budgetLines.plannedPence,
            paidPence: budgetLines.paidPence,
            note: budgetLines.note,
            createdAt: budgetLines.createdAt,
          })
          .from(budgetLines)
          .where(and(eq(budgetLines.weddingId, await weddingId()), afterId(budgetLines.id, key)))
          .orderBy(asc(budgetLines.id))
          .limit(limit),
    ),
    idList(
      "checklist",
      "Tasks of the checklist.",
      {
        id: "The task's number.",
        eventId: "The event it is for, or null for the whole wedding.",
        title: "The task.",
        dueDate: "When it is due (YYYY-MM-DD).",
        doneAt: "When it was ticked.",
        createdAt: "When it was added.",
      },
      async (key, limit) =>
        db
          .select({ id: weddingTasks.id, eventId: weddingTasks.eventId, title: weddingTasks.title, dueDate: weddingTasks.dueDate, doneAt: weddingTasks.doneAt, createdAt: weddingTasks.createdAt })
          .from(weddingTasks)
          .where(and(eq(weddingTasks.weddingId, await weddingId()), afterId(weddingTasks.id, key)))
          .orderBy(asc(weddingTasks.id))
          .limit(limit),
    ),
    {
      name: "shortlist",
      kind: "list",
      about: "Vendors saved to your shortlist.",
      fields: {
        vendorId: "The listing (its page is /vendor/{vendorId}).",
        vendorName: "The listing's name.",
        addedAt: "When it was saved.",
        enquiredAt: "When you sent it an enquiry from the shortlist, if you did.",
        lastPlaceName: "The place last searched, from which distances are shown.",
      },
      pages: () =>
        keysetPages(
          async (key: number | undefined, limit) =>
            db
              .select({
                vendorId: shortlistItems.vendorId,
                vendorName: vendors.name,
                addedAt: shortlistItems.addedAt,
                enquiredAt: shortlistItems.enquiredAt,
                lastPlaceName: shortlists.lastPlaceName,
              })
              .from(shortlistItems)
              .innerJoin(shortlists, eq(shortlists.id, shortlistItems.shortlistId))
              .innerJoin(vendors, eq(vendors.id, shortlistItems.vendorId))
              .where(and(eq(shortlistItems.shortlistId, await shortlistId()), afterId(shortlistItems.vendorId, key)))
              .orderBy(asc(shortlistItems.vendorId))
              .limit(limit),
          (row) => row.vendorId,
        ),
    },
    ...conversationSections(db, { coupleUserId: userId }),
  ];
}

/** The README's opening for a couple's export. */
export const COUPLE_README_INTRODUCTION = [
  "This archive holds the personal data our wedding planner keeps about you, as asked for with 'Download my data'.",
  "`data.json` is one JSON object: `kind` and `exportedAt`, then the parts below, each an object or a list of records.",
  "Times are ISO 8601 in UTC; days are YYYY-MM-DD; amounts are in pence. Numbers called `id` are our record numbers, so records can refer to each other.",
  "Vendors' replies are included as part of your conversations. Your partner's account details, passwords, sign-in and RSVP link secrets are not.",
].join("\n\n");
