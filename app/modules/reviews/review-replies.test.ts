import { describe, expect, it } from "vitest";
import { normaliseReplyText, REPLY_MAX_LENGTH, REPLY_MESSAGES, replyFormSchema } from "~/modules/reviews/review-replies";

describe("the reply form", () => {
  const parse = (reply: string, reviewId = "7") => replyFormSchema.safeParse({ reviewId, reply });

  it("accepts 1 to 2,000 characters after trimming, and refuses empty or longer text with its message", () => {
    expect(parse("  Thank you!  ")).toMatchObject({ success: true, data: { reviewId: 7, reply: "Thank you!" } });
    expect(parse("x".repeat(REPLY_MAX_LENGTH)).success).toBe(true);
    expect(parse("x".repeat(REPLY_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(REPLY_MESSAGES.tooLong);
    expect(parse(" \n\t ").error?.issues[0]?.message).toBe(REPLY_MESSAGES.empty);
    expect(parse("\u0000\u0007").error?.issues[0]?.message).toBe(REPLY_MESSAGES.empty);
  });

  it("keeps markup as typed, joins line endings and drops control characters", () => {
    expect(normaliseReplyText("<b>Thanks</b>\r\nSee you\rsoon\u0000\u001b")).toBe("<b>Thanks</b>\nSee you\nsoon");
    expect(normaliseReplyText("tab\there")).toBe("tab\there");
  });

  it("refuses review ids that are not positive whole numbers in the id range", () => {
    for (const reviewId of ["", "0", "-3", "1.5", "abc", "2147483648"]) {
      expect(parse("Thanks", reviewId).error?.issues[0]?.message, reviewId).toBe(REPLY_MESSAGES.notFound);
    }
    expect(parse("Thanks", "2147483647").success).toBe(true);
  });
});
