import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { conversationMessages, conversations, conversationTokens, mailOutbox, rateLimits, vendorErasures } from "~/db/schema";
import { mintConversationToken, revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { MESSAGE_LIMITS, storeMessage } from "~/modules/conversations/messages.server";
import { signMailgunPost } from "~/modules/mail/mailgun-inbound.server";
import { advanceClock, now, resetClock, systemNow } from "~/modules/time/clock";
import { action, loader } from "~/routes/api.webhooks.inbound-mail";
import { createConversation, type ConversationOverrides } from "../../tests/support/conversations";
import { createVendor, uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

const DOMAIN = "reply.shaadi.example";
const SIGNING_KEY = "key-test-0123456789abcdef";
const ENV = { INBOUND_MAIL_DOMAIN: DOMAIN, MAILGUN_WEBHOOK_SIGNING_KEY: SIGNING_KEY, PUBLIC_URL: "https://shaadi.example" };

const savedEnv: Record<string, string | undefined> = {};
const useEnv = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    if (!(name in savedEnv)) savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  resetConfigForTests();
};
beforeAll(() => useEnv(ENV));
afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});
afterEach(() => resetClock());

/** The text of a reply as a mail client sends it: the answer, a signature, and the mail it answers quoted. */
const REPLY_MAIL = [
  "Saturday works for us. See you then!",
  "",
  "-- ",
  "Asha Patel",
  "07700 900123",
  "",
  "On Mon, 1 Jun 2026 at 12:00, Shaadi Vendors UK <reply+QuotedTokenQuotedTokenQuotedTokenQuotedTok@reply.shaadi.example> wrote:",
  "> Yes, we are free on 12 June.",
  "> Open the conversation: https://shaadi.example/messages/QuotedTokenQuotedTokenQuotedTokenQuotedTok",
  "",
].join("\n");

type Fields = Record<string, string>;

/** Mailgun's signed fields for the app clock's time (or `at`), with a new Mailgun token. */
function signed(at: Date = now(), key = SIGNING_KEY): Fields {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const token = randomBytes(25).toString("hex");
  return { timestamp, token, signature: signMailgunPost(key, timestamp, token) };
}

/** A forwarded mail to `recipient`, urlencoded as Mailgun posts a mail without attachments. */
function forwarded(recipient: string, fields: Fields = {}): Fields {
  return {
    ...signed(),
    recipient,
    sender: "asha.patel@example.test",
    from: "Asha Patel <asha.patel@example.test>",
    subject: "Re: New message from Mehndi Studio",
    "body-plain": REPLY_MAIL,
    "stripped-text": "Saturday works for us. See you then!",
    "Message-Id": `<${randomBytes(8).toString("hex")}@mail.example.test>`,
    "message-headers": JSON.stringify([["Subject", "Re: New message"]]),
    ...fields,
  };
}

const post = (fields: Fields) =>
  routeResponse(action, new Request("http://localhost:3000/api/webhooks/inbound-mail", { method: "POST", body: new URLSearchParams(fields) }));

/** The same fields as multipart/form-data, with a photo attached as Mailgun sends attachments. */
function postMultipart(fields: Fields): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("attachment-count", "1");
  form.set("attachment-1", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "venue.jpg", { type: "image/jpeg" }));
  return routeResponse(action, new Request("http://localhost:3000/api/webhooks/inbound-mail", { method: "POST", body: form }));
}

describeEachDatabase("POST /api/webhooks/inbound-mail", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  /** A conversation of a new vendor with its own mailbox, sent now. */
  const createConversationOfNewVendor = async (overrides: ConversationOverrides = {}) => {
    const n = uniqueNumber();
    const vendor = await createVendor(getDb(), { name: `Mehndi Studio ${n}`, email: `vendor-${n}@example.test` });
    const created = await createConversation(getDb(), vendor.id, { sentAt: now(), ...overrides });
    return { ...created, coupleEmail: created.enquiry.coupleEmail, vendorEmail: vendor.email! };
  };
  const replyAddressOf = async (conversation: { enquiryId: number }, party: "couple" | "vendor") =>
    `reply+${await mintConversationToken(getDb(), { enquiryId: conversation.enquiryId, party, purpose: "reply" })}@${DOMAIN}`;
  const messagesOf = (enquiryId: number) => getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId));
  const rows = async () => {
    const [messages] = await getDb().select({ n: count() }).from(conversationMessages);
    const [tokens] = await getDb().select({ n: count() }).from(conversationTokens);
    const [limits] = await getDb().select({ n: count() }).from(rateLimits);
    const [mails] = await getDb().select({ n: count() }).from(mailOutbox);
    const states = await getDb().select().from(conversations).orderBy(conversations.enquiryId);
    return { messages: messages!.n, tokens: tokens!.n, limits: limits!.n, mails: mails!.n, states };
  };
  /** Posts `fields` and expects the refusal `status` with nothing written anywhere. */
  const expectRefused = async (fields: Fields, status: number, error: string | RegExp) => {
    const before = await rows();
    const response = await post(fields);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(error);
    expect(await rows()).toEqual(before);
  };

  it("stores the couple's reply in its conversation, by email, without quotes or signature, and mails the vendor", async () => {
    const conversation = await createConversationOfNewVendor();
    const other = await createConversationOfNewVendor();
    const response = await post(forwarded(await replyAddressOf(conversation, "couple")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: true });

    const [message, ...more] = await messagesOf(conversation.enquiryId);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ sender: "couple", via: "email", body: "Saturday works for us. See you then!", quoteId: null });
    expect(await messagesOf(other.enquiryId)).toEqual([]);
    const [state] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, conversation.enquiryId));
    expect(state).toMatchObject({ lastMessageFrom: "couple" });

    // The vendor is told at once, with its own reply address.
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, conversation.vendorEmail));
    expect(mail!.text).toContain("Saturday works for us. See you then!");
    expect(mail!.replyTo).toMatch(new RegExp(`^reply\\+[A-Za-z0-9_-]{43}@${DOMAIN.replaceAll(".", "\\.")}$`));
  });

  it("stores a vendor's reply sent with an attachment (multipart) as the vendor's", async () => {
    const conversation = await createConversationOfNewVendor();
    const fields = forwarded(await replyAddressOf(conversation, "vendor"), { "body-plain": "Our menu is attached.\n\nOn 1 Jun 2026, Asha wrote:\n> Do you do vegan?" });
    const response = await postMultipart(fields);
    expect(response.status).toBe(200);
    expect((await messagesOf(conversation.enquiryId)).map(({ sender, via, body }) => ({ sender, via, body }))).toEqual([
      { sender: "vendor", via: "email", body: "Our menu is attached." },
    ]);
  });

  it("refuses a forged signature with 401 and writes nothing", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    await expectRefused(forwarded(address, signed(now(), "key-of-someone-else")), 401, "Invalid signature");
    await expectRefused(forwarded(address, { signature: "not-hex" }), 401, "Invalid signature");
    // A valid signature of other fields: the token was changed after signing.
    await expectRefused(forwarded(address, { ...signed(), token: randomBytes(25).toString("hex") }), 401, "Invalid signature");
    expect(await messagesOf(conversation.enquiryId)).toEqual([]);
  });

  it("refuses a timestamp more than 5 minutes from the app clock with 406 and writes nothing", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    // Signed now by Mailgun's clock, received with the app clock 6 minutes on.
    const signedNow = signed(systemNow());
    advanceClock(6 * 60_000);
    await expectRefused(forwarded(address, signedNow), 406, /timestamp/);
    resetClock();
    await expectRefused(forwarded(address, signed(new Date(now().getTime() + 6 * 60_000))), 406, /timestamp/);
    // Within the 5 minutes either way it is accepted.
    advanceClock(4 * 60_000);
    expect((await post(forwarded(address, signed(systemNow())))).status).toBe(200);
  });

  it("refuses a replayed post with 406 and stores the reply once", async () => {
    const conversation = await createConversationOfNewVendor();
    const fields = forwarded(await replyAddressOf(conversation, "couple"));
    expect((await post(fields)).status).toBe(200);
    await expectRefused(fields, 406, "This post was already received");
    await expectRefused({ ...fields, "Message-Id": "<another@mail.example.test>" }, 406, "This post was already received");
    expect(await messagesOf(conversation.enquiryId)).toHaveLength(1);
  });

  it("stores a mail Mailgun posts again (new signature, same Message-Id) once", async () => {
    const conversation = await createConversationOfNewVendor();
    const fields = forwarded(await replyAddressOf(conversation, "couple"));
    expect((await post(fields)).status).toBe(200);
    const again = await post({ ...fields, ...signed() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false, reason: "duplicate" });
    expect(await messagesOf(conversation.enquiryId)).toHaveLength(1);
  });

  it("refuses an unknown, malformed, foreign-domain, revoked or link token with 406 and writes nothing", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    const token = /^reply\+(.+)@/.exec(address)![1]!;
    await expectRefused(forwarded(`reply+${randomBytes(32).toString("base64url")}@${DOMAIN}`), 406, "Unknown reply address");
    await expectRefused(forwarded(`reply+not-a-token@${DOMAIN}`), 406, "Unknown reply address");
    await expectRefused(forwarded(`reply+${token}@elsewhere.example`), 406, "Unknown reply address");
    await expectRefused(forwarded(`someone@${DOMAIN}`), 406, "Unknown reply address");
    // The couple's private link is not a reply address.
    const link = await mintConversationToken(getDb(), { enquiryId: conversation.enquiryId, party: "couple", purpose: "link" });
    await expectRefused(forwarded(`reply+${link}@${DOMAIN}`), 406, "Unknown reply address");

    await revokeConversationTokens(getDb(), conversation.enquiryId);
    await expectRefused(forwarded(address), 406, "Unknown reply address");
    expect(await messagesOf(conversation.enquiryId)).toEqual([]);
  });

  it("reads the domain without case and the address in angle brackets", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    const response = await post(forwarded(`<${address.replace(DOMAIN, DOMAIN.toUpperCase())}>`));
    expect(response.status).toBe(200);
    expect(await messagesOf(conversation.enquiryId)).toHaveLength(1);
  });

  it("refuses a reply in the conversation of an enquiry that is not delivered", async () => {
    for (const delivery of ["held", "rejected", "not_genuine"]) {
      const conversation = await createConversationOfNewVendor({ delivery });
      await expectRefused(forwarded(await replyAddressOf(conversation, "couple")), 406, "not delivered");
    }
  });

  it("drops a reply that is empty without its quotes, and an automatic answer, with 200 and nothing stored", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    const before = await rows();
    const empty = await post(forwarded(address, { "body-plain": "\n\nOn Mon, 1 Jun 2026, Mehndi Studio wrote:\n> Yes, we are free.\n" }));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ stored: false, reason: "empty" });
    const outOfOffice = await post(
      forwarded(address, { "body-plain": "I am away until Monday.", "message-headers": JSON.stringify([["Auto-Submitted", "auto-replied"]]) }),
    );
    expect(outOfOffice.status).toBe(200);
    expect(await outOfOffice.json()).toEqual({ stored: false, reason: "automatic" });
    expect(await rows()).toEqual(before);
  });

  it("drops either side's reply with 200 while the vendor's account deletion is pending, and stores it once restored", async () => {
    const conversation = await createConversationOfNewVendor();
    const [erasure] = await getDb()
      .insert(vendorErasures)
      .values({ vendorId: conversation.vendorId, requestedAt: now(), eraseAfter: new Date(now().getTime() + 30 * 86_400_000) })
      .returning({ id: vendorErasures.id });
    const before = await rows();
    for (const party of ["couple", "vendor"] as const) {
      const response = await post(forwarded(await replyAddressOf(conversation, party)));
      expect(response.status, party).toBe(200);
      expect(await response.json()).toEqual({ stored: false, reason: "closed" });
    }
    const after = await rows();
    expect({ ...after, tokens: before.tokens }).toEqual(before);

    await getDb().update(vendorErasures).set({ restoredAt: now() }).where(eq(vendorErasures.id, erasure!.id));
    expect(await (await post(forwarded(await replyAddressOf(conversation, "couple")))).json()).toEqual({ stored: true });
    expect(await messagesOf(conversation.enquiryId)).toHaveLength(1);
  });

  it("cuts a reply to 5,000 characters and removes conversation links and reply addresses", async () => {
    const conversation = await createConversationOfNewVendor();
    const address = await replyAddressOf(conversation, "couple");
    const secret = randomBytes(32).toString("base64url");
    const body = `Our link is https://shaadi.example/messages/${secret} and write to reply+${secret}@${DOMAIN}.\n${"x".repeat(6000)}`;
    expect((await post(forwarded(address, { "body-plain": body }))).status).toBe(200);
    const [message] = await messagesOf(conversation.enquiryId);
    expect(message!.body).toHaveLength(5000);
    expect(message!.body).not.toContain(secret);
    expect(message!.body.startsWith("Our link is [link removed] and write to [address removed].\n")).toBe(true);
  });

  it("refuses a reply past the side's 30 messages an hour with 406, so it is not retried", async () => {
    const conversation = await createConversationOfNewVendor();
    for (let sent = 0; sent < MESSAGE_LIMITS.perConversationSide.max; sent += 1) {
      await storeMessage(getDb(), { enquiryId: conversation.enquiryId, sender: "couple", body: `Message ${sent}` });
    }
    const response = await post(forwarded(await replyAddressOf(conversation, "couple")));
    expect(response.status).toBe(406);
    expect((await response.json()).error).toMatch(/Too many messages/);
    expect(await messagesOf(conversation.enquiryId)).toHaveLength(MESSAGE_LIMITS.perConversationSide.max);
  });

  it("answers 405 to anything but a post, and 406 to a body that is not a form", async () => {
    expect((await routeResponse(loader, new Request("http://localhost:3000/api/webhooks/inbound-mail"))).status).toBe(405);
    const json = await routeResponse(
      action,
      new Request("http://localhost:3000/api/webhooks/inbound-mail", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect(json.status).toBe(406);
  });

  describe("with replies by mail off", () => {
    beforeAll(() => useEnv({ INBOUND_MAIL_DOMAIN: "" }));
    afterAll(() => useEnv({ INBOUND_MAIL_DOMAIN: DOMAIN }));

    it("refuses every post with 406 and writes nothing", async () => {
      const conversation = await createConversationOfNewVendor();
      const address = `reply+${await mintConversationToken(getDb(), { enquiryId: conversation.enquiryId, party: "couple", purpose: "reply" })}@${DOMAIN}`;
      await expectRefused(forwarded(address), 406, "Replies by mail are not set up");
    });
  });
});
