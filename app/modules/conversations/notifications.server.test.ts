import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { conversationMessages } from "~/db/schema";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { storeMessage } from "~/modules/conversations/messages.server";
import { NOTIFICATION_BATCH_MS, notifyParty, sendDueNotifications, vendorConversationUrl, type NotificationDeps } from "~/modules/conversations/notifications.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { advanceClock, now, resetClock, setClock } from "~/modules/time/clock";
import { createConversation, type ConversationOverrides } from "../../../tests/support/conversations";
import { createVendor, uniqueNumber } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "https://shaadi.example";
const REPLY_DOMAIN = "reply.shaadi.example";
const START = new Date("2026-06-01T12:00:00Z");
const MINUTE = 60_000;

/** The couple's private link in a mail's text, and its token. */
const linkTokenIn = (text: string) => new RegExp(`${PUBLIC_URL}/messages/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
/** The token of a reply address `reply+{token}@{REPLY_DOMAIN}`. */
const replyTokenIn = (address: string | undefined) => new RegExp(`^reply\\+([A-Za-z0-9_-]{43})@${REPLY_DOMAIN.replaceAll(".", "\\.")}$`).exec(address ?? "")?.[1];

describeEachDatabase("new-message mails", (getDb) => {
  const sent: MailMessage[] = [];
  let clockTime = START;
  const deps = (overrides: Partial<NotificationDeps> = {}): NotificationDeps => ({
    db: getDb(),
    sendMail: async (message) => void sent.push(message),
    publicUrl: PUBLIC_URL,
    supportEmail: "help@shaadi.example",
    ...overrides,
  });
  /** Moves the app clock on by `ms` from where it stands. */
  const wait = (ms: number) => {
    clockTime = new Date(clockTime.getTime() + ms);
  };

  beforeAll(() => setClock(() => clockTime));
  afterAll(() => resetClock());
  beforeEach(() => {
    sent.length = 0;
    clockTime = new Date(clockTime.getTime() + 24 * 60 * MINUTE);
    setClock(() => clockTime);
  });

  /** A conversation of a new vendor with its own mailbox, sent now. */
  const createConversationOfNewVendor = async (overrides: ConversationOverrides = {}) => {
    const n = uniqueNumber();
    const vendor = await createVendor(getDb(), { name: `Mehndi Studio ${n}`, email: `vendor-${n}@example.test` });
    const created = await createConversation(getDb(), vendor.id, { sentAt: now(), ...overrides });
    return { ...created, coupleEmail: created.enquiry.coupleEmail, vendorEmail: vendor.email! };
  };
  const vendorWrites = (enquiryId: number, body: string) => storeMessage(getDb(), { enquiryId, sender: "vendor", body });

  it("mails the couple's first message at once, with a private link to the conversation and no reply address", async () => {
    const conversation = await createConversationOfNewVendor();
    await vendorWrites(conversation.enquiryId, "Yes, we are free on 12 June.");
    expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(1);

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ template: "conversation-message", to: conversation.coupleEmail, replyTo: undefined });
    expect(mail!.subject).toContain("New message from Mehndi Studio");
    expect(mail!.text).toContain("Yes, we are free on 12 June.");
    expect(mail!.text).toContain("Open the conversation to reply:");
    const token = linkTokenIn(mail!.text);
    expect(await resolveConversationToken(getDb(), token, "link")).toEqual({ enquiryId: conversation.enquiryId, party: "couple" });
    // A link is not a reply address.
    expect(await resolveConversationToken(getDb(), token, "reply")).toBeUndefined();
    const [message] = await getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, conversation.enquiryId));
    expect(message!.notifiedAt).toEqual(now());
  });

  it("holds later messages within 15 minutes of the last mail and sends them together at the first sweep after", async () => {
    const conversation = await createConversationOfNewVendor();
    await vendorWrites(conversation.enquiryId, "First: we are free.");
    expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(1);
    const firstMailAt = now();

    wait(4 * MINUTE);
    await vendorWrites(conversation.enquiryId, "Second: our menu is attached on the site.");
    expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(0);
    wait(6 * MINUTE);
    await vendorWrites(conversation.enquiryId, "Third: we can hold the date for a week.");
    expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(0);
    // The sweeps within the 15 minutes send nothing.
    wait(4 * MINUTE);
    expect(await sendDueNotifications(deps())).toBe(0);
    expect(sent).toHaveLength(1);

    clockTime = new Date(firstMailAt.getTime() + NOTIFICATION_BATCH_MS + MINUTE);
    expect(await sendDueNotifications(deps())).toBe(1);
    expect(sent).toHaveLength(2);
    const batch = sent[1]!;
    expect(batch.to).toBe(conversation.coupleEmail);
    expect(batch.subject).toContain("2 new messages from");
    expect(batch.text.indexOf("Second: our menu")).toBeGreaterThan(-1);
    expect(batch.text.indexOf("Third: we can hold")).toBeGreaterThan(batch.text.indexOf("Second: our menu"));
    expect(batch.text).not.toContain("First: we are free.");
    expect(linkTokenIn(batch.text)).toBeDefined();

    // Nothing is left to send.
    wait(20 * MINUTE);
    expect(await sendDueNotifications(deps())).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it("gives each mail a new reply address of the side it goes to when a reply domain is set", async () => {
    const conversation = await createConversationOfNewVendor();
    await vendorWrites(conversation.enquiryId, "Happy to help.");
    await notifyParty(deps({ replyDomain: REPLY_DOMAIN }), conversation.enquiryId, "couple");
    await storeMessage(getDb(), { enquiryId: conversation.enquiryId, sender: "couple", body: "Lovely, thank you." });
    await notifyParty(deps({ replyDomain: REPLY_DOMAIN }), conversation.enquiryId, "vendor");

    const [toCouple, toVendor] = sent;
    expect(toCouple!.text).toContain("Reply to this email, or open the conversation:");
    expect(await resolveConversationToken(getDb(), replyTokenIn(toCouple!.replyTo), "reply")).toEqual({ enquiryId: conversation.enquiryId, party: "couple" });
    expect(toVendor).toMatchObject({ to: conversation.vendorEmail });
    expect(toVendor!.text).toContain(vendorConversationUrl(PUBLIC_URL, conversation.enquiryId));
    expect(linkTokenIn(toVendor!.text)).toBeUndefined();
    expect(await resolveConversationToken(getDb(), replyTokenIn(toVendor!.replyTo), "reply")).toEqual({ enquiryId: conversation.enquiryId, party: "vendor" });
    // A reply address does not open the couple's page.
    expect(await resolveConversationToken(getDb(), replyTokenIn(toCouple!.replyTo), "link")).toBeUndefined();
  });

  it("sends one mail when two instances notify the same side at once", async () => {
    const conversation = await createConversationOfNewVendor();
    await vendorWrites(conversation.enquiryId, "One mail only, please.");
    const counts = await Promise.all([notifyParty(deps(), conversation.enquiryId, "couple"), notifyParty(deps(), conversation.enquiryId, "couple")]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(sent).toHaveLength(1);
    expect(await sendDueNotifications(deps(), new Date(now().getTime() + NOTIFICATION_BATCH_MS))).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("leaves the messages of a mail that could be neither sent nor queued for the next sweep", async () => {
    const conversation = await createConversationOfNewVendor();
    await vendorWrites(conversation.enquiryId, "This mail meets a broken queue.");
    const broken = deps({ sendMail: () => Promise.reject(new Error("queue unavailable")) });
    await expect(notifyParty(broken, conversation.enquiryId, "couple")).rejects.toThrow("queue unavailable");
    expect(sent).toEqual([]);

    wait(MINUTE);
    expect(await sendDueNotifications(deps())).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([conversation.coupleEmail]);
    expect(sent[0]!.text).toContain("This mail meets a broken queue.");
  });

  it("runs by the app clock when moved with advanceClock", async () => {
    resetClock();
    try {
      const conversation = await createConversationOfNewVendor();
      await vendorWrites(conversation.enquiryId, "Sent at the real time.");
      expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(1);
      await vendorWrites(conversation.enquiryId, "Held for the sweep.");
      expect(await notifyParty(deps(), conversation.enquiryId, "couple")).toBe(0);
      advanceClock(NOTIFICATION_BATCH_MS + MINUTE);
      expect(await sendDueNotifications(deps())).toBe(1);
      expect(sent[1]!.text).toContain("Held for the sweep.");
    } finally {
      setClock(() => clockTime);
    }
  });
});
