import { describe, expect, it } from "vitest";
import { parseConversationId, parseInboxFilter } from "~/modules/conversations/conversation-rules";
import { formatUnreadCount, inboxStage, messageExcerpt, parseInboxPage } from "~/modules/conversations/vendor-inbox";

describe("the inbox's shared rules", () => {
  it("accepts only positive whole conversation ids", () => {
    expect(parseConversationId("42")).toBe(42);
    for (const raw of [undefined, "", "0", "-1", "4.2", "1e3", "abc", "12345678901"]) expect(parseConversationId(raw)).toBeUndefined();
  });

  it("reads the filter, defaulting to All, and the page, defaulting to the first", () => {
    expect(parseInboxFilter("awaiting")).toBe("awaiting");
    expect(parseInboxFilter("archived")).toBe("archived");
    expect(parseInboxFilter(null)).toBe("all");
    expect(parseInboxFilter("ARCHIVED")).toBe("all");
    expect(parseInboxPage("3")).toBe(3);
    for (const raw of [null, "", "0", "-2", "1.5", "abc", "99999"]) expect(parseInboxPage(raw)).toBe(1);
  });

  it("names a conversation's stage: booked and quoted by the stage, an open one by its replies", () => {
    expect(inboxStage({ stage: "booked", firstReplyAt: null, lastMessageFrom: "couple" })).toBe("booked");
    expect(inboxStage({ stage: "quoted", firstReplyAt: new Date(), lastMessageFrom: "couple" })).toBe("quoted");
    expect(inboxStage({ stage: "open", firstReplyAt: null, lastMessageFrom: "couple" })).toBe("new");
    expect(inboxStage({ stage: "open", firstReplyAt: new Date(), lastMessageFrom: "couple" })).toBe("awaiting");
    expect(inboxStage({ stage: "open", firstReplyAt: new Date(), lastMessageFrom: "vendor" })).toBe("replied");
  });

  it("makes a one-line excerpt, cut at a word", () => {
    expect(messageExcerpt("Salaam!\n\nAre you  free?")).toBe("Salaam! Are you free?");
    const long = messageExcerpt("henna ".repeat(50));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/^(henna )+henna…$/);
    // A single very long word is cut inside the word.
    expect(messageExcerpt("x".repeat(300))).toBe(`${"x".repeat(139)}…`);
  });

  it("shows the unread count up to 99, then 99+", () => {
    expect(formatUnreadCount(7)).toBe("7");
    expect(formatUnreadCount(99)).toBe("99");
    expect(formatUnreadCount(100)).toBe("99+");
  });
});
