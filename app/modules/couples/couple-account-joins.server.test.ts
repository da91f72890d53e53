import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { conversations, coupleShortlists, shortlistItems, shortlists } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { coupleConversationPath, listCoupleConversations } from "~/modules/couples/couple-conversations.server";
import { joinAccountShortlist } from "~/modules/couples/couple-shortlist.server";
import { plannerOf } from "~/modules/couples/planner.server";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { saveToShortlist } from "~/modules/shortlist/shortlist-store.server";
import { shortlistVendorIds } from "~/modules/shortlist/shortlist-views.server";
import { createConversation } from "../../../tests/support/conversations";
import { createCoupleAccount } from "../../../tests/support/couple-account";
import { createCategory, createUser, createVendor, uniqueNumber, type CreatedVendor } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#couple-accounts, decision 081: at sign-in the browser's shortlist joins the account
// (deduplicated, never another account's list), and so do the conversations of enquiries sent from the proven email;
// a couple reaches only their own.

/** A browser's anonymous shortlist holding `saved`, as 'Save to shortlist' leaves it. Output: its id (the cookie). */
async function browserShortlist(db: Parameters<typeof saveToShortlist>[0], saved: readonly CreatedVendor[]): Promise<string> {
  let id: string | undefined;
  for (const vendor of saved) id = (await saveToShortlist(db, id, vendor.id)).shortlist.id;
  return id!;
}

describeEachDatabase("a couple's account joins their shortlist and conversations", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  let v: CreatedVendor[];
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(), sendMail: async (message) => void sent.push(message) });
    const category = await createCategory(getDb(), { name: "Photographers" });
    v = [];
    for (let index = 0; index < 4; index += 1) v.push(await createVendor(getDb(), { categoryId: category.id, name: `Lens ${index}` }));
  });

  describe("the shortlist", () => {
    it("takes the browser's list as the account's on the first sign-in, and shows it on another device", async () => {
      const browser = await browserShortlist(getDb(), [v[0]!, v[1]!]);
      const couple = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: browser });
      expect(couple.shortlistId).toBe(browser);
      // Another device, without a shortlist of its own, signs in to the same list.
      const elsewhere = await createCoupleAccount(getDb(), auth, sent, { email: couple.email });
      expect(elsewhere.shortlistId).toBe(browser);
      expect((await plannerOf(getDb(), couple.userId)).vendors.map((vendor) => vendor.id)).toEqual([v[0]!.id, v[1]!.id]);
    });

    it("adds another browser's vendors to the account's list once each, leaving that browser's list as it was", async () => {
      const first = await browserShortlist(getDb(), [v[0]!, v[1]!]);
      const couple = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: first });
      const second = await browserShortlist(getDb(), [v[1]!, v[2]!]);
      const again = await createCoupleAccount(getDb(), auth, sent, { email: couple.email, browserShortlistId: second });
      expect(again.shortlistId).toBe(first);
      expect(await shortlistVendorIds(getDb(), first)).toEqual([v[0]!.id, v[1]!.id, v[2]!.id]);
      expect(await shortlistVendorIds(getDb(), second)).toEqual([v[1]!.id, v[2]!.id]);
      // Signing in again with the account's own list in the cookie changes nothing.
      expect(await joinAccountShortlist(getDb(), couple.userId, first)).toBe(first);
      expect(await shortlistVendorIds(getDb(), first)).toEqual([v[0]!.id, v[1]!.id, v[2]!.id]);
    });

    it("gives an account a new empty list when the browser has none, and ignores a forged cookie", async () => {
      const couple = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: "AAAAAAAAAAAAAAAAAAAAAAAA" });
      expect(couple.shortlistId).not.toBe("AAAAAAAAAAAAAAAAAAAAAAAA");
      expect(await getDb().select().from(shortlists).where(eq(shortlists.id, couple.shortlistId))).toHaveLength(1);
      expect((await plannerOf(getDb(), couple.userId)).vendors).toEqual([]);
    });

    it("never joins another couple's list to an account, even from the same browser", async () => {
      const aList = await browserShortlist(getDb(), [v[3]!]);
      const a = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: aList });
      const b = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: aList });
      expect(b.shortlistId).not.toBe(a.shortlistId);
      expect(await shortlistVendorIds(getDb(), b.shortlistId)).toEqual([]);
      const holders = await getDb().select().from(coupleShortlists).where(eq(coupleShortlists.shortlistId, aList));
      expect(holders.map((row) => row.userId)).toEqual([a.userId]);
    });

    it("joins two first sign-ins at once to one list holding both browsers' vendors", async () => {
      const user = await createUser(getDb(), { role: "couple", emailVerified: true });
      const lists = [await browserShortlist(getDb(), [v[0]!]), await browserShortlist(getDb(), [v[1]!, v[0]!])];
      const joined = await Promise.all(lists.map((list) => joinAccountShortlist(getDb(), user.id, list)));
      expect(joined[1]).toBe(joined[0]);
      expect(lists).toContain(joined[0]);
      expect((await shortlistVendorIds(getDb(), joined[0])).sort()).toEqual([v[0]!.id, v[1]!.id].sort());
    });

    it("keeps when each vendor was saved and enquired", async () => {
      const browser = await browserShortlist(getDb(), [v[2]!]);
      const enquiredAt = new Date("2026-10-01T12:00:00Z");
      await getDb().update(shortlistItems).set({ enquiredAt }).where(eq(shortlistItems.shortlistId, browser));
      const couple = await createCoupleAccount(getDb(), auth, sent, { browserShortlistId: await browserShortlist(getDb(), [v[0]!]) });
      await createCoupleAccount(getDb(), auth, sent, { email: couple.email, browserShortlistId: browser });
      const [item] = await getDb().select().from(shortlistItems).where(and(eq(shortlistItems.shortlistId, couple.shortlistId), eq(shortlistItems.vendorId, v[2]!.id)));
      expect(item?.enquiredAt?.toISOString()).toBe(enquiredAt.toISOString());
    });
  });

  describe("conversations", () => {
    it("joins the conversations of enquiries sent from the account's email, in any case, and no others", async () => {
      const email = `amira-${uniqueNumber()}@example.test`;
      const own = await createConversation(getDb(), v[0]!.id, { enquiry: { coupleEmail: email.toUpperCase() } });
      const held = await createConversation(getDb(), v[1]!.id, { enquiry: { coupleEmail: email }, delivery: "held" });
      const stranger = await createConversation(getDb(), v[2]!.id);
      const couple = await createCoupleAccount(getDb(), auth, sent, { email });
      const listed = await listCoupleConversations(getDb(), couple.userId);
      expect(listed.map((row) => row.enquiryId)).toEqual([own.enquiryId]);
      expect(listed[0]).toMatchObject({ vendorName: "Lens 0", eventType: "Walima", stage: "open", unread: false });
      const [strangerRow] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, stranger.enquiryId));
      expect(strangerRow?.coupleUserId).toBeNull();
      expect((await getDb().select().from(conversations).where(eq(conversations.enquiryId, held.enquiryId)))[0]?.coupleUserId).toBeNull();
    });

    it("opens the couple's own conversation through a fresh private link, and refuses another couple's", async () => {
      const a = await createCoupleAccount(getDb(), auth, sent);
      const b = await createCoupleAccount(getDb(), auth, sent);
      const aConversation = await createConversation(getDb(), v[0]!.id, { enquiry: { coupleEmail: a.email } });
      const bConversation = await createConversation(getDb(), v[1]!.id, { enquiry: { coupleEmail: b.email } });
      // Enquiries sent after the account was made join at the next sign-in.
      await createCoupleAccount(getDb(), auth, sent, { email: a.email });
      await createCoupleAccount(getDb(), auth, sent, { email: b.email });
      const path = await coupleConversationPath(getDb(), a.userId, aConversation.enquiryId);
      const token = path.replace("/messages/", "");
      expect(await resolveConversationToken(getDb(), token, "link")).toEqual({ enquiryId: aConversation.enquiryId, party: "couple" });
      const refused = await refusal(coupleConversationPath(getDb(), a.userId, bConversation.enquiryId));
      expect(refused).toMatchObject({ code: "not_found", message: "This conversation could not be found." });
      expect((await plannerOf(getDb(), a.userId)).conversations.map((row) => row.enquiryId)).toEqual([aConversation.enquiryId]);
    });
  });
});
