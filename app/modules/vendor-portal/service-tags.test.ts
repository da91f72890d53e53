import { describe, expect, it } from "vitest";
import { addTag, cleanTags, MAX_TAGS, TAG_MESSAGES, tagSuggestions } from "~/modules/vendor-portal/service-tags";

describe("service tags: trimmed, no empties, no duplicates", () => {
  it("trims and collapses spaces, ignores blank text and refuses a duplicate in any letter case", () => {
    expect(addTag([], "  Bridal   mehndi ")).toEqual({ tags: ["Bridal mehndi"] });
    expect(addTag(["Bridal mehndi"], "   ")).toEqual({ tags: ["Bridal mehndi"] });
    expect(addTag(["Bridal mehndi"], "bridal MEHNDI")).toEqual({ tags: ["Bridal mehndi"], error: TAG_MESSAGES.duplicate });
  });

  it("refuses a 200-character tag and markup, keeping the list as it was", () => {
    expect(addTag(["Henna"], "x".repeat(200))).toEqual({ tags: ["Henna"], error: TAG_MESSAGES.tooLong });
    expect(addTag(["Henna"], "<script>alert(1)</script>")).toEqual({ tags: ["Henna"], error: TAG_MESSAGES.markup });
    expect(addTag([], "Hair & makeup (pre-wedding)").tags).toEqual(["Hair & makeup (pre-wedding)"]);
    expect(addTag([], "Mehndi – ਮਹਿੰਦੀ").error).toBe(TAG_MESSAGES.markup);
    expect(addTag([], "ਮਹਿੰਦੀ").tags).toEqual(["ਮਹਿੰਦੀ"]);
  });

  it("stops at the most tags a listing may have", () => {
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `Tag ${index}`);
    expect(addTag(full, "One more")).toEqual({ tags: full, error: TAG_MESSAGES.tooMany });
  });

  it("cleans a submitted list: blanks and later duplicates dropped, the first problem reported", () => {
    expect(cleanTags([" Henna ", "", "henna", "Organic  henna"])).toEqual({ tags: ["Henna", "Organic henna"] });
    expect(cleanTags(["Henna", "<b>bold</b>"]).error).toBe(TAG_MESSAGES.markup);
    expect(cleanTags(Array.from({ length: MAX_TAGS + 1 }, (_, index) => `Tag ${index}`)).error).toBe(TAG_MESSAGES.tooMany);
  });

  it("suggests the category's tags not yet chosen, in the category's order", () => {
    expect(tagSuggestions(["Bridal mehndi", "Party mehndi", "Organic henna"], ["party MEHNDI"])).toEqual(["Bridal mehndi", "Organic henna"]);
  });
});
