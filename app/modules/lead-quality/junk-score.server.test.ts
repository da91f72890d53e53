import { expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { blockSender } from "~/modules/lead-quality/blocked-senders.server";
import { JUNK_LOOKBACK_MS } from "~/modules/lead-quality/junk-rules";
import { messageHash, scoreEnquiry } from "~/modules/lead-quality/junk-score.server";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#lead-quality, decision 059: each signal read from the stored enquiries, and a
// blocked sender rejected whatever the score.

const NOW = new Date("2026-06-01T12:00:00Z");
const HOUR = 60 * 60 * 1000;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

describeEachDatabase("scoring an enquiry for junk", (getDb) => {
  async function vendors(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await createVendor(getDb())).id);
    return ids;
  }

  async function stored(vendorIds: number[], fields: { email: string; message: string; at: Date }) {
    await getDb()
      .insert(enquiries)
      .values(
        vendorIds.map((vendorId) => ({
          vendorId,
          coupleName: "Couple",
          coupleEmail: fields.email,
          eventDate: "2026-09-12",
          eventType: "Nikah",
          guestCount: 100,
          message: fields.message,
          messageHash: messageHash(fields.message),
          createdAt: fields.at,
        })),
      );
  }

  it("delivers an ordinary enquiry with a score of 0", async () => {
    const [vendorId] = await vendors(1);
    const verdict = await scoreEnquiry(getDb(), { email: `${unique("plain")}@example.test`, message: unique("Salaam, are you free in June?"), vendorIds: [vendorId!] }, NOW);
    expect(verdict).toMatchObject({ delivery: "delivered", junkScore: 0, junkSignals: [] });
    expect(verdict.messageHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("holds a sender's 11th distinct vendor within 24 hours, whatever the email's case, and forgets older ones", async () => {
    const email = `${unique("busy")}@example.test`;
    const ten = await vendors(10);
    await stored(ten.slice(0, 5), { email, message: unique("first batch"), at: new Date(NOW.getTime() - 3 * HOUR) });
    // The same vendor twice counts once; an enquiry older than the look-back does not count.
    await stored([...ten.slice(5), ten[0]!], { email: email.toUpperCase(), message: unique("second batch"), at: new Date(NOW.getTime() - HOUR) });
    const [eleventh, old] = await vendors(2);
    await stored([old!], { email, message: unique("long ago"), at: new Date(NOW.getTime() - JUNK_LOOKBACK_MS - 1000) });

    const again = await scoreEnquiry(getDb(), { email, message: unique("again"), vendorIds: [ten[3]!] }, NOW);
    expect(again).toMatchObject({ delivery: "delivered", junkSignals: [] });
    const past = await scoreEnquiry(getDb(), { email: ` ${email.replace("busy", "BUSY")}`, message: unique("one more"), vendorIds: [eleventh!] }, NOW);
    expect(past).toMatchObject({ delivery: "held", junkScore: 60, junkSignals: ["sender_rate"] });
  });

  it("holds a text that reached more than 10 distinct vendors in 24 hours from different senders, however it is spaced and cased", async () => {
    const text = `${unique("Cheap wedding loans")} — reply today for a free quote!`;
    const ten = await vendors(10);
    for (const [i, vendorId] of ten.entries()) {
      await stored([vendorId], { email: `${unique("sender")}@example.test`, message: i % 2 ? text.toUpperCase() : `  ${text.replace(/ /g, "   ")}`, at: new Date(NOW.getTime() - HOUR) });
    }
    const [next] = await vendors(1);
    const atTen = await scoreEnquiry(getDb(), { email: `${unique("new")}@example.test`, message: text, vendorIds: [ten[0]!] }, NOW);
    expect(atTen.junkSignals).toEqual([]);
    const past = await scoreEnquiry(getDb(), { email: `${unique("new")}@example.test`, message: `${text}!!!`, vendorIds: [next!] }, NOW);
    expect(past).toMatchObject({ delivery: "held", junkSignals: ["same_text"] });
    // A day later the same text is new again.
    const later = await scoreEnquiry(getDb(), { email: `${unique("new")}@example.test`, message: text, vendorIds: [next!] }, new Date(NOW.getTime() + JUNK_LOOKBACK_MS));
    expect(later.junkSignals).toEqual([]);
  });

  it("counts the vendors of the request being scored: one sender's text to 11 vendors at once is held", async () => {
    const eleven = await vendors(11);
    const verdict = await scoreEnquiry(getDb(), { email: `${unique("batch")}@example.test`, message: unique("hello"), vendorIds: eleven }, NOW);
    expect(verdict.junkSignals).toEqual(["sender_rate", "same_text"]);
    expect(verdict.delivery).toBe("held");
  });

  it("marks a disposable domain and links; together they hold the enquiry", async () => {
    const [vendorId] = await vendors(1);
    const disposable = await scoreEnquiry(getDb(), { email: `${unique("x")}@mailinator.com`, message: unique("Are you free?"), vendorIds: [vendorId!] }, NOW);
    expect(disposable).toMatchObject({ delivery: "delivered", junkScore: 40, junkSignals: ["disposable_domain"] });
    const links = await scoreEnquiry(getDb(), { email: `${unique("y")}@example.test`, message: `${unique("Our board")} www.pinterest.co.uk/us`, vendorIds: [vendorId!] }, NOW);
    expect(links).toMatchObject({ delivery: "delivered", junkScore: 25, junkSignals: ["links"] });
    const both = await scoreEnquiry(getDb(), { email: `${unique("z")}@mailinator.com`, message: `${unique("Visit")} https://spam.example`, vendorIds: [vendorId!] }, NOW);
    expect(both).toMatchObject({ delivery: "held", junkScore: 65, junkSignals: ["disposable_domain", "links"] });
  });

  it("rejects a blocked sender's enquiry whatever its score, in any case of the email", async () => {
    const [vendorId] = await vendors(1);
    const email = `${unique("Blocked")}@Example.test`;
    await blockSender(getDb(), { email }, NOW);
    const verdict = await scoreEnquiry(getDb(), { email: email.toLowerCase(), message: unique("Hello"), vendorIds: [vendorId!] }, NOW);
    expect(verdict).toMatchObject({ delivery: "rejected", junkScore: 0 });
  });
});
