import { describe, expect, it } from "vitest";
import { isShownRecord, replyRateLabel, responseTimeLabel, type ResponseRecord } from "~/modules/response-times/response-time-rules";

const HOUR = 60;
const record = (medianReplyMinutes: number | null, overrides: Partial<ResponseRecord> = {}): ResponseRecord => ({
  enquiries: 12,
  medianReplyMinutes,
  repliedWithin48hShare: 0.92,
  ...overrides,
});

describe("responseTimeLabel (docs/product/couples-tools.md#response-times)", () => {
  it("says 'within an hour' up to and including 60 minutes", () => {
    expect(responseTimeLabel(record(0))).toBe("Usually replies within an hour");
    expect(responseTimeLabel(record(7))).toBe("Usually replies within an hour");
    expect(responseTimeLabel(record(HOUR))).toBe("Usually replies within an hour");
  });

  it("counts hours rounded up below a day", () => {
    expect(responseTimeLabel(record(HOUR + 1))).toBe("Usually replies within 2 hours");
    expect(responseTimeLabel(record(5 * HOUR))).toBe("Usually replies within 5 hours");
    expect(responseTimeLabel(record(5 * HOUR + 1))).toBe("Usually replies within 6 hours");
    expect(responseTimeLabel(record(24 * HOUR - 1))).toBe("Usually replies within 24 hours");
  });

  it("says 'within a day' at 24 hours, then counts days rounded up", () => {
    expect(responseTimeLabel(record(24 * HOUR))).toBe("Usually replies within a day");
    expect(responseTimeLabel(record(24 * HOUR + 1))).toBe("Usually replies within 2 days");
    expect(responseTimeLabel(record(48 * HOUR - 1))).toBe("Usually replies within 2 days");
    expect(responseTimeLabel(record(48 * HOUR))).toBe("Usually replies within 2 days");
    expect(responseTimeLabel(record(48 * HOUR + 1))).toBe("Usually replies within 3 days");
    expect(responseTimeLabel(record(6 * 24 * HOUR))).toBe("Usually replies within 6 days");
  });

  it("says nothing below 5 enquiries, or without a median (half or more unanswered)", () => {
    expect(responseTimeLabel(record(30, { enquiries: 4 }))).toBeUndefined();
    expect(responseTimeLabel(record(30, { enquiries: 5 }))).toBe("Usually replies within an hour");
    expect(responseTimeLabel(record(null))).toBeUndefined();
    expect(responseTimeLabel(undefined)).toBeUndefined();
    expect(responseTimeLabel(null)).toBeUndefined();
  });
});

describe("replyRateLabel", () => {
  it("gives the share answered within 48 hours as a whole percentage, rounded down", () => {
    expect(replyRateLabel(record(30))).toBe("Replies to 92% of enquiries within 48 hours");
    expect(replyRateLabel(record(30, { repliedWithin48hShare: 1 }))).toBe("Replies to 100% of enquiries within 48 hours");
    // 0.29 × 100 is 28.999… in floating point; 29 of 100 still reads 29 %.
    expect(replyRateLabel(record(30, { repliedWithin48hShare: 0.29 }))).toBe("Replies to 29% of enquiries within 48 hours");
    // One missed enquiry in 300 never reads 100 %.
    expect(replyRateLabel(record(30, { repliedWithin48hShare: 299 / 300 }))).toBe("Replies to 99% of enquiries within 48 hours");
    expect(replyRateLabel(record(null, { repliedWithin48hShare: 0 }))).toBe("Replies to 0% of enquiries within 48 hours");
  });

  it("says nothing below 5 enquiries", () => {
    expect(replyRateLabel(record(30, { enquiries: 4 }))).toBeUndefined();
    expect(isShownRecord(record(30, { enquiries: 4 }))).toBe(false);
    expect(isShownRecord(record(30, { enquiries: 5 }))).toBe(true);
  });
});
