import { describe, expect, it } from "vitest";
import {
  formatReceivedAt,
  messageExcerpt,
  parseEnquiryId,
  parseInboxView,
  replyMailto,
  replySubject,
  statusChangeSchema,
} from "~/modules/enquiries/vendor-inbox";

describe("the inbox's shared rules", () => {
  it("accepts only positive whole enquiry ids", () => {
    expect(parseEnquiryId("42")).toBe(42);
    for (const raw of [undefined, "", "0", "-1", "4.2", "1e3", "abc", "12345678901"]) expect(parseEnquiryId(raw)).toBeUndefined();
  });

  it("reads the view, defaulting to the inbox", () => {
    expect(parseInboxView("archived")).toBe("archived");
    expect(parseInboxView("inbox")).toBe("inbox");
    expect(parseInboxView(null)).toBe("inbox");
    expect(parseInboxView("ARCHIVED")).toBe("inbox");
  });

  it("accepts the three status changes only", () => {
    for (const intent of ["replied", "archived", "inbox"]) expect(statusChangeSchema.safeParse({ intent }).success).toBe(true);
    for (const intent of ["new", "delete", ""]) expect(statusChangeSchema.safeParse({ intent }).success).toBe(false);
  });

  it("makes a one-line excerpt, cut at a word", () => {
    expect(messageExcerpt("Salaam!\n\nAre you  free?")).toBe("Salaam! Are you free?");
    const long = messageExcerpt("henna ".repeat(50));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/^(henna )+henna…$/);
    // A single very long word is cut inside the word.
    expect(messageExcerpt("x".repeat(300))).toBe(`${"x".repeat(139)}…`);
  });

  it("addresses the reply to the couple with the listing's name in the subject", () => {
    expect(replySubject("Rang  Mehndi\n")).toBe("Re: your enquiry to Rang Mehndi");
    expect(replyMailto("amira+wedding@example.test", "Henna & Co")).toBe(
      "mailto:amira%2Bwedding@example.test?subject=Re%3A%20your%20enquiry%20to%20Henna%20%26%20Co",
    );
  });

  it("shows received times in UK time", () => {
    expect(formatReceivedAt(new Date("2026-06-01T12:05:00Z"))).toBe("1 June 2026, 13:05");
    expect(formatReceivedAt("2026-01-15T23:30:00Z")).toBe("15 January 2026, 23:30");
  });
});
