import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { conversationTokens, mailOutbox, rateLimits } from "~/db/schema";
import { revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { action, loader } from "~/routes/messages";
import { conversationState, createConversation, createQuote, type CreatedConversation } from "../../tests/support/conversations";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// The couple's link is the only key to a conversation (decision 056): a token opens its own conversation and
// nothing else. Every other way in (another conversation's quote ids, a malformed, unknown or revoked token, a
// conversation whose enquiry is held or rejected) answers the same 404, on the page and on each of its forms,
// and changes no row: messages, quotes, bookings, the conversation, tokens, mails and limits are compared before
// and after each attempt.

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-10T12:00:00Z");

type Party = CreatedConversation & { token: string; quoteId: number };

function post(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${ORIGIN}/messages/x`, { method: "POST", headers: { origin: ORIGIN }, body });
}

describeEachDatabase("the couple's link against other conversations", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const made: Record<"mine" | "theirs" | "revoked" | "held" | "rejected", Party> = {} as never;

  beforeAll(async () => {
    setClock(() => NOW);
    const db = getDb();
    for (const [name, delivery] of [
      ["mine", "delivered"],
      ["theirs", "delivered"],
      ["revoked", "delivered"],
      ["held", "held"],
      ["rejected", "rejected"],
    ] as const) {
      const vendor = await createVendor(db, { email: "vendor@example.test" });
      const conversation = await createConversation(db, vendor.id, { delivery, linkToken: true });
      made[name] = { ...conversation, quoteId: await createQuote(db, conversation, { validUntil: "2026-07-01" }) };
    }
    await revokeConversationTokens(db, made.revoked.enquiryId, NOW);
  });
  afterAll(() => resetClock());

  /** Every row an attempt could change, in every conversation of the block. */
  async function snapshot() {
    const db = getDb();
    return {
      conversations: await Promise.all(Object.values(made).map((party) => conversationState(db, party.enquiryId))),
      tokens: await db.select().from(conversationTokens).orderBy(conversationTokens.tokenHash),
      mails: await db.select().from(mailOutbox).orderBy(mailOutbox.id),
      limits: await db.select().from(rateLimits).orderBy(rateLimits.key),
    };
  }

  const forms = (quoteId: number): Record<string, string>[] => [
    { intent: "reply", reply: "Hello again" },
    { intent: "accept", quoteId: String(quoteId) },
    { intent: "decline", quoteId: String(quoteId), reason: "No thank you" },
  ];

  it("opens its own conversation, so the 404s below are about the ids, not the setup", async () => {
    const page = await runRoute(loader, new Request(`${ORIGIN}/messages/${made.mine.token}`), { token: made.mine.token });
    expect(page.status).toBe(200);
  });

  it.each(["accept", "decline"])("answers 404 to %s with a quote id of another conversation, changing nothing", async (intent) => {
    for (const other of ["theirs", "revoked", "held", "rejected"] as const) {
      const before = await snapshot();
      const fields = { intent, quoteId: String(made[other].quoteId), reason: "Not for us" };
      const answer = await runRoute(action, post(fields), { token: made.mine.token });
      expect(answer.status, other).toBe(404);
      expect(await snapshot()).toEqual(before);
    }
  });

  const wrongTokens: [string, () => string | undefined][] = [
    ["a malformed token", () => "not-a-token"],
    ["a token one character short", () => made.mine.token.slice(1)],
    ["an unknown token", () => randomBytes(32).toString("base64url")],
    ["no token", () => undefined],
    ["a revoked token", () => made.revoked.token],
    ["the token of a held enquiry", () => made.held.token],
    ["the token of a rejected enquiry", () => made.rejected.token],
  ];

  it.each(wrongTokens)("answers 404 to %s on the page and on every form, changing nothing", async (_name, tokenOf) => {
    const token = tokenOf();
    const params: Record<string, string> = token === undefined ? {} : { token };
    const before = await snapshot();
    const page = await runRoute(loader, new Request(`${ORIGIN}/messages/${token}`), params);
    expect(page.status).toBe(404);
    // Each form with the quote of the conversation the token was made for (or of another one), so the quote id is right and only the token is wrong.
    const quoteId = Object.values(made).find((party) => party.token === token)?.quoteId ?? made.mine.quoteId;
    for (const fields of forms(quoteId)) {
      const answer = await runRoute(action, post(fields), params);
      expect(answer.status, fields.intent).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
