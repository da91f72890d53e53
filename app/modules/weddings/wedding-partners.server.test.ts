import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { weddingInvitations, weddings } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";
import { weddingEventSchema } from "~/modules/weddings/wedding-event-form";
import { addWeddingEvent, listCoupleEvents } from "~/modules/weddings/wedding-events.server";
import {
  cancelWeddingInvitation,
  inviteWeddingPartner,
  joinWedding,
  PARTNER_INVITATION_LIMITS,
  removeWeddingMember,
  weddingPartnersOf,
} from "~/modules/weddings/wedding-partners.server";
import { createCoupleAccount, type CoupleAccount } from "../../../tests/support/couple-account";
import { createUser, uniqueNumber } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#partner, decision 083: a couple invites their partner by email; signing in with that
// address joins the wedding (at once when their own planner is empty, after 'Join' otherwise); at most two members;
// either removes the other; a vendor's address is mailed nothing; invitations are rate-limited.

const event = (eventType: string, eventDate: string) =>
  weddingEventSchema.parse({ eventType, customName: "", eventDate, placeName: "Leicester", venueName: "", guestCount: "150" });
const address = (name: string) => `${name}-${uniqueNumber()}@example.test`;

describeEachDatabase("a wedding's partner", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  const deps = { sendMail: async (message: MailMessage) => void sent.push(message), publicUrl: "https://shaadi.example", supportEmail: "help@shaadi.example" };
  beforeAll(() => {
    auth = createAuth(getDb(), { config: testAuthConfig(), sendMail: async (message) => void sent.push(message) });
  });
  const couple = (email = address("couple")) => createCoupleAccount(getDb(), auth, sent, { email });
  const invite = (from: CoupleAccount, email: string) => inviteWeddingPartner(getDb(), deps, { userId: from.userId, inviterEmail: from.email, email });

  it("mails the invitation, and the partner joins on signing in, seeing the same events with the same rights", async () => {
    const amira = await couple();
    await addWeddingEvent(getDb(), amira.userId, event("Walima", "2027-08-14"));
    const partnerEmail = address("bilal");
    await invite(amira, partnerEmail.toUpperCase());
    const mail = sent.findLast((message) => message.template === "wedding-partner-invitation");
    expect(mail).toMatchObject({ to: partnerEmail, subject: `${amira.email} invited you to plan your wedding – Shaadi Vendors UK` });
    expect(mail!.text).toContain("https://shaadi.example/planner");
    expect((await weddingPartnersOf(getDb(), amira.userId)).invitations).toEqual([{ id: expect.any(Number), email: partnerEmail }]);

    const bilal = await couple(partnerEmail);
    expect(await findWeddingId(getDb(), bilal.userId)).toBe(await findWeddingId(getDb(), amira.userId));
    expect(await listCoupleEvents(getDb(), bilal.userId)).toEqual(await listCoupleEvents(getDb(), amira.userId));
    await addWeddingEvent(getDb(), bilal.userId, event("Mehndi", "2027-08-12"));
    expect((await listCoupleEvents(getDb(), amira.userId)).map((row) => row.eventType)).toEqual(["Mehndi", "Walima"]);
    const partners = await weddingPartnersOf(getDb(), amira.userId);
    expect(partners.members.map((member) => [member.email, member.you])).toEqual([
      [amira.email, true],
      [partnerEmail, false],
    ]);
    expect(partners.invitations).toEqual([]);
    expect((await refusal(invite(amira, address("third")))).code).toBe("conflict");
  });

  it("mails nothing to a vendor's or admin's address, answering the same", async () => {
    const amira = await couple();
    const vendor = await createUser(getDb(), { email: address("vendor"), role: "vendor" });
    const before = sent.length;
    await invite(amira, vendor.email);
    expect(sent.length).toBe(before);
    expect((await weddingPartnersOf(getDb(), amira.userId)).invitations.map((row) => row.email)).toEqual([vendor.email]);
  });

  it("refuses the couple's own address and a second invitation while one waits; a waiting one can be cancelled by its wedding only", async () => {
    const amira = await couple();
    expect((await refusal(invite(amira, amira.email))).fieldErrors).toEqual({ email: "That is your own address: please enter your partner's." });
    await invite(amira, address("first"));
    expect((await refusal(invite(amira, address("second")))).message).toBe("You have already invited someone: cancel that invitation to invite another address.");
    const [waiting] = (await weddingPartnersOf(getDb(), amira.userId)).invitations;
    const stranger = await couple();
    await addWeddingEvent(getDb(), stranger.userId, event("Nikah", "2027-08-13"));
    expect((await refusal(cancelWeddingInvitation(getDb(), stranger.userId, waiting!.id))).code).toBe("not_found");
    expect((await weddingPartnersOf(getDb(), amira.userId)).invitations).toHaveLength(1);
    await cancelWeddingInvitation(getDb(), amira.userId, waiting!.id);
    expect((await weddingPartnersOf(getDb(), amira.userId)).invitations).toEqual([]);
  });

  it("asks a partner whose own planner holds something before joining, then leaves that planner behind", async () => {
    const amira = await couple();
    await addWeddingEvent(getDb(), amira.userId, event("Walima", "2027-08-14"));
    const bilal = await couple();
    await addWeddingEvent(getDb(), bilal.userId, event("Sangeet", "2027-07-01"));
    const ownWedding = (await findWeddingId(getDb(), bilal.userId))!;
    await invite(amira, bilal.email);
    await couple(bilal.email);
    expect(await findWeddingId(getDb(), bilal.userId)).toBe(ownWedding);
    const { offers } = await weddingPartnersOf(getDb(), bilal.userId);
    expect(offers).toEqual([{ id: expect.any(Number), invitedBy: amira.email }]);
    expect((await refusal(joinWedding(getDb(), amira.userId, amira.email, offers[0]!.id))).code).toBe("not_found");

    await joinWedding(getDb(), bilal.userId, bilal.email, offers[0]!.id);
    expect((await listCoupleEvents(getDb(), bilal.userId)).map((row) => row.eventType)).toEqual(["Walima"]);
    expect(await getDb().select().from(weddings).where(eq(weddings.id, ownWedding))).toEqual([]);
  });

  it("lets either member remove the other, who keeps an empty planner and may be invited again; no one else's id works", async () => {
    const amira = await couple();
    await addWeddingEvent(getDb(), amira.userId, event("Walima", "2027-08-14"));
    const partnerEmail = address("bilal");
    await invite(amira, partnerEmail);
    const bilal = await couple(partnerEmail);
    const stranger = await couple();
    await addWeddingEvent(getDb(), stranger.userId, event("Nikah", "2027-08-13"));
    expect((await refusal(removeWeddingMember(getDb(), stranger.userId, amira.userId))).code).toBe("not_found");
    expect((await refusal(removeWeddingMember(getDb(), amira.userId, amira.userId))).code).toBe("not_found");
    expect((await weddingPartnersOf(getDb(), amira.userId)).members).toHaveLength(2);

    await removeWeddingMember(getDb(), bilal.userId, amira.userId);
    expect(await listCoupleEvents(getDb(), amira.userId)).toEqual([]);
    expect(await findWeddingId(getDb(), amira.userId)).toBeUndefined();
    expect((await listCoupleEvents(getDb(), bilal.userId)).map((row) => row.eventType)).toEqual(["Walima"]);
    await invite(bilal, amira.email);
    const rows = await getDb().select().from(weddingInvitations).where(eq(weddingInvitations.email, amira.email));
    expect(rows.map((row) => row.acceptedAt)).toEqual([null]);
  });

  it("refuses invitations past the account's daily limit", async () => {
    const amira = await couple();
    for (let index = 0; index < PARTNER_INVITATION_LIMITS.perAccount.max; index += 1) {
      await invite(amira, address(`try${index}`));
      const [waiting] = (await weddingPartnersOf(getDb(), amira.userId)).invitations;
      await cancelWeddingInvitation(getDb(), amira.userId, waiting!.id);
    }
    const refused = await refusal(invite(amira, address("late")));
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toMatch(/^Too many invitations were sent\. Please try again in \d+ hours?\.$/);
  });
});
