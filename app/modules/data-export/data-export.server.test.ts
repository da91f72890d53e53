import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  budgetLines,
  conversationMessages,
  coupleShortlists,
  guestInvitations,
  guests,
  households,
  quotes,
  shortlistItems,
  shortlists,
  vendorPackages,
  weddingTasks,
} from "~/db/schema";
import { vendorMailPreferences } from "~/db/schema-insights";
import { dataExportChunks, dataExportReadme, dataExportResponse, vendorSubject, type ExportSubject } from "~/modules/data-export/data-export.server";
import { createConversation } from "../../../tests/support/conversations";
import { createUser, createVendor, uniqueNumber } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createWedding, createWeddingEvent } from "../../../tests/support/wedding-planner";

// docs/product/couples-tools.md#download-my-data, docs/product/vendor-journey-and-portal.md#download-my-data and
// docs/decisions/090-data-export.md: what an export holds and leaves out, and that it is written as it is read.

const AT = new Date("2026-11-29T12:00:00Z");

type Exported = Record<string, unknown>;
type Row = Record<string, unknown>;

/** A list part of data.json; fails the test when the part is not a list. */
function rows(data: Exported, name: string): Row[] {
  const value = data[name];
  if (!Array.isArray(value)) throw new Error(`${name} is not a list`);
  return value as Row[];
}

async function exportOf(db: Parameters<typeof dataExportChunks>[0], subject: ExportSubject): Promise<{ text: string; data: Exported }> {
  let text = "";
  for await (const chunk of dataExportChunks(db, subject, AT)) text += chunk;
  return { text, data: JSON.parse(text) as Exported };
}

describeEachDatabase("download my data", (getDb) => {
  let couple: { userId: string; weddingId: number };
  let other: { userId: string; weddingId: number };
  let vendorUser: string;
  let vendorId: number;
  let enquiryId: number;

  beforeAll(async () => {
    const db = getDb();
    couple = await createWedding(db);
    other = await createWedding(db);
    vendorUser = (await createUser(db, { role: "vendor" })).id;
    vendorId = (await createVendor(db, { name: "Mehndi by Zara", ownerUserId: vendorUser })).id;
    const eventId = await createWeddingEvent(db, couple.weddingId, { eventType: "Mehndi", eventDate: "2027-05-01" });
    await createWeddingEvent(db, other.weddingId, { eventType: "Baraat", eventDate: "2027-06-01" });
    const [household] = await db
      .insert(households)
      .values({ weddingId: couple.weddingId, name: "The Khans", rsvpSalt: `salt-${uniqueNumber()}`, rsvpTokenHash: `hash-${uniqueNumber()}` })
      .returning();
    const [guest] = await db.insert(guests).values({ weddingId: couple.weddingId, householdId: household!.id, name: "Auntie Farah", email: "farah@example.test" }).returning();
    await db.insert(guestInvitations).values({ guestId: guest!.id, eventId, response: "attending", respondedAt: AT });
    await db.insert(budgetLines).values({ weddingId: couple.weddingId, eventId, category: "mehndi-artists", plannedPence: 45_000 });
    await db.insert(weddingTasks).values({ weddingId: couple.weddingId, title: "Book the mehndi artist" });
    const shortlistId = `list-${uniqueNumber()}`;
    await db.insert(shortlists).values({ id: shortlistId, shareId: `share-${uniqueNumber()}` });
    await db.insert(coupleShortlists).values({ userId: couple.userId, shortlistId });
    await db.insert(shortlistItems).values({ shortlistId, vendorId });
    const conversation = await createConversation(db, vendorId, { conversation: { coupleUserId: couple.userId } });
    enquiryId = conversation.enquiryId;
    await db.insert(conversationMessages).values([
      { enquiryId, sender: "vendor", body: "Yes, we are free that day." },
      { enquiryId, sender: "couple", body: "Wonderful, please send a quote." },
    ]);
    await db.insert(quotes).values({ enquiryId, vendorId, pricePence: 45_000, included: "Bridal mehndi", events: "Mehndi", eventDate: "2027-05-01", validUntil: "2027-01-01" });
    await createConversation(db, vendorId, { enquiry: { message: "Someone else's enquiry" } });
    await db.insert(vendorPackages).values({ vendorId, name: "Bridal", pricePence: 30_000 });
    await db.insert(vendorMailPreferences).values({ vendorId, monthlySummaryOff: AT, monthlySummaryChangedAt: AT });
  });

  it("gives a couple their wedding, guests, answers, budget, checklist, shortlist and conversation, and nobody else's", async () => {
    const { text, data } = await exportOf(getDb(), { kind: "couple", userId: couple.userId });
    expect(data.kind).toBe("couple");
    expect(rows(data, "events").map((event) => event.eventType)).toEqual(["Mehndi"]);
    expect(rows(data, "guests")).toEqual([expect.objectContaining({ name: "Auntie Farah", email: "farah@example.test" })]);
    expect(rows(data, "rsvps")).toEqual([expect.objectContaining({ guestId: rows(data, "guests")[0]!.id, eventId: rows(data, "events")[0]!.id, response: "attending" })]);
    expect(rows(data, "budget")).toEqual([expect.objectContaining({ plannedPence: 45_000 })]);
    expect(rows(data, "checklist").map((task) => task.title)).toEqual(["Book the mehndi artist"]);
    expect(rows(data, "shortlist")).toEqual([expect.objectContaining({ vendorId, vendorName: "Mehndi by Zara" })]);
    expect(rows(data, "conversations").map((row) => row.enquiryId)).toEqual([enquiryId]);
    // The vendor's reply is part of the couple's conversation.
    expect(rows(data, "messages").map((row) => row.body)).toEqual(["Yes, we are free that day.", "Wonderful, please send a quote."]);
    expect(rows(data, "quotes")).toEqual([expect.objectContaining({ enquiryId, pricePence: 45_000 })]);
    expect((data.wedding as Row).otherMembers).toBe(0);
    expect(text).not.toContain("Baraat");
    expect(text).not.toContain("Someone else's enquiry");
    for (const secret of ["rsvpSalt", "rsvpTokenHash", "salt-", "hash-", "password", "token"]) expect(text).not.toContain(secret);
  });

  it("gives a vendor their listing, packages, mail choice and every conversation of their inbox, without other accounts' ids", async () => {
    const subject = await vendorSubject(getDb(), vendorUser);
    const { text, data } = await exportOf(getDb(), subject);
    expect((data.listing as Row).name).toBe("Mehndi by Zara");
    expect(rows(data, "packages").map((row) => row.name)).toEqual(["Bridal"]);
    expect((data.mailPreferences as Row).monthlySummaryOff).toBe(AT.toISOString());
    expect(rows(data, "conversations")).toHaveLength(2);
    expect(rows(data, "messages")).toHaveLength(2);
    expect(text).not.toContain(couple.userId);
    expect(text).not.toContain("coupleUserId");
  });

  it("describes every field it writes in README.md", async () => {
    for (const subject of [{ kind: "couple", userId: couple.userId } as const, await vendorSubject(getDb(), vendorUser)]) {
      const { data } = await exportOf(getDb(), subject);
      const readme = dataExportReadme(getDb(), subject);
      for (const [name, value] of Object.entries(data)) {
        if (name === "kind" || name === "exportedAt") continue;
        expect(readme, name).toContain(`## ${name}\n`);
        const rows = Array.isArray(value) ? value : value ? [value] : [];
        for (const key of new Set(rows.flatMap((row) => Object.keys(row as object)))) expect(readme, `${name}.${key}`).toContain(`- \`${key}\`:`);
      }
    }
  });

  it("answers a zip of data.json and README.md, saved as my-data-{day}.zip and never cached", async () => {
    const response = dataExportResponse(getDb(), { kind: "couple", userId: couple.userId }, AT);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="my-data-2026-11-29.zip"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["README.md", "data.json"]);
    expect(JSON.parse(strFromU8(files["data.json"]!)).guests[0].name).toBe("Auntie Farah");
    expect(strFromU8(files["README.md"]!)).toContain("## guests");
  });

  describe("a vendor with 10,000 conversations", () => {
    let bigUser: string;
    let bigVendor: number;

    beforeAll(async () => {
      bigUser = (await createUser(getDb(), { role: "vendor" })).id;
      bigVendor = (await createVendor(getDb(), { name: "Busy Banquets", ownerUserId: bigUser })).id;
      await getDb().execute(sql`
        insert into enquiries (vendor_id, couple_name, couple_email, event_date, event_type, guest_count, message)
        select ${bigVendor}, 'Couple ' || g, 'couple-' || g || '@example.test', '2027-07-10', 'Walima', 200, 'Enquiry number ' || g
        from generate_series(1, 10000) g`);
      await getDb().execute(sql`
        insert into conversations (enquiry_id, vendor_id, last_message_at)
        select id, vendor_id, created_at from enquiries where vendor_id = ${bigVendor}`);
    });

    it("writes the first bytes before the later pages are read, and every conversation once in valid JSON", async () => {
      const subject = await vendorSubject(getDb(), bigUser);
      let text = "";
      let chunks = 0;
      let added: number | undefined;
      for await (const chunk of dataExportChunks(getDb(), subject, AT)) {
        text += chunk;
        chunks += 1;
        // Once the first page of conversations has been written, a conversation made now can only be in the file if
        // the pages after it were still unread.
        if (added === undefined && text.includes("Enquiry number 1\"")) {
          added = (await createConversation(getDb(), bigVendor, { enquiry: { message: "Sent during the download" } })).enquiryId;
        }
      }
      expect(added).toBeDefined();
      const data = JSON.parse(text) as Exported;
      const ids = rows(data, "conversations").map((row) => row.enquiryId as number);
      expect(ids).toHaveLength(10_001);
      expect(new Set(ids).size).toBe(10_001);
      expect(ids.at(-1)).toBe(added);
      expect(chunks).toBeGreaterThan(20);
    }, 60_000);

    it("streams the zip of them", async () => {
      const subject = await vendorSubject(getDb(), bigUser);
      const response = dataExportResponse(getDb(), subject, AT);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(JSON.parse(strFromU8(files["data.json"]!)).conversations.length).toBeGreaterThanOrEqual(10_000);
    }, 60_000);
  });
});
