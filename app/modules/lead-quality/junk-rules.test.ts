import { describe, expect, it } from "vitest";
import {
  emailDomain,
  hasLinks,
  isHeldScore,
  JUNK_THRESHOLD,
  normaliseMessage,
  SAME_TEXT_VENDORS_PER_DAY,
  scoreJunk,
  SENDER_VENDORS_PER_DAY,
  senderKey,
  type JunkFacts,
} from "~/modules/lead-quality/junk-rules";
import { formatUpheldShare } from "~/modules/lead-quality/lead-quality-promise";

// docs/product/couples-tools.md#lead-quality, decision 059: each signal alone, the threshold, and the text rules.

const clean: JunkFacts = { senderVendors: 1, sameTextVendors: 1, disposableDomain: false, links: false };

describe("scoreJunk", () => {
  it("scores a plain enquiry 0 with no signal", () => {
    expect(scoreJunk(clean)).toEqual({ score: 0, signals: [] });
  });

  it("holds a sender past 10 distinct vendors a day, and not at 10 (two full quote requests)", () => {
    expect(SENDER_VENDORS_PER_DAY).toBe(10);
    expect(scoreJunk({ ...clean, senderVendors: 10 })).toEqual({ score: 0, signals: [] });
    const past = scoreJunk({ ...clean, senderVendors: 11 });
    expect(past.signals).toEqual(["sender_rate"]);
    expect(isHeldScore(past.score)).toBe(true);
  });

  it("holds one text sent to more than 10 distinct vendors a day", () => {
    expect(scoreJunk({ ...clean, sameTextVendors: SAME_TEXT_VENDORS_PER_DAY }).signals).toEqual([]);
    const past = scoreJunk({ ...clean, sameTextVendors: SAME_TEXT_VENDORS_PER_DAY + 1 });
    expect(past.signals).toEqual(["same_text"]);
    expect(isHeldScore(past.score)).toBe(true);
  });

  it("marks a disposable domain and links, each alone below the threshold, together at or above it", () => {
    const disposable = scoreJunk({ ...clean, disposableDomain: true });
    expect(disposable.signals).toEqual(["disposable_domain"]);
    expect(isHeldScore(disposable.score)).toBe(false);
    const links = scoreJunk({ ...clean, links: true });
    expect(links.signals).toEqual(["links"]);
    expect(isHeldScore(links.score)).toBe(false);
    const both = scoreJunk({ ...clean, disposableDomain: true, links: true });
    expect(both.signals).toEqual(["disposable_domain", "links"]);
    expect(isHeldScore(both.score)).toBe(true);
  });

  it("caps the score at 100 and holds from the threshold on", () => {
    expect(scoreJunk({ senderVendors: 50, sameTextVendors: 50, disposableDomain: true, links: true })).toEqual({
      score: 100,
      signals: ["sender_rate", "same_text", "disposable_domain", "links"],
    });
    expect(isHeldScore(JUNK_THRESHOLD)).toBe(true);
    expect(isHeldScore(JUNK_THRESHOLD - 1)).toBe(false);
  });
});

describe("the text rules", () => {
  it("finds http(s):// and www. links in any case, not a bare domain or a word containing www", () => {
    expect(hasLinks("See https://spam.example/offer")).toBe(true);
    expect(hasLinks("see HTTP://x.example")).toBe(true);
    expect(hasLinks("our board: www.pinterest.co.uk/ours")).toBe(true);
    expect(hasLinks("WWW.EXAMPLE.COM")).toBe(true);
    expect(hasLinks("Salaam! Are you free on 12 June? We loved your work at the Hilton.")).toBe(false);
    expect(hasLinks("email me at amira@example.test")).toBe(false);
  });

  it("compares senders and domains lower-cased and trimmed", () => {
    expect(senderKey("  Amira.Khan@Example.TEST ")).toBe("amira.khan@example.test");
    expect(emailDomain("Amira@Mailinator.COM")).toBe("mailinator.com");
    expect(emailDomain("no-at-sign")).toBe("");
  });

  it("normalises a message to letters and digits in lower case, single-spaced", () => {
    expect(normaliseMessage("Hi!!  Are you FREE?\n\nThanks…")).toBe("hi are you free thanks");
    expect(normaliseMessage("hi are you free thanks")).toBe("hi are you free thanks");
    expect(normaliseMessage("Ｆｕｌｌ-width ＴＥＸＴ, café")).toBe("full width text café");
  });
});

describe("formatUpheldShare", () => {
  it("gives a percentage with at most one decimal", () => {
    expect(formatUpheldShare({ enquiries: 200, upheld: 3 })).toBe("1.5%");
    expect(formatUpheldShare({ enquiries: 100, upheld: 0 })).toBe("0%");
    expect(formatUpheldShare({ enquiries: 300, upheld: 1 })).toBe("0.3%");
    expect(formatUpheldShare({ enquiries: 100, upheld: 12 })).toBe("12%");
  });
});
